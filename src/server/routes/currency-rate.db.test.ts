import { beforeAll, expect, it } from 'vitest';
import { insertVacancy } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { CurrencyRate } from '../../shared/contract/currency-rate.contract';
import { messages } from '../../shared/messages';
import { hitRateLimit } from '../auth/rate-limit';
import { rateTexts } from '../domain/currency-rates/save-currency-rate';

/** The career centre's exchange rates (docs/decisions/063): listed, set, removed, and refused. */
describeOnDatabases('currency rates: /api/currency-rate/*', (target) => {
  const suite = useBoardSuite(target);
  beforeAll(async () => {
    const { db } = suite.database;
    const now = suite.t.clock.now();
    const companyId = suite.board.owner.id;
    await insertVacancy(db, now, { companyId, salaryFrom: 2_000, salaryCurrency: 'USD' });
    await insertVacancy(db, now, { companyId, salaryTo: 3_000, salaryCurrency: 'USD' });
    // Neither is what a rate moves in the public list: a draft, and no salary at all.
    await insertVacancy(db, now, { companyId, salaryFrom: 1_000, salaryCurrency: 'USD', status: 'draft' });
    await insertVacancy(db, now, { companyId, salaryCurrency: 'EUR' });
  });
  const admin = (method: string, path: string, json?: unknown) =>
    suite.t.api(method, path, { cookie: suite.cookies.admin, ...(json === undefined ? {} : { json }) });
  const rates = async () =>
    ((await admin('GET', '/api/currency-rate/getItems')).body as { data: CurrencyRate[] }).data;

  it('lists every currency but the rouble, unset at first, with the vacancies a rate would move', async () => {
    expect(await rates()).toEqual([
      { currency: 'USD', roubles: null, updatedAt: null, vacancies: 2 },
      { currency: 'EUR', roubles: null, updatedAt: null, vacancies: 0 },
    ]);
  });

  it('sets a rate with decimals, changes it, and removes it', async () => {
    const set = await admin('PUT', '/api/currency-rate/USD/', { roubles: 92.1234 });
    expect(set.status).toBe(200);
    const updatedAt = suite.t.clock.now().toISOString();
    expect(set.body).toEqual({
      success: true,
      data: { currency: 'USD', roubles: 92.1234, updatedAt, vacancies: 2 },
    });
    expect((await admin('PUT', '/api/currency-rate/USD/', { roubles: 90 })).status).toBe(200);
    expect((await rates())[0]).toMatchObject({ currency: 'USD', roubles: 90 });
    const removed = await admin('DELETE', '/api/currency-rate/USD/');
    expect(removed.body).toEqual({
      success: true,
      data: { currency: 'USD', roubles: null, updatedAt: null, vacancies: 2 },
    });
    // Removing what is not set is no error: the answer says there is no rate.
    expect((await admin('DELETE', '/api/currency-rate/EUR/')).status).toBe(200);
    expect((await rates()).map((rate) => rate.roubles)).toEqual([null, null]);
  });

  it('refuses with Russian words what is no rate, and writes nothing', async () => {
    await admin('PUT', '/api/currency-rate/EUR/', { roubles: 100 });
    const before = await rates();
    const cases: [unknown, string][] = [
      [{ roubles: 0 }, 'Курс должен быть больше нуля.'],
      [{ roubles: -5 }, 'Курс должен быть больше нуля.'],
      [{ roubles: 1_000.5 }, 'Курс не больше 1000 ₽ за единицу: проверьте, нет ли лишнего нуля.'],
      [{ roubles: 92.12345 }, 'Не больше 4 знаков после запятой.'],
      [{ roubles: '92,5' }, 'Напишите курс числом: сколько рублей стоит одна единица, например 92,5.'],
      [{}, 'Заполните это поле.'],
    ];
    for (const [json, message] of cases) {
      const refused = await admin('PUT', '/api/currency-rate/EUR/', json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect((refused.body as { errors: Record<string, string> }).errors.roubles).toBe(message);
    }
    // The rouble has no rate, and neither has a code the board does not pay in.
    for (const currency of ['RUR', 'GBP', 'usd']) {
      const refused = await admin('PUT', `/api/currency-rate/${currency}/`, { roubles: 10 });
      expect(refused.status, currency).toBe(404);
      if (currency !== 'usd') expect(refused.body).toMatchObject({ message: messages.currencyRateNotFound });
    }
    expect(await rates()).toEqual(before);
  });

  it('limits an admin’s writes per hour', async () => {
    const now = suite.t.clock.now();
    const rule = { limit: 30, windowMs: 3_600_000 };
    for (let i = 0; i < 30; i += 1)
      await hitRateLimit(suite.database.db, `currency-rate-write:${suite.board.admin.id}`, rule, now);
    const limited = await admin('PUT', '/api/currency-rate/USD/', { roubles: 95 });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect((limited.body as { message: string }).message).toMatch(/^Слишком много правок курсов за час/);
    expect(rateTexts.rate).toContain('{minutes}');
    expect((await admin('DELETE', '/api/currency-rate/EUR/')).status).toBe(429);
    expect((await rates())[1]?.roubles).toBe(100);
  });
});
