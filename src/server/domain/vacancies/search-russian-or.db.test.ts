import { beforeAll, expect, it } from 'vitest';
import { insertVacancy } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { insertSubscription } from '../../../../tests/helpers/subscription-fixtures';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { subscriptions } from '../../db/schema';
import { matchVacancy } from '../subscription-alerts/match-vacancy';

/** Russian users type «или» (issue 24, item 23; docs/decisions/056). */
describeOnDatabases('«или» in the search text is OR, in the list and in saved searches alike', (target) => {
  const suite = useBoardSuite(target);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = suite.database;
    const companyId = suite.board.owner.id;
    for (const title of [
      'Разработчик Python',
      'Разработчик Java',
      'Дизайнер интерфейсов',
      'Python или Java',
    ]) {
      ids[title] = (await insertVacancy(db, suite.t.clock.now(), { companyId, title })).id;
    }
  });

  const listed = async (text: string) => {
    const response = await suite.t.api('GET', `/api/vacancy/getItems?${new URLSearchParams({ text })}`);
    expect(response.status).toBe(200);
    return ((response.body.data as { items: { title: string }[] }).items ?? [])
      .map((item) => item.title)
      .sort();
  };

  it('lists what either side finds, in any case of «или»', async () => {
    const both = ['Python или Java', 'Разработчик Java', 'Разработчик Python'];
    expect(await listed('python или java')).toEqual(both);
    expect(await listed('Python ИЛИ Java')).toEqual(both);
    expect(await listed('python Или java')).toEqual(both);
    expect(await listed('python or java')).toEqual(both);
    // Without it the words are ANDed: only the vacancy holding both.
    expect(await listed('python java')).toEqual(['Python или Java']);
  });

  it('keeps «или» a word inside quotes and inside other words', async () => {
    expect(await listed('"python или java"')).toEqual(['Python или Java']);
    expect(await listed('дизайнер илида')).toEqual([]);
  });

  it('matches a saved search with «или» as the list does', async () => {
    const { db } = suite.database;
    const search = await insertSubscription(db, {
      studentId: suite.board.student.id,
      query: { text: 'python или дизайнер' },
    });
    try {
      const matched: string[] = [];
      for (const [title, id] of Object.entries(ids)) {
        if ((await matchVacancy(db, id, suite.t.clock.now())).includes(search.id)) matched.push(title);
      }
      expect(matched.sort()).toEqual(await listed('python или дизайнер'));
      expect(matched.sort()).toEqual(['Python или Java', 'Дизайнер интерфейсов', 'Разработчик Python']);
    } finally {
      await db.delete(subscriptions);
    }
  });
});
