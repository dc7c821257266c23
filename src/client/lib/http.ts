/**
 * Every API call goes through here (docs/design.md#boundaries, #conventions). It returns typed results and
 * never shows toasts or navigates — screens decide what a failure means. It speaks to `fetch` itself rather
 * than through ky: ky weighed a third of what the first screen may spend on code besides React
 * (docs/decisions/033-first-screen-weight.md), and the client needs only a prefix, a timeout and
 * one header from it.
 */
import * as v from 'valibot';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../shared/constants';
import {
  type EndpointInput,
  type EndpointReply,
  type EndpointShape,
  endpointPath,
  type QueryValue,
} from '../../shared/contract/endpoint';
import { ApiFailureSchema } from '../../shared/contract/envelope';

const API_PREFIX = '/api/';
const HTTP_TIMEOUT_MS = 20_000;

/** The client's own texts for failures that never reached the server's envelope. */
export const httpMessages = {
  network: 'Нет соединения с сервером. Проверьте интернет и попробуйте снова.',
  timeout: 'Сервер не ответил вовремя. Попробуйте ещё раз.',
  invalid: 'Сервер прислал непонятный ответ. Попробуйте ещё раз позже.',
  aborted: 'Запрос отменён.',
  status: 'Не удалось выполнить запрос (код {status}). Попробуйте ещё раз.',
} as const;

/** Why a call failed: `http` carries the server's own message; the rest are the client's. */
type HttpFailureReason = 'http' | 'network' | 'timeout' | 'invalid' | 'aborted';

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

interface RequestOptions {
  /** Sent as a JSON body (writes). */
  json?: unknown;
  /** Only defined, non-empty values are sent. */
  searchParams?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface ApiOptions<TReply> {
  signal?: AbortSignal;
  /**
   * A narrower reading of the declared answer, for a declaration whose answer is a union
   * (e.g. favourites of one kind): its output must still be the declared one.
   */
  reply?: v.GenericSchema<unknown, TReply>;
}

/** The input may be left out when the declaration asks for nothing. */
type ApiArguments<E extends EndpointShape, TReply> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: ApiOptions<TReply>]
    : [input: EndpointInput<E>, options?: ApiOptions<TReply>];

export interface HttpClient {
  /**
   * Calls a declared endpoint (src/shared/contract/endpoint.ts): its path, method, query, body or
   * form come from the declaration, and the answer is read with the declared schema.
   */
  api<E extends EndpointShape, TReply extends EndpointReply<E> = EndpointReply<E>>(
    endpoint: E,
    ...args: ApiArguments<E, TReply>
  ): Promise<HttpResult<TReply>>;
  /** A file answer (CSV exports): the bytes and the server's file name; failures as usual. */
  download<E extends EndpointShape & { answer: 'file' }>(
    endpoint: E,
    ...args: ApiArguments<E, EndpointReply<E>>
  ): Promise<HttpResult<{ blob: Blob; fileName: string | null }>>;
}

let bearerToken: string | null = null;

/**
 * The Telegram platform keeps a bearer token (docs/design.md#sessions-and-telegram: cookies are unreliable in
 * Telegram's webviews); the website leaves this null and relies on its HttpOnly cookie.
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

interface HttpClientOptions {
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  timeout?: number;
  /** Where /api/ lives; relative to the page by default. */
  prefixUrl?: string;
}

/** Thrown by the timer's abort, so a timeout is told apart from the caller's own abort. */
class HttpTimeout extends Error {}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const prefix = options.prefixUrl ?? API_PREFIX;
  const timeoutMs = options.timeout ?? HTTP_TIMEOUT_MS;
  // Looked up per call, so a test's stubbed global fetch is seen too.
  const fetcher = (input: Request) => (options.fetch ?? globalThis.fetch)(input);

  /**
   * One call: the XHR marker, JSON accept, the bearer where one is set, and no silent repeats (a
   * repeated write could act twice; screens decide about reads). Rejects with HttpTimeout after
   * the timeout, with the fetch's own error otherwise.
   */
  async function send(
    method: HttpMethod,
    path: string,
    init: { json?: unknown; body?: FormData; searchParams?: Record<string, string>; signal?: AbortSignal },
    accept = 'application/json',
  ): Promise<Response> {
    // Declared paths start with a slash; the prefix ends with one.
    const url = new URL(prefix + path.replace(/^\/+/, ''), location.href);
    for (const [key, value] of Object.entries(init.searchParams ?? {})) url.searchParams.append(key, value);
    const headers = new Headers({ [XHR_HEADER]: XHR_HEADER_VALUE, Accept: accept });
    if (bearerToken !== null) headers.set('Authorization', `Bearer ${bearerToken}`);
    let body: BodyInit | undefined = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(new HttpTimeout()), timeoutMs);
    const signal = init.signal === undefined ? timer.signal : AbortSignal.any([init.signal, timer.signal]);
    const request = new Request(url, {
      method: method.toUpperCase(),
      headers,
      credentials: 'same-origin',
      signal,
      ...(body === undefined ? {} : { body }),
    });
    try {
      // A fetch that ignores its signal (a test's) still loses the race against the timer.
      return await Promise.race([
        fetcher(request),
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
      ]);
    } finally {
      clearTimeout(timeout);
    }
  }

  function thrown(error: unknown): HttpFailure {
    if (error instanceof HttpTimeout) return failure(0, 'timeout', httpMessages.timeout);
    if (error instanceof DOMException && error.name === 'AbortError') {
      return failure(0, 'aborted', httpMessages.aborted);
    }
    return failure(0, 'network', httpMessages.network);
  }

  async function request<S extends v.GenericSchema>(
    method: HttpMethod,
    path: string,
    schema: S,
    requestOptions: RequestOptions & { body?: FormData } = {},
  ): Promise<HttpResult<v.InferOutput<S>>> {
    const searchParams = cleanSearchParams(requestOptions.searchParams);
    try {
      const response = await send(method, path, {
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
      return thrown(error);
    }
  }

  return {
    api<E extends EndpointShape, TReply extends EndpointReply<E>>(
      endpoint: E,
      ...[input, apiOptions]: ApiArguments<E, TReply>
    ): Promise<HttpResult<TReply>> {
      const call = (input ?? {}) as {
        params?: Record<string, string | number>;
        query?: Record<string, QueryValue>;
        body?: unknown;
        form?: FormData;
      };
      const path = endpointPath(endpoint, call.params);
      const schema = (apiOptions?.reply ?? endpoint.response) as v.GenericSchema<unknown, TReply>;
      return request(endpoint.method.toLowerCase() as HttpMethod, path, schema, {
        ...(call.body === undefined ? {} : { json: call.body }),
        ...(call.form === undefined ? {} : { body: call.form }),
        ...(call.query === undefined ? {} : { searchParams: call.query }),
        ...(apiOptions?.signal === undefined ? {} : { signal: apiOptions.signal }),
      });
    },
    async download(endpoint, ...[input]) {
      const call = (input ?? {}) as {
        params?: Record<string, string | number>;
        query?: Record<string, QueryValue>;
      };
      const searchParams = cleanSearchParams(call.query);
      try {
        const response = await send(
          endpoint.method.toLowerCase() as HttpMethod,
          endpointPath(endpoint, call.params),
          searchParams === undefined ? {} : { searchParams },
          '*/*',
        );
        if (!response.ok) {
          const answer = readBody(response.status, await response.text(), v.unknown());
          return answer.ok ? failure(response.status, 'invalid', httpMessages.invalid) : answer;
        }
        const disposition = response.headers.get('content-disposition') ?? '';
        const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
        return { ok: true, status: response.status, data: { blob: await response.blob(), fileName } };
      } catch (error) {
        const failed = thrown(error);
        // A download has no caller's signal: any abort here is the network's.
        return failed.reason === 'aborted' ? failure(0, 'network', httpMessages.network) : failed;
      }
    },
  };
}

/** The app's client. Tests build their own with `createHttpClient({ fetch })`. */
export const http: HttpClient = createHttpClient();
