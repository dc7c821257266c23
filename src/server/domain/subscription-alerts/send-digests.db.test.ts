import { beforeAll, expect, it } from 'vitest';
import { insertVacancy } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { insertSubscription } from '../../../../tests/helpers/subscription-fixtures';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { outbox, subscriptions } from '../../db/schema';
import type { OutboxPayload } from '../../db/schema/outbox';
import { DIGEST_LISTED_MAX } from './alert-content';
import { runAlertRound } from './alert-loop';
import type { AlertDeps } from './deliver-alert';
import { queueVacancyMatch } from './queue-vacancy-match';
import { moscowMidnight } from './send-digests';

const HOUR = 3_600_000;
const MINUTE = 60_000;

it('finds the Moscow day’s start (UTC+3, no daylight saving)', () => {
  expect(moscowMidnight(new Date('2026-11-21T20:59:00Z')).toISOString()).toBe('2026-11-20T21:00:00.000Z');
  expect(moscowMidnight(new Date('2026-11-21T21:00:00Z')).toISOString()).toBe('2026-11-21T21:00:00.000Z');
  expect(moscowMidnight(new Date('2026-07-01T00:30:00Z')).toISOString()).toBe('2026-06-30T21:00:00.000Z');
});

describeOnDatabases('daily digests at the subscription’s Moscow time', (target) => {
  const suite = useBoardSuite(target);
  const deps = (): AlertDeps => ({
    db: suite.database.db,
    now: suite.t.clock.now,
    mailer: { send: () => Promise.resolve() },
    linkBase: () => 'https://career.example.ru',
  });
  const mails = async () =>
    (await suite.database.db.select().from(outbox).orderBy(outbox.id))
      .map((row) => row.payload as OutboxPayload)
      .flatMap((payload) => ('message' in payload ? [payload.message] : []));
  const publishMatching = async (count: number, title: string) => {
    const { db } = suite.database;
    for (let index = 0; index < count; index += 1) {
      const row = await insertVacancy(db, suite.t.clock.now(), {
        companyId: suite.board.owner.id,
        title: `${title} ${index + 1}`,
      });
      await queueVacancyMatch(db, row.id, suite.t.clock.now());
    }
  };

  beforeAll(() => {
    // The suite's clock starts 2026-11-21 10:00 UTC (13:00 in Moscow): move to 08:00 Moscow next day.
    suite.t.clock.advance(19 * HOUR);
  });

  it('sends one digest a day at its time, lists the first ten and says how many more', async () => {
    const { db } = suite.database;
    // 09:30 Moscow = 06:30 UTC.
    await insertSubscription(db, {
      studentId: suite.board.student.id,
      query: { text: 'стажировка' },
      frequency: 'daily',
      digestMinute: 9 * 60 + 30,
    });
    await publishMatching(DIGEST_LISTED_MAX + 2, 'Стажировка');
    expect(suite.t.clock.now().toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(await runAlertRound(deps())).toEqual({ matches: DIGEST_LISTED_MAX + 2, alerts: 0, digests: 0 });
    expect(await mails()).toEqual([]);

    suite.t.clock.advance(89 * MINUTE); // 09:29 Moscow: not yet.
    expect((await runAlertRound(deps())).digests).toBe(0);
    suite.t.clock.advance(MINUTE); // 09:30.
    expect((await runAlertRound(deps())).digests).toBe(1);
    const [digest, ...rest] = await mails();
    expect(rest).toEqual([]);
    expect(digest?.subject).toBe(`Новые вакансии по подписке: ${DIGEST_LISTED_MAX + 2}`);
    expect(digest?.text).toContain('Стажировка 1 —');
    expect(digest?.text).toContain(`Стажировка ${DIGEST_LISTED_MAX} —`);
    expect(digest?.text).not.toContain(`Стажировка ${DIGEST_LISTED_MAX + 1} —`);
    expect(digest?.text).toContain('…и ещё 2.');
    expect(digest?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // A match after today's digest waits for tomorrow, even across a restart (the state is stored).
    suite.t.clock.advance(HOUR);
    await publishMatching(1, 'Стажировка поздняя');
    expect(await runAlertRound(deps())).toEqual({ matches: 1, alerts: 0, digests: 0 });
    suite.t.clock.advance(12 * HOUR);
    expect((await runAlertRound(deps())).digests).toBe(0);
    suite.t.clock.advance(11 * HOUR); // 09:30 Moscow the next day.
    expect((await runAlertRound(deps())).digests).toBe(1);
    const last = (await mails()).at(-1);
    expect(last?.subject).toBe('Новая вакансия по подписке: Стажировка поздняя 1');
    expect((await runAlertRound(deps())).digests).toBe(0);
    const [row] = await db.select().from(subscriptions);
    expect(row?.lastDigestAt).toEqual(suite.t.clock.now());
  });

  it('a day with nothing new sends nothing', async () => {
    const before = (await mails()).length;
    suite.t.clock.advance(24 * HOUR);
    expect((await runAlertRound(deps())).digests).toBe(0);
    expect(await mails()).toHaveLength(before);
  });
});
