import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insertVacancy } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { insertSubscription } from '../../../../tests/helpers/subscription-fixtures';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { subscriptionMatches, subscriptions, vacancyMatchQueue } from '../../db/schema';
import { processMatchQueue } from './process-match-queue';
import { queueVacancyMatch } from './queue-vacancy-match';

describeOnDatabases('matching candidates and chunked writes (docs/decisions/024)', (target) => {
  const suite = useBoardSuite(target);

  it('keeps the words every match must contain: none under OR or a minus, phrases in full', async () => {
    const { db } = suite.database;
    const cases: [string, string[] | null][] = [
      ['стажировки python', ['python', 'стажировк']],
      ['python -java', ['python']],
      ['"аналитик данных"', ['аналитик', 'дан']],
      ['java or python', null],
      ['-python', null],
      ['для и', null],
    ];
    for (const [text, words] of cases) {
      const row = await insertSubscription(db, { studentId: suite.board.student.id, query: { text } });
      const [stored] = await db
        .select({ words: subscriptions.matchWords })
        .from(subscriptions)
        .where(eq(subscriptions.id, row.id));
      expect([text, stored?.words ? [...stored.words].sort() : null]).toEqual([
        text,
        words ? [...words].sort() : null,
      ]);
    }
  });

  it('writes a vacancy reaching more searches than a chunk in several transactions, then unqueues it', async () => {
    const { db } = suite.database;
    const now = suite.t.clock.now();
    await db.delete(subscriptions);
    for (let index = 0; index < 5; index += 1)
      await insertSubscription(db, { studentId: suite.board.student.id, query: { text: 'стажировка' } });
    await insertSubscription(db, { studentId: suite.board.student.id, query: { text: 'бухгалтер' } });
    const vacancy = await insertVacancy(db, now, {
      companyId: suite.board.owner.id,
      title: 'Стажировка в отделе',
    });
    await queueVacancyMatch(db, vacancy.id, now);
    expect(await processMatchQueue({ db, now: suite.t.clock.now }, 10, 2)).toEqual({
      vacancies: 1,
      matches: 5,
    });
    expect(await db.select().from(subscriptionMatches)).toHaveLength(5);
    expect(await db.select().from(vacancyMatchQueue)).toEqual([]);
  });
});
