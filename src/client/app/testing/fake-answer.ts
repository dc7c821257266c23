/**
 * What the client tests' fake server (fake-fetch.ts) may answer, typed by each endpoint's
 * declaration (src/shared/contract/endpoint.ts): a contract change breaks the fixtures at compile
 * time, and a stubbed success is read with the declared schema when stubbed, as
 * src/server/http/check-answers.ts reads the real server's answers, so a fixture that compiles by a
 * cast still fails.
 */
import * as v from 'valibot';
import { type EndpointMethod, type EndpointShape, endpointPath } from '../../../shared/contract/endpoint';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  credentials: RequestCredentials;
}

/** The JSON the server sends for a declaration: its response schema's input, which the client reads. */
type StubbedReply<E extends EndpointShape> = v.InferInput<E['response']>;

/**
 * A refusal: the failure envelope (src/shared/contract/envelope.ts) with its status — usually 4xx
 * or 5xx; a 2xx is the «no» some screens tell apart (src/client/features/recent/api.ts).
 */
export interface FailureAnswer {
  status: number;
  message: string;
  errors?: Record<string, string>;
  code?: string;
}

/** A file answer (CSV): its text and the server's file name. */
interface FileAnswer {
  file: string;
  fileName?: string;
}

/** A body that is not JSON at all (a proxy's error page); JSON is stubbed as `data` or a failure. */
interface TextAnswer {
  status?: number;
  text: string;
}

interface NetworkFailure {
  networkError: true;
}

/** The declared success: the envelope's `data` (or a bare document), or a file for `answer: 'file'`. */
type SuccessAnswer<E extends EndpointShape> = E extends { answer: 'file' }
  ? FileAnswer
  : { data: StubbedReply<E> };

type Answer<E extends EndpointShape> = SuccessAnswer<E> | FailureAnswer | TextAnswer | NetworkFailure;

/** An answer, or one decided per request (a count, a held promise); it is checked when it comes. */
export type FakeAnswer<E extends EndpointShape> =
  | Answer<E>
  | ((request: RecordedRequest) => Answer<E> | Promise<Answer<E>>);

type PathParams<E extends EndpointShape> = E['params'] extends v.GenericSchema
  ? [params: { [K in keyof v.InferInput<E['params']>]: string | number }]
  : [];

/** After the declaration: its path parameters, where it has any, then the answer. */
export type StubArguments<E extends EndpointShape> = [...PathParams<E>, answer: FakeAnswer<E>];

/** Any declaration's answer, as the fake server holds it. */
export type WireAnswer = { data: unknown } | FileAnswer | FailureAnswer | TextAnswer | NetworkFailure;

declare const MADE: unique symbol;

/** One route's answer, made only by `stub` or `stubOutsideApi` (a hand-made object does not compile). */
export interface Stub {
  readonly [MADE]: true;
  /** "METHOD /api/path/" (without the query), as a request is looked up. */
  readonly route: string;
  readonly declaration: EndpointShape | null;
  readonly answer: WireAnswer | ((request: RecordedRequest) => WireAnswer | Promise<WireAnswer>);
}

/** A stub that does not match its declaration: the test fails where it was written. */
export class StubMismatch extends Error {
  override readonly name = 'StubMismatch';
}

const made = new WeakSet<Stub>();

function make(route: string, declaration: EndpointShape | null, answer: Stub['answer']): Stub {
  const stubbed = { route, declaration, answer } as Stub;
  if (typeof answer !== 'function') checkAnswer(stubbed, answer);
  made.add(stubbed);
  return stubbed;
}

/** The fake server takes only stubs made here, so none skips the checks by a cast. */
export function assertMade(stubbed: Stub): void {
  if (!made.has(stubbed)) throw new StubMismatch(`${stubbed.route}: make stubs with stub(…)`);
}

/** Reads a success with the declared schema, as the client will; refuses what the fake must not send. */
export function checkAnswer(stubbed: Pick<Stub, 'route' | 'declaration'>, answer: WireAnswer): WireAnswer {
  const { route, declaration } = stubbed;
  if ('text' in answer && isJson(answer.text)) {
    throw new StubMismatch(`${route}: JSON is stubbed as \`data\` or a failure, so that it is checked`);
  }
  if ('text' in answer && declaration?.answer === 'file' && (answer.status ?? 200) < 300) {
    throw new StubMismatch(`${route}: a file is declared: stub its bytes as \`file\``);
  }
  if (!('data' in answer || 'file' in answer)) return answer;
  if (declaration === null) throw new StubMismatch(`${route}: only a declared endpoint answers data`);
  const fileDeclared = declaration.answer === 'file';
  if ('file' in answer ? !fileDeclared : fileDeclared) {
    throw new StubMismatch(`${route}: ${fileDeclared ? 'a file' : 'data'} is declared`);
  }
  const read = v.safeParse(declaration.response, 'data' in answer ? answer.data : answer.file);
  if (read.success) return answer;
  const problems = read.issues.map(
    (issue) => `${issue.path?.map((item) => String(item.key)).join('.') || '(answer)'}: ${issue.message}`,
  );
  throw new StubMismatch(
    `${route}: the stubbed answer does not match its declaration (${declaration.path}):\n  ${problems.slice(0, 10).join('\n  ')}`,
  );
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer to a declared endpoint: `stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data })`,
 * `stub(endpoints.auth.login, fail(401, '…'))`. A success is checked against the declaration now.
 */
export function stub<E extends EndpointShape>(declaration: E, ...args: StubArguments<E>): Stub {
  const [params, answer] = (args.length === 2 ? args : [undefined, args[0]]) as [
    Record<string, string | number> | undefined,
    FakeAnswer<E>,
  ];
  return make(`${declaration.method} /api${endpointPath(declaration, params)}`, declaration, answer);
}

/**
 * A route outside /api (a file, a signed export address), which no declaration describes: text,
 * a refusal or a network failure only.
 */
export function stubOutsideApi(
  method: EndpointMethod,
  path: `/${string}`,
  answer: TextAnswer | FailureAnswer | NetworkFailure,
): Stub {
  if (path.startsWith('/api/')) throw new StubMismatch(`${path}: /api is stubbed by its declaration`);
  return make(`${method} ${path}`, null, answer);
}

/**
 * An answer held until the test has looked at the loading state: stub `answer`, then `release(…)`
 * (every request, before or after the release, gets the released answer).
 */
export function held<E extends EndpointShape>(
  _declaration: E,
): { answer: () => Promise<Answer<E>>; release(answer: Answer<E>): void } {
  let release: (answer: Answer<E>) => void = () => {};
  const gate = new Promise<Answer<E>>((resolve) => {
    release = resolve;
  });
  return { answer: () => gate, release: (answer) => release(answer) };
}

/** The failure envelope with its status: `fail(409, 'Удалить можно только черновик.')`. */
export function fail(status: number, message: string, errors?: Record<string, string>): FailureAnswer {
  return errors === undefined ? { status, message } : { status, message, errors };
}
