import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { insertVacancy } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { VacancyListQuerySchema } from '../../../shared/contract/vacancy.contract';
import { listVacancies } from './list-vacancies';

/**
 * «По зарплате» compares like with like (docs/decisions/060): roubles «на руки» (a gross amount
 * less 13 %), then other currencies by their own amount, then vacancies without a salary.
 */
describeOnDatabases('the salary order', (target) => {
  const suite = useBoardSuite(target);
  const titles: Record<number, string> = {};
  beforeAll(async () => {
    const now = suite.t.clock.now();
    const companyId = suite.board.owner.id;
    const rows = [
      { title: 'Нет зарплаты', salaryFrom: null },
      { title: '3 000 USD', salaryFrom: 3_000, salaryCurrency: 'USD' },
      { title: '2 000 EUR', salaryFrom: 2_000, salaryCurrency: 'EUR' },
      { title: '65 000 до вычета налога', salaryFrom: 65_000, salaryGross: true },
      { title: '60 000 на руки', salaryFrom: 60_000 },
      { title: 'до 70 000 до вычета налога', salaryFrom: 40_000, salaryTo: 70_000, salaryGross: true },
      { title: '10 000 на руки', salaryFrom: 10_000 },
    ];
    for (const row of rows)
      titles[(await insertVacancy(suite.database.db, now, { companyId, ...row })).id] = row.title;
  });

  it('puts roubles on one footing, other currencies after them, no salary last', async () => {
    const page = await listVacancies(
      suite.t.deps,
      v.parse(VacancyListQuerySchema, { sort: 'salary' }),
      { kind: 'public', now: suite.t.clock.now() },
      { facets: false },
    );
    expect(page.items.map((item) => titles[item.id])).toEqual([
      'до 70 000 до вычета налога', // 60 900 на руки
      '60 000 на руки',
      '65 000 до вычета налога', // 56 550 на руки
      '10 000 на руки',
      '3 000 USD',
      '2 000 EUR',
      'Нет зарплаты',
    ]);
  });
});
