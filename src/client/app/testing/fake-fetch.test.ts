import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../../shared/contract/endpoint';
import { endpoints } from '../../../shared/contract/endpoints';
import { createHttpClient } from '../../lib/http';
import { createFakeFetch, fail, held, type Stub, stub, stubOutsideApi } from './fake-fetch';

const { logout } = endpoints.auth;
const { vacancyDetail } = endpoints.vacancy;
const csv = endpoint({
  method: 'GET',
  path: '/export/:file',
  summary: 't',
  access: 'public',
  params: v.object({ file: v.string() }),
  answer: 'file',
  response: v.string(),
});
const created = endpoint({
  method: 'POST',
  path: '/thing/',
  summary: 't',
  access: 'public',
  response: v.object({ id: v.number() }),
  status: 201,
});
const document = endpoint({
  method: 'GET',
  path: '/document.json',
  summary: 't',
  access: 'public',
  answer: 'document',
  response: v.object({ title: v.string() }),
});

describe('the fake server (fake-answer.ts)', () => {
  it('answers a declaration at its filled path, with the envelope and the declared status', async () => {
    const fake = createFakeFetch([stub(created, { data: { id: 3 } })]);
    const http = createHttpClient({ fetch: fake.fetch });
    expect(await http.api(created)).toEqual({ ok: true, status: 201, data: { id: 3 } });
    fake.on(logout, fail(409, 'Нет.', { field: 'Не так.' }));
    expect(await http.api(logout)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Нет.',
      errors: { field: 'Не так.' },
    });
    // Another id is not stubbed: a bare 404.
    fake.on(vacancyDetail, { id: 5 }, { status: 404, message: 'Вакансия не найдена.' });
    expect(await http.api(vacancyDetail, { params: { id: 5 } })).toMatchObject({ status: 404 });
    expect(await http.api(vacancyDetail, { params: { id: 6 } })).toMatchObject({ reason: 'http' });
    expect(fake.requests.map((request) => request.url.pathname)).toEqual([
      '/api/thing/',
      '/api/logout/',
      '/api/vacancy/5/',
      '/api/vacancy/6/',
    ]);
  });

  it('sends a file as bytes and a document bare', async () => {
    const fake = createFakeFetch([
      stub(csv, { file: 'list.csv' }, { file: 'a;b', fileName: 'list.csv' }),
      stub(document, { data: { title: 'API' } }),
    ]);
    const file = await createHttpClient({ fetch: fake.fetch }).download(csv, {
      params: { file: 'list.csv' },
    });
    expect(file.ok && file.data.fileName).toBe('list.csv');
    expect(file.ok && (await file.data.blob.text())).toBe('a;b');
    expect(await (await fake.fetch('http://x/api/document.json')).json()).toEqual({ title: 'API' });
  });

  it('refuses a success its declaration does not read, however it was made to compile', () => {
    const wrong = { data: { id: '3' } } as unknown as { data: { id: number } };
    expect(() => stub(created, wrong)).toThrow(/POST \/api\/thing\/: .* does not match[\s\S]*id: /);
    expect(() => stub(csv, { file: 'x' }, { data: 'a;b' } as unknown as { file: string })).toThrow(
      /a file is declared/,
    );
  });

  it('keeps JSON out of raw text, and /api out of the routes outside it', () => {
    expect(() => stub(logout, { text: '{"success":true,"data":null}' })).toThrow(/stubbed as `data`/);
    expect(() => stubOutsideApi('GET', '/api/logout/', { text: 'x' })).toThrow(/by its declaration/);
    expect(stubOutsideApi('GET', '/files/abc/', { status: 404, text: 'Нет файла' }).route).toBe(
      'GET /files/abc/',
    );
    const handMade = { route: 'GET /api/logout/', declaration: null, answer: { data: 1 } } as unknown as Stub;
    expect(() => createFakeFetch([handMade])).toThrow(/make stubs with stub/);
  });

  it('holds an answer until the test releases it, and fails the network on request', async () => {
    const sending = held(created);
    const fake = createFakeFetch([stub(created, sending.answer), stub(logout, { networkError: true })]);
    const http = createHttpClient({ fetch: fake.fetch });
    const pending = http.api(created);
    await Promise.resolve();
    sending.release({ data: { id: 4 } });
    expect(await pending).toMatchObject({ ok: true, data: { id: 4 } });
    expect(await http.api(logout)).toMatchObject({ ok: false, reason: 'network' });
  });
});
