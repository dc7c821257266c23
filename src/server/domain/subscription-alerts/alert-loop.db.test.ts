import { expect, it } from 'vitest';
import { insertVacancy } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { insertSubscription } from '../../../../tests/helpers/subscription-fixtures';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { outbox, subscriptionMatches, vacancyMatchQueue } from '../../db/schema';
import { createLogger } from '../../logger';
import { startAlertLoop } from './alert-loop';
import { INSTANT_GROUPING } from './deliver-instant';
import { queueVacancyMatch } from './queue-vacancy-match';

describeOnDatabases('the server’s alert loop', (target) => {
  const suite = useBoardSuite(target);

  it('runs a round at start; stopping waits for the round in flight', async () => {
    const { db } = suite.database;
    const now = suite.t.clock.now();
    const search = await insertSubscription(db, { studentId: suite.board.student.id, query: {} });
    const vacancy = await insertVacancy(db, now, { companyId: suite.board.owner.id });
    await queueVacancyMatch(db, vacancy.id, now);
    // An earlier match whose burst has settled: the round's alert carries both (docs/decisions/056).
    const earlier = await insertVacancy(db, now, { companyId: suite.board.owner.id, title: 'Раньше' });
    await db.insert(subscriptionMatches).values({
      subscriptionId: search.id,
      vacancyId: earlier.id,
      matchedAt: new Date(now.getTime() - INSTANT_GROUPING.settleMs),
    });
    const loop = startAlertLoop(
      {
        db,
        now: suite.t.clock.now,
        mailer: { send: () => Promise.resolve() },
        linkBase: () => 'https://career.example.ru',
      },
      createLogger('silent'),
      3_600_000,
    );
    await loop.stop();
    expect(await db.select().from(vacancyMatchQueue)).toEqual([]);
    expect(await db.select().from(subscriptionMatches)).toHaveLength(2);
    const [message, ...rest] = await db.select().from(outbox);
    expect(rest).toEqual([]);
    expect(JSON.stringify(message?.payload)).toContain('Новые вакансии по подписке: 2');
  });
});
