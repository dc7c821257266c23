/**
 * A fetch for tests: answers by "METHOD /path/" and records every request (URL, headers, body),
 * so tests can pin what the client sends.
 */

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  credentials: RequestCredentials;
}

export type FakeAnswer =
  | { status?: number; json: unknown }
  | { status?: number; text: string }
  | { networkError: true }
  | (() => Promise<Response>);

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Sets the answer for "METHOD /path/" (path without the query). */
  on(route: string, answer: FakeAnswer): void;
}

export function createFakeFetch(routes: Record<string, FakeAnswer> = {}): FakeFetch {
  const table = new Map<string, FakeAnswer>(Object.entries(routes));
  const requests: RecordedRequest[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    requests.push({
      method: request.method,
      url,
      headers: request.headers,
      body,
      credentials: request.credentials,
    });
    const answer = table.get(`${request.method} ${url.pathname}`);
    if (answer === undefined) return new Response('not found', { status: 404 });
    if (typeof answer === 'function') return answer();
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    if ('json' in answer) {
      return new Response(JSON.stringify(answer.json), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(answer.text, { status });
  };

  return {
    fetch: fakeFetch,
    requests,
    on(route, answer) {
      table.set(route, answer);
    },
  };
}
