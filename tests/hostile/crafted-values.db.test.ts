import { expect, it } from 'vitest';
import type { Endpoint } from '../helpers/api-endpoints';
import { sendAsCaller, useHostileSuite } from '../helpers/hostile-suite';
import { describeOnDatabase } from '../helpers/test-database';

/**
 * Values that pass a field's shape but not the database's range (issue 24, item 29): a cursor of
 * the vacancy list with a key out of range, a day before year 1. The sweeps of
 * generated-input.db.test.ts fill every field with one value, so another field's 400 hides these;
 * here each is the only odd field of a request that would otherwise succeed.
 */
const CYRILLIC = /[А-Яа-яЁё]/;

const cursor = (text: string) => Buffer.from(text).toString('base64url');

const CURSORS = [
  cursor('n.99999999999999999999.1'),
  cursor('n.-99999999999999999999.1'),
  cursor('n.9999999999999999.1'),
  cursor('n.-9999999999999999.1'),
  cursor('n.1700000000000000.99999999999'),
  cursor('s.99999999999.1'),
  cursor('s.-99999999999.1'),
];

const DAYS = ['0000-01-01', '0001-01-01', '9999-12-31', '1000-02-29', '2024-02-30'];

type Case = { endpoint: Endpoint; url: string; body?: string };

const get = (path: string, query: string): Case => ({
  endpoint: { method: 'GET', path },
  url: `${path}?${query}`,
});

const cases: Case[] = [
  ...CURSORS.map((after) => get('/api/vacancy/getItems', `after=${after}`)),
  ...CURSORS.map((after) => get('/api/vacancy/getItems', `sort=salary&after=${after}`)),
  ...DAYS.flatMap((day) => [
    get('/api/application/getItems', `from=${day}`),
    get('/api/application/getItems', `to=${day}`),
    get('/api/application/figures', `from=${day}`),
    get('/api/application/figures', `to=${day}`),
    get('/api/application/figures/vacancies.csv', `from=${day}`),
    {
      endpoint: { method: 'POST', path: '/api/application/figures/link/' },
      url: '/api/application/figures/link/',
      body: JSON.stringify({ table: 'vacancies', from: day }),
    },
    {
      endpoint: { method: 'POST', path: '/api/announcement/' },
      url: '/api/announcement/',
      body: JSON.stringify({ text: 'Ярмарка вакансий', endsOn: day }),
    },
  ]),
];

describeOnDatabase('hostile input: values out of the database’s range', (target) => {
  const suite = useHostileSuite(target);

  it.each(cases.map((one) => [`${one.endpoint.method} ${one.url} ${one.body ?? ''}`, one] as const))(
    '%s: a Russian 400, never 5xx',
    async (_name, one) => {
      const response = await sendAsCaller(suite, one.endpoint, one.url, one.body ?? null);
      const text = await response.text();
      expect(response.status, text).toBe(400);
      const envelope = JSON.parse(text) as { message?: unknown };
      expect(CYRILLIC.test(String(envelope.message)), text).toBe(true);
    },
  );
});
