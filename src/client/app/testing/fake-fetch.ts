/**
 * A fetch for tests: the server's side of the contract. It answers the stubbed declarations
 * (fake-answer.ts) and records every request (URL, headers, body), so tests can pin what the
 * client sends. A request nobody stubbed gets a bare 404.
 */
import type { EndpointShape } from '../../../shared/contract/endpoint';
import {
  assertMade,
  checkAnswer,
  type RecordedRequest,
  type Stub,
  type StubArguments,
  StubMismatch,
  stub,
  type WireAnswer,
} from './fake-answer';

export type { FailureAnswer, FakeAnswer, RecordedRequest, Stub } from './fake-answer';
export { fail, held, stub, stubOutsideApi } from './fake-answer';

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Sets (or replaces) the answer of a declared endpoint; arguments as `stub`'s. */
  on<E extends EndpointShape>(declaration: E, ...args: StubArguments<E>): void;
  /** Sets (or replaces) answers made with `stub` or `stubOutsideApi`. */
  add(...stubs: readonly Stub[]): void;
}

/** The body and status the server sends; a declared success gets the declared status. */
function respond(stubbed: Stub, answer: Exclude<WireAnswer, { networkError: true }>): Response {
  const declaration = stubbed.declaration;
  if ('data' in answer) {
    const body = declaration?.answer === 'document' ? answer.data : { success: true, data: answer.data };
    return new Response(JSON.stringify(body), {
      status: declaration?.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  if ('file' in answer) {
    const headers = new Headers({ 'Content-Type': 'text/csv; charset=utf-8' });
    if (answer.fileName !== undefined) {
      headers.set('Content-Disposition', `attachment; filename="${answer.fileName}"`);
    }
    return new Response(answer.file, { status: 200, headers });
  }
  if ('message' in answer) {
    const { status, ...failure } = answer;
    return new Response(JSON.stringify({ success: false, ...failure }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return new Response(answer.text, { status: answer.status ?? 200 });
}

export function createFakeFetch(stubs: readonly Stub[] = []): FakeFetch {
  const table = new Map<string, Stub>();
  const add = (...more: readonly Stub[]) => {
    for (const item of more) {
      assertMade(item);
      table.set(item.route, item);
    }
  };
  add(...stubs);
  const requests: RecordedRequest[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      url,
      headers: request.headers,
      body,
      credentials: request.credentials,
    };
    requests.push(recorded);
    const stubbed = table.get(`${request.method} ${url.pathname}`);
    if (stubbed === undefined) return new Response('not found', { status: 404 });
    let answer: WireAnswer;
    if (typeof stubbed.answer === 'function') {
      answer = await stubbed.answer(recorded);
      try {
        checkAnswer(stubbed, answer);
      } catch (error) {
        // The client would read a rejection as a network failure, which a test may expect: the
        // mismatch is also left unhandled, so the run fails whatever the test asserts.
        if (error instanceof StubMismatch) void Promise.reject(error);
        throw error;
      }
    } else {
      answer = stubbed.answer;
    }
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    return respond(stubbed, answer);
  };

  return {
    fetch: fakeFetch,
    requests,
    on(declaration, ...args) {
      add(stub(declaration, ...args));
    },
    add,
  };
}

/**
 * The requests a screen made, without the menu's unread count, which a signed-in student or
 * company asks for in the background (app/unread-refresher.tsx) at a moment no screen controls.
 */
export function screenRequests(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.url.pathname !== '/api/message/unread');
}
