/**
 * The one owner of ky (DESIGN §4, §5): every API call goes through here. It returns typed
 * results and never shows toasts or navigates — screens decide what a failure means.
 */
import ky, { isTimeoutError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../shared/constants';
import { ApiFailureSchema } from '../../shared/contract/envelope';

export const API_PREFIX = '/api/';
export const HTTP_TIMEOUT_MS = 20_000;

/** The client's own texts for failures that never reached the server's envelope. */
export const httpMessages = {
  network: 'Нет соединения с сервером. Проверьте интернет и попробуйте снова.',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  invalid: 'Сервер прислал непонятный ответ. Попробуйте ещё раз позже.',
  aborted: 'Запрос отменён.',
  status: 'Не удалось выполнить запрос (код {status}). Попробуйте ещё раз.',
} as const;

/** Why a call failed: `http` carries the server's own message; the rest are the client's. */
export type HttpFailureReason = 'http' | 'network' | 'timeout' | 'invalid' | 'aborted';

export type HttpResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      /** 0 when no answer arrived. */
      status: number;
      reason: HttpFailureReason;
      message: string;
      errors?: Record<string, string>;
      /** The envelope's machine-readable reason, where the server gives one (e.g. tg-login's). */
      code?: string;
    };

export type HttpFailure = Extract<HttpResult<unknown>, { ok: false }>;

export interface RequestOptions {
  /** Sent as a JSON body (writes). */
  json?: unknown;
  /** Only defined, non-empty values are sent. */
  searchParams?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface HttpClient {
  request<S extends v.GenericSchema>(
    method: HttpMethod,
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<HttpResult<v.InferOutput<S>>>;
  get<S extends v.GenericSchema>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<HttpResult<v.InferOutput<S>>>;
  post<S extends v.GenericSchema>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<HttpResult<v.InferOutput<S>>>;
  /** A multipart POST (file uploads); the browser writes the boundary. */
  upload<S extends v.GenericSchema>(
    path: string,
    schema: S,
    body: FormData,
    options?: Pick<RequestOptions, 'signal'>,
  ): Promise<HttpResult<v.InferOutput<S>>>;
  /** A file answer (CSV exports): the bytes and the server's file name; failures as usual. */
  download(path: string): Promise<HttpResult<{ blob: Blob; fileName: string | null }>>;
}

let bearerToken: string | null = null;

/**
 * The Telegram platform keeps a bearer token (DESIGN §7: cookies are unreliable in Telegram's
 * webviews); the website leaves this null and relies on its HttpOnly cookie.
 */
export function setBearerToken(token: string | null): void {
  bearerToken = token;
}

export function getBearerToken(): string | null {
  return bearerToken;
}

const SuccessEnvelopeSchema = v.object({ success: v.literal(true), data: v.unknown() });

function failure(
  status: number,
  reason: HttpFailureReason,
  message: string,
  errors?: Record<string, string>,
  code?: string,
): HttpFailure {
  const result: HttpFailure = { ok: false, status, reason, message };
  if (errors !== undefined) result.errors = errors;
  if (code !== undefined) result.code = code;
  return result;
}

function cleanSearchParams(params: RequestOptions['searchParams']): Record<string, string> | undefined {
  if (params === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

/** Reads an answer: the envelope decides, the status code only fills in when there is none. */
function readBody<S extends v.GenericSchema>(
  status: number,
  text: string,
  schema: S,
): HttpResult<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const message =
      status >= 400 ? httpMessages.status.replace('{status}', String(status)) : httpMessages.invalid;
    return failure(status, status >= 400 ? 'http' : 'invalid', message);
  }
  const failed = v.safeParse(ApiFailureSchema, body);
  if (failed.success) {
    return failure(status, 'http', failed.output.message, failed.output.errors, failed.output.code);
  }
  const succeeded = v.safeParse(SuccessEnvelopeSchema, body);
  if (!succeeded.success || status >= 400) return failure(status, 'invalid', httpMessages.invalid);
  const data = v.safeParse(schema, succeeded.output.data);
  if (!data.success) return failure(status, 'invalid', httpMessages.invalid);
  return { ok: true, status, data: data.output };
}

export interface HttpClientOptions {
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  timeout?: number;
  /** Where /api/ lives; relative to the page by default. */
  prefixUrl?: string;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const instance: KyInstance = ky.create({
    prefixUrl: options.prefixUrl ?? API_PREFIX,
    credentials: 'same-origin',
    headers: { [XHR_HEADER]: XHR_HEADER_VALUE, Accept: 'application/json' },
    throwHttpErrors: false,
    timeout: options.timeout ?? HTTP_TIMEOUT_MS,
    // No silent repeats: a repeated write could act twice, and screens decide about reads.
    retry: 0,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    hooks: {
      beforeRequest: [
        (request) => {
          if (bearerToken !== null) request.headers.set('Authorization', `Bearer ${bearerToken}`);
        },
      ],
    },
  });

  async function request<S extends v.GenericSchema>(
    method: HttpMethod,
    path: string,
    schema: S,
    requestOptions: RequestOptions & { body?: FormData } = {},
  ): Promise<HttpResult<v.InferOutput<S>>> {
    // ky refuses a leading slash with a prefix; accept both spellings of a path.
    const input = path.replace(/^\/+/, '').replace(/^api\//, '');
    const searchParams = cleanSearchParams(requestOptions.searchParams);
    try {
      const response = await instance(input, {
        method,
        ...(requestOptions.json === undefined ? {} : { json: requestOptions.json }),
        ...(requestOptions.body === undefined ? {} : { body: requestOptions.body }),
        ...(searchParams === undefined ? {} : { searchParams }),
        ...(requestOptions.signal === undefined ? {} : { signal: requestOptions.signal }),
      });
      let text: string;
      try {
        text = await response.text();
      } catch {
        return failure(response.status, 'network', httpMessages.network);
      }
      return readBody(response.status, text, schema);
    } catch (error) {
      if (isTimeoutError(error)) return failure(0, 'timeout', httpMessages.timeout);
      if (error instanceof DOMException && error.name === 'AbortError') {
        return failure(0, 'aborted', httpMessages.aborted);
      }
      return failure(0, 'network', httpMessages.network);
    }
  }

  return {
    request,
    get: (path, schema, requestOptions) => request('get', path, schema, requestOptions),
    post: (path, schema, requestOptions) => request('post', path, schema, requestOptions),
    upload: (path, schema, body, requestOptions) =>
      request('post', path, schema, { ...requestOptions, body }),
    async download(path) {
      const input = path.replace(/^\/+/, '').replace(/^api\//, '');
      try {
        const response = await instance(input, { method: 'get', headers: { Accept: '*/*' } });
        if (!response.ok) {
          const answer = readBody(response.status, await response.text(), v.unknown());
          return answer.ok ? failure(response.status, 'invalid', httpMessages.invalid) : answer;
        }
        const disposition = response.headers.get('content-disposition') ?? '';
        const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
        return { ok: true, status: response.status, data: { blob: await response.blob(), fileName } };
      } catch (error) {
        if (isTimeoutError(error)) return failure(0, 'timeout', httpMessages.timeout);
        return failure(0, 'network', httpMessages.network);
      }
    },
  };
}

/** The app's client. Tests build their own with `createHttpClient({ fetch })`. */
export const http: HttpClient = createHttpClient();
