import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { insertVacancy, invalidatePublicLists } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import type { VacancyPage } from '../../../shared/contract/vacancy.contract';

/**
 * «По зарплате» compares like with like (docs/decisions/060, 063): roubles «на руки» (a gross
 * amount less 13 %) and the currencies the career centre gave a rate, converted at it; then the
 * other currencies by their own amount; then vacancies without a salary. «Зарплата от» compares
 * the offered range in roubles by the same rates. Read through the API as a guest, so every rate's
 * change is also seen through the cached public list.
 */
describeOnDatabases('the salary order and the career centre’s exchange rates', (target) => {
  const suite = useBoardSuite(target);
  const titles: Record<number, string> = {};
  beforeAll(async () => {
    const now = suite.t.clock.now();
    const companyId = suite.board.owner.id;
    const rows = [
      { title: 'Нет зарплаты', salaryFrom: null },
      { title: '3 000 USD', salaryFrom: 3_000, salaryCurrency: 'USD' },
      { title: '2 000 EUR', salaryFrom: 2_000, salaryCurrency: 'EUR' },
      { title: '1 000 USD до вычета налога', salaryFrom: 1_000, salaryCurrency: 'USD', salaryGross: true },
      { title: '65 000 до вычета налога', salaryFrom: 65_000, salaryGross: true },
      { title: '60 000 на руки', salaryFrom: 60_000 },
      { title: 'до 70 000 до вычета налога', salaryFrom: 40_000, salaryTo: 70_000, salaryGross: true },
      { title: '10 000 на руки', salaryFrom: 10_000 },
    ];
    for (const row of rows)
      titles[(await insertVacancy(suite.database.db, now, { companyId, ...row })).id] = row.title;
  });

  const list = async (params: Record<string, string>) => {
    const response = await suite.t.api('GET', `/api/vacancy/getItems?${new URLSearchParams(params)}`);
    expect(response.status).toBe(200);
    return (response.body as { data: VacancyPage }).data;
  };
  const order = async () => (await list({ sort: 'salary' })).items.map((item) => titles[item.id]);
  const wish = async (salaryFrom: number) =>
    (await list({ salaryFrom: String(salaryFrom) })).items.map((item) => titles[item.id]).sort();
  const setRate = async (currency: string, roubles: number | null) => {
    const response = await suite.t.api(
      roubles === null ? 'DELETE' : 'PUT',
      `/api/currency-rate/${currency}/`,
      {
        cookie: suite.cookies.admin,
        ...(roubles === null ? {} : { json: { roubles } }),
      },
    );
    expect(response.status).toBe(200);
  };

  it('without rates: roubles on one footing, other currencies after them, no salary last', async () => {
    expect(await order()).toEqual([
      'до 70 000 до вычета налога', // 60 900 на руки
      '60 000 на руки',
      '65 000 до вычета налога', // 56 550 на руки
      '10 000 на руки',
      '3 000 USD',
      '2 000 EUR',
      '1 000 USD до вычета налога',
      'Нет зарплаты',
    ]);
    // A rouble wish compares roubles only: another currency without a rate cannot reach it.
    expect(await wish(1_000)).toEqual([
      '10 000 на руки',
      '60 000 на руки',
      '65 000 до вычета налога',
      'до 70 000 до вычета налога',
    ]);
  });

  it('with a rate, a currency ranks by its converted amount «на руки» among the roubles', async () => {
    await setRate('USD', 19);
    await setRate('EUR', 25);
    expect(await order()).toEqual([
      'до 70 000 до вычета налога', // 60 900
      '60 000 на руки',
      '3 000 USD', // 57 000
      '65 000 до вычета налога', // 56 550
      '2 000 EUR', // 50 000
      '1 000 USD до вычета налога', // 19 000 less 13 %: 16 530
      '10 000 на руки',
      'Нет зарплаты',
    ]);
    // «Зарплата от» reads the amount as written (before tax when gross), converted.
    expect(await wish(50_000)).toEqual([
      '2 000 EUR',
      '3 000 USD',
      '60 000 на руки',
      '65 000 до вычета налога',
      'до 70 000 до вычета налога',
    ]);
    expect(await wish(19_000)).toContain('1 000 USD до вычета налога');
  });

  it('a changed rate ranks its vacancies again at once; a removed one sends them back after the roubles', async () => {
    await setRate('USD', 25);
    await setRate('EUR', null);
    expect(await order()).toEqual([
      '3 000 USD', // 75 000
      'до 70 000 до вычета налога',
      '60 000 на руки',
      '65 000 до вычета налога',
      '1 000 USD до вычета налога', // 21 750
      '10 000 на руки',
      '2 000 EUR',
      'Нет зарплаты',
    ]);
    expect(await wish(50_000)).not.toContain('2 000 EUR');
  });

  it('ranks a vacancy again when its salary is edited or moved to another currency', async () => {
    const id = Number(Object.entries(titles).find(([, title]) => title === '10 000 на руки')?.[0]);
    // Straight into the table, as any writer may: the trigger keeps the keys.
    const edit = async (from: number, currency: string) => {
      await suite.database.db.execute(
        sql`update vacancies set salary_from = ${from}, salary_currency = ${currency} where id = ${id}`,
      );
      await invalidatePublicLists(suite.database.db);
    };
    await edit(10_000, 'EUR'); // no rate for euros now
    expect((await order()).slice(-3)).toEqual(['10 000 на руки', '2 000 EUR', 'Нет зарплаты']);
    await edit(4_000, 'USD'); // 100 000 ₽ at 25
    expect((await order())[0]).toBe('10 000 на руки');
    await edit(10_000, 'RUR');
    expect((await order()).slice(-4)).toEqual([
      '1 000 USD до вычета налога',
      '10 000 на руки',
      '2 000 EUR',
      'Нет зарплаты',
    ]);
  });

  it('pages by cursor without gaps or repeats across converted, unconverted and missing salaries', async () => {
    await setRate('EUR', 30);
    const whole = (await list({ sort: 'salary', limit: '50' })).items.map((item) => item.id);
    const seen: number[] = [];
    let after: string | undefined;
    for (let page = 1; page <= whole.length; page += 1) {
      const answer = await list({
        sort: 'salary',
        limit: '3',
        page: String(page),
        ...(after ? { after } : {}),
      });
      seen.push(...answer.items.map((item) => item.id));
      if (!answer.next) break;
      after = answer.next;
    }
    expect(seen).toEqual(whole);
    expect(whole).toHaveLength(Object.keys(titles).length);
  });
});
