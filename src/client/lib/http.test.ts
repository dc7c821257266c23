import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionDataSchema } from '../../shared/contract/auth.contract';
import { endpoint } from '../../shared/contract/endpoint';
import { createFakeFetch, fail, stub } from '../app/testing/fake-fetch';
import { createHttpClient, httpMessages, setBearerToken } from './http';

const session = {
  kind: 'student',
  token: 'h1',
  account: { id: 1, kind: 'student', email: 'a@b.ru', name: 'Анна' },
} as const;

afterEach(() => setBearerToken(null));

/** Declarations made for these tests: the client only reads method, path, query and answer. */
const read = <S extends v.GenericSchema>(path: string, response: S) =>
  endpoint({ method: 'GET', path, summary: 't', access: 'public', response });
const login = endpoint({
  method: 'POST',
  path: '/login/',
  summary: 't',
  access: 'public',
  body: v.object({ email: v.string() }),
  response: SessionDataSchema,
});
const logout = endpoint({
  method: 'POST',
  path: '/logout/',
  summary: 't',
  access: 'public',
  query: v.object({
    initData: v.optional(v.string()),
    empty: v.optional(v.string()),
    none: v.optional(v.string()),
  }),
  response: v.null(),
});
const sessionRead = read('/session/', SessionDataSchema);

describe('http client', () => {
  it('prefixes /api/, marks the request as XHR and sends JSON', async () => {
    const fake = createFakeFetch([stub(login, { data: session })]);
    const http = createHttpClient({ fetch: fake.fetch });
    const result = await http.api(login, { body: { email: 'a@b.ru' } });
    expect(result).toEqual({ ok: true, status: 200, data: session });
    const [request] = fake.requests;
    expect(request?.url.pathname).toBe('/api/login/');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Content-Type')).toContain('application/json');
    expect(request?.body).toBe('{"email":"a@b.ru"}');
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(request?.credentials).toBe('same-origin');
  });

  it('fills the declared path parameters, encoded', async () => {
    const detail = endpoint({
      method: 'GET',
      path: '/vacancy/:id{[0-9]+}/',
      summary: 't',
      access: 'public',
      params: v.object({ id: v.string() }),
      response: v.null(),
    });
    const fake = createFakeFetch([stub(detail, { id: 7 }, { data: null })]);
    const result = await createHttpClient({ fetch: fake.fetch }).api(detail, { params: { id: 7 } });
    expect(result.ok).toBe(true);
    expect(fake.requests[0]?.url.pathname).toBe('/api/vacancy/7/');
  });

  it('returns the envelope message and field errors on failure', async () => {
    const fake = createFakeFetch([stub(login, fail(400, 'Проверьте поля.', { email: 'Введите email.' }))]);
    const result = await createHttpClient({ fetch: fake.fetch }).api(login, { body: { email: '' } });
    expect(result).toEqual({
      ok: false,
      status: 400,
      reason: 'http',
      message: 'Проверьте поля.',
      errors: { email: 'Введите email.' },
    });
  });

  it('treats a success:false answer with status 200 as a failure', async () => {
    const fake = createFakeFetch([stub(logout, fail(200, 'Нет.'))]);
    const result = await createHttpClient({ fetch: fake.fetch }).api(logout);
    expect(result).toMatchObject({ ok: false, status: 200, message: 'Нет.' });
  });

  it('turns bad JSON and unexpected shapes into a Russian failure', async () => {
    const a = read('/a/', SessionDataSchema);
    const c = read('/c/', SessionDataSchema);
    const fake = createFakeFetch([
      stub(a, { text: '<html>' }),
      stub(c, { status: 502, text: 'Bad gateway' }),
    ]);
    const http = createHttpClient({ fetch: fake.fetch });
    expect(await http.api(a)).toMatchObject({ ok: false, reason: 'invalid', message: httpMessages.invalid });
    // The fake server refuses to send what the declaration does not allow: raw bytes here.
    const mismatch = async () =>
      new Response(JSON.stringify({ success: true, data: { wrong: 1 } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    expect(await createHttpClient({ fetch: mismatch }).api(read('/b/', SessionDataSchema))).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await http.api(c)).toMatchObject({
      ok: false,
      status: 502,
      message: 'Не удалось выполнить запрос (код 502). Попробуйте ещё раз.',
    });
  });

  it('turns a network failure into ok:false with status 0', async () => {
    const fake = createFakeFetch([stub(sessionRead, { networkError: true })]);
    const result = await createHttpClient({ fetch: fake.fetch }).api(sessionRead);
    expect(result).toEqual({ ok: false, status: 0, reason: 'network', message: httpMessages.network });
  });

  it('gives up after its timeout', async () => {
    const never = () => new Promise<Response>(() => {});
    const http = createHttpClient({ fetch: never, timeout: 20 });
    expect(await http.api(sessionRead)).toMatchObject({
      ok: false,
      reason: 'timeout',
      status: 0,
    });
  });

  it('sends only supplied search parameters', async () => {
    const fake = createFakeFetch([stub(logout, { data: null })]);
    const http = createHttpClient({ fetch: fake.fetch });
    await http.api(logout, { query: { initData: 'q=1&h=2', empty: '', none: null } });
    expect(fake.requests[0]?.url.search).toBe('?initData=q%3D1%26h%3D2');
  });

  it('adds the bearer token while one is set', async () => {
    const fake = createFakeFetch([stub(sessionRead, { data: session })]);
    const http = createHttpClient({ fetch: fake.fetch });
    setBearerToken('secret');
    await http.api(sessionRead);
    setBearerToken(null);
    await http.api(sessionRead);
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer secret');
    expect(fake.requests[1]?.headers.has('Authorization')).toBe(false);
  });

  it('tells the caller’s own abort from a timeout', async () => {
    const never = () => new Promise<Response>(() => {});
    const http = createHttpClient({ fetch: never, timeout: 60_000 });
    const controller = new AbortController();
    const pending = http.api(sessionRead, {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, reason: 'aborted', status: 0 });
  });

  const csvAt = (path: string) =>
    endpoint({ method: 'GET', path, summary: 'CSV', access: 'public', answer: 'file', response: v.string() });

  it('downloads a file with the server’s file name, and reads a refusal as usual', async () => {
    const list = csvAt('/export/');
    const denied = csvAt('/denied/');
    const fake = createFakeFetch([
      stub(list, { file: 'a;b', fileName: 'list.csv' }),
      stub(denied, fail(403, 'Нет доступа.')),
    ]);
    const http = createHttpClient({ fetch: fake.fetch });
    const file = await http.download(list);
    expect(file.ok && file.data.fileName).toBe('list.csv');
    expect(file.ok && (await file.data.blob.text())).toBe('a;b');
    expect(fake.requests[0]?.headers.get('Accept')).toBe('*/*');
    expect(await http.download(denied)).toMatchObject({
      ok: false,
      status: 403,
      message: 'Нет доступа.',
    });
  });
});
