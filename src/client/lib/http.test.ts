import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionDataSchema } from '../../shared/contract/auth';
import { createFakeFetch } from '../app/testing/fake-fetch';
import { createHttpClient, httpMessages, setBearerToken } from './http';

const session = {
  kind: 'student',
  token: 'h1',
  account: { id: 1, kind: 'student', email: 'a@b.ru', name: 'Анна' },
};

afterEach(() => setBearerToken(null));

describe('http client', () => {
  it('prefixes /api/, marks the request as XHR and sends JSON', async () => {
    const fake = createFakeFetch({ 'POST /api/login/': { json: { success: true, data: session } } });
    const http = createHttpClient({ fetch: fake.fetch });
    const result = await http.post('login/', SessionDataSchema, { json: { email: 'a@b.ru' } });
    expect(result).toEqual({ ok: true, status: 200, data: session });
    const [request] = fake.requests;
    expect(request?.url.pathname).toBe('/api/login/');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Content-Type')).toContain('application/json');
    expect(request?.body).toBe('{"email":"a@b.ru"}');
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(request?.credentials).toBe('same-origin');
  });

  it('accepts a path written with /api/ in front', async () => {
    const fake = createFakeFetch({ 'GET /api/session/': { json: { success: true, data: session } } });
    const result = await createHttpClient({ fetch: fake.fetch }).get('/api/session/', SessionDataSchema);
    expect(result.ok).toBe(true);
  });

  it('returns the envelope message and field errors on failure', async () => {
    const fake = createFakeFetch({
      'POST /api/login/': {
        status: 400,
        json: { success: false, message: 'Проверьте поля.', errors: { email: 'Введите email.' } },
      },
    });
    const result = await createHttpClient({ fetch: fake.fetch }).post('login/', v.unknown());
    expect(result).toEqual({
      ok: false,
      status: 400,
      reason: 'http',
      message: 'Проверьте поля.',
      errors: { email: 'Введите email.' },
    });
  });

  it('treats a success:false answer with status 200 as a failure', async () => {
    const fake = createFakeFetch({ 'POST /api/logout/': { json: { success: false, message: 'Нет.' } } });
    const result = await createHttpClient({ fetch: fake.fetch }).post('logout/', v.unknown());
    expect(result).toMatchObject({ ok: false, status: 200, message: 'Нет.' });
  });

  it('turns bad JSON and unexpected shapes into a Russian failure', async () => {
    const fake = createFakeFetch({
      'GET /api/a/': { text: '<html>' },
      'GET /api/b/': { json: { success: true, data: { wrong: 1 } } },
      'GET /api/c/': { status: 502, text: 'Bad gateway' },
    });
    const http = createHttpClient({ fetch: fake.fetch });
    expect(await http.get('a/', SessionDataSchema)).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: httpMessages.invalid,
    });
    expect(await http.get('b/', SessionDataSchema)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await http.get('c/', SessionDataSchema)).toMatchObject({
      ok: false,
      status: 502,
      message: 'Не удалось выполнить запрос (код 502). Попробуйте ещё раз.',
    });
  });

  it('turns a network failure into ok:false with status 0', async () => {
    const fake = createFakeFetch({ 'GET /api/session/': { networkError: true } });
    const result = await createHttpClient({ fetch: fake.fetch }).get('session/', SessionDataSchema);
    expect(result).toEqual({ ok: false, status: 0, reason: 'network', message: httpMessages.network });
  });

  it('gives up after its timeout', async () => {
    const never = () => new Promise<Response>(() => {});
    const http = createHttpClient({ fetch: never, timeout: 20 });
    expect(await http.get('session/', v.unknown())).toMatchObject({
      ok: false,
      reason: 'timeout',
      status: 0,
    });
  });

  it('sends only supplied search parameters', async () => {
    const fake = createFakeFetch({ 'POST /api/logout/': { json: { success: true, data: null } } });
    const http = createHttpClient({ fetch: fake.fetch });
    await http.post('logout/', v.unknown(), { searchParams: { initData: 'q=1&h=2', empty: '', none: null } });
    expect(fake.requests[0]?.url.search).toBe('?initData=q%3D1%26h%3D2');
  });

  it('adds the bearer token while one is set', async () => {
    const fake = createFakeFetch({ 'GET /api/session/': { json: { success: true, data: session } } });
    const http = createHttpClient({ fetch: fake.fetch });
    setBearerToken('secret');
    await http.get('session/', SessionDataSchema);
    setBearerToken(null);
    await http.get('session/', SessionDataSchema);
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer secret');
    expect(fake.requests[1]?.headers.has('Authorization')).toBe(false);
  });

  it('tells the caller’s own abort from a timeout', async () => {
    const never = () => new Promise<Response>(() => {});
    const http = createHttpClient({ fetch: never, timeout: 60_000 });
    const controller = new AbortController();
    const pending = http.get('session/', v.unknown(), { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, reason: 'aborted', status: 0 });
  });

  it('downloads a file with the server’s file name, and reads a refusal as usual', async () => {
    const fake = createFakeFetch({
      'GET /api/export/': async () =>
        new Response('a;b', { headers: { 'Content-Disposition': 'attachment; filename="list.csv"' } }),
      'GET /api/denied/': { status: 403, json: { success: false, message: 'Нет доступа.' } },
    });
    const http = createHttpClient({ fetch: fake.fetch });
    const file = await http.download('export/');
    expect(file.ok && file.data.fileName).toBe('list.csv');
    expect(file.ok && (await file.data.blob.text())).toBe('a;b');
    expect(fake.requests[0]?.headers.get('Accept')).toBe('*/*');
    expect(await http.download('/api/denied/')).toMatchObject({
      ok: false,
      status: 403,
      message: 'Нет доступа.',
    });
  });
});
