import { eq, inArray } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { insertVacancy, vacancyInput } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { recordingNotifier } from '../../../../tests/helpers/outbox-delivery';
import { insertSubscription } from '../../../../tests/helpers/subscription-fixtures';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { formatSalary } from '../../../shared/format';
import {
  outbox,
  students,
  subscriptionMatches,
  subscriptions,
  telegramUsers,
  vacancyMatchQueue,
} from '../../db/schema';
import type { OutboxPayload } from '../../db/schema/outbox';
import { runAlertRound } from './alert-loop';
import type { AlertDeps } from './deliver-alert';
import { INSTANT_GROUPING } from './deliver-instant';
import { queueVacancyMatch } from './queue-vacancy-match';

const LINK_BASE = 'https://career.example.ru';
const STUDENT_TELEGRAM = 77_000_001;
/** The city dictionary's ids (src/server/db/reference/russian-cities.tsv). */
const KAZAN = 928;
const MOSCOW = 510;

describeOnDatabases('saved searches: queueing, matching and alerts through the outbox', (target) => {
  const suite = useBoardSuite(target);
  /** Presence is all enqueueMail asks of the mailer: the outbox worker sends, not this code. */
  const alertDeps = (): AlertDeps => ({
    db: suite.database.db,
    now: suite.t.clock.now,
    mailer: { send: () => Promise.resolve() },
    // Present: a bot is configured; rows are only queued here, never sent.
    notifier: recordingNotifier([]),
    linkBase: () => LINK_BASE,
  });
  const queued = async () =>
    (await suite.database.db.select().from(vacancyMatchQueue)).map((row) => row.vacancyId).sort();
  const outboxRows = async () =>
    (await suite.database.db.select().from(outbox).orderBy(outbox.id)).map(
      (row) => row.payload as OutboxPayload,
    );
  const publish = async (overrides: Record<string, unknown> = {}) => {
    const response = await suite.t.api('POST', '/api/vacancy/', {
      cookie: suite.cookies.owner,
      json: vacancyInput({ publish: true, ...overrides }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return (response.body.data as { id: number }).id;
  };

  /** Matches what is queued, then sends once the burst has settled. */
  const settledRound = async () => {
    await runAlertRound(alertDeps());
    suite.t.clock.advance(INSTANT_GROUPING.settleMs);
    return runAlertRound(alertDeps());
  };

  beforeEach(async () => {
    const { db } = suite.database;
    await db.delete(outbox);
    await db.delete(subscriptions);
    await db.delete(vacancyMatchQueue);
  });

  it('queues a vacancy in the transaction that publishes, edits, restores it or approves its company', async () => {
    const draft = await suite.t.api('POST', '/api/vacancy/', {
      cookie: suite.cookies.owner,
      json: vacancyInput(),
    });
    const draftId = (draft.body.data as { id: number }).id;
    expect(await queued()).toEqual([]);
    const published = await publish();
    expect(await queued()).toEqual([published]);

    await suite.database.db.delete(vacancyMatchQueue);
    await suite.t.api('PUT', `/api/vacancy/${draftId}/`, {
      cookie: suite.cookies.owner,
      json: vacancyInput({ publish: true }),
    });
    expect(await queued()).toEqual([draftId]);

    await suite.database.db.delete(vacancyMatchQueue);
    await suite.t.api('POST', '/api/vacancy/archive/', {
      cookie: suite.cookies.owner,
      json: { id: published, archived: true },
    });
    expect(await queued()).toEqual([]);
    await suite.t.api('POST', '/api/vacancy/archive/', {
      cookie: suite.cookies.owner,
      json: { id: published, archived: false },
    });
    expect(await queued()).toEqual([published]);

    await suite.database.db.delete(vacancyMatchQueue);
    const { pending } = suite.board;
    const hidden = await insertVacancy(suite.database.db, suite.t.clock.now(), { companyId: pending.id });
    await insertVacancy(suite.database.db, suite.t.clock.now(), { companyId: pending.id, status: 'draft' });
    const approved = await suite.t.api('POST', '/api/company/approve/', {
      cookie: suite.cookies.admin,
      json: { id: pending.id },
    });
    expect(approved.status).toBe(200);
    expect(await queued()).toEqual([hidden.id]);
  });

  it('matches off the request, alerts by mail with one-click unsubscribe, and never twice', async () => {
    const { db } = suite.database;
    const { student } = suite.board;
    const wanted = await insertSubscription(db, {
      studentId: student.id,
      query: { text: 'аналитики' },
    });
    await insertSubscription(db, { studentId: student.id, query: { text: 'дизайнер' } });
    const id = await publish({ title: 'Стажёр-аналитик <данных>' });
    expect(await db.select().from(subscriptionMatches)).toEqual([]);

    // Matched now, sent once a burst would have settled (docs/decisions/056).
    expect(await runAlertRound(alertDeps())).toEqual({ matches: 1, alerts: 0, digests: 0 });
    suite.t.clock.advance(INSTANT_GROUPING.settleMs);
    expect(await runAlertRound(alertDeps())).toEqual({ matches: 0, alerts: 1, digests: 0 });
    const [mail, ...rest] = await outboxRows();
    expect(rest).toEqual([]);
    if (!mail || !('message' in mail)) throw new Error('expected a mail');
    expect(mail.message.to).toBe(student.email);
    expect(mail.message.subject).toContain('Стажёр-аналитик <данных>');
    expect(mail.message.text).toContain(`${LINK_BASE}/vacancy/${id}/`);
    expect(mail.message.text).toContain(`${LINK_BASE}/unsubscribe/#token=${wanted.unsubscribeToken}`);
    expect(mail.message.html).toContain('Стажёр-аналитик &lt;данных&gt;');
    expect(mail.message.headers).toEqual({
      'List-Unsubscribe': `<${LINK_BASE}/api/subscription/unsubscribe/?token=${wanted.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const [match] = await db.select().from(subscriptionMatches);
    expect(match).toMatchObject({ subscriptionId: wanted.id, vacancyId: id, sentAt: suite.t.clock.now() });

    // An edit republishes it: matched again, found nothing new, sent nothing.
    await suite.t.api('PUT', `/api/vacancy/${id}/`, {
      cookie: suite.cookies.owner,
      json: vacancyInput({ title: 'Стажёр-аналитик данных, Москва' }),
    });
    expect(await queued()).toEqual([id]);
    expect(await runAlertRound(alertDeps())).toEqual({ matches: 0, alerts: 0, digests: 0 });
    expect(await outboxRows()).toHaveLength(1);
  });

  it('alerts a search with a city for vacancies in that city only (docs/decisions/061)', async () => {
    const { db } = suite.database;
    const { student } = suite.board;
    const inKazan = await insertSubscription(db, { studentId: student.id, query: { city: ['Казань'] } });
    const kazan = await publish({ title: 'Стажёр в Казани', cityId: KAZAN });
    await publish({ title: 'Стажёр в Москве', cityId: MOSCOW });
    await publish({ title: 'Стажёр на удалёнке', schedule: 'remote', cityId: null, address: '' });
    expect(await settledRound()).toMatchObject({ alerts: 1 });
    expect(await db.select().from(subscriptionMatches)).toEqual([
      expect.objectContaining({ subscriptionId: inKazan.id, vacancyId: kazan }),
    ]);
    const [mail, ...rest] = await outboxRows();
    expect(rest).toEqual([]);
    if (!mail || !('message' in mail)) throw new Error('expected a mail');
    expect(mail.message.subject).toContain('Стажёр в Казани');
  });

  it('skips paused searches and students who are not approved', async () => {
    const { db } = suite.database;
    const { student } = suite.board;
    await insertSubscription(db, { studentId: student.id, query: {}, pausedAt: suite.t.clock.now() });
    await db.update(students).set({ status: 'pending' }).where(eq(students.id, student.id));
    const unapproved = await insertSubscription(db, { studentId: student.id, query: {} });
    try {
      await publish();
      expect((await runAlertRound(alertDeps())).matches).toBe(0);
    } finally {
      await db.update(students).set({ status: 'approved' }).where(eq(students.id, student.id));
    }
    expect(
      await db
        .select()
        .from(subscriptionMatches)
        .where(eq(subscriptionMatches.subscriptionId, unapproved.id)),
    ).toEqual([]);
  });

  it('alerts in Telegram with the search’s list, or by mail when the bot cannot reach the student', async () => {
    const { db } = suite.database;
    const { student } = suite.board;
    const search = await insertSubscription(db, {
      studentId: student.id,
      query: { tags: [suite.board.tags.python.id], salaryFrom: 40_000 },
      channel: 'telegram',
    });
    // Not linked yet: the mail carries it.
    await publish({ title: 'Python без Telegram', tagIds: [suite.board.tags.python.id], salaryTo: 60_000 });
    await settledRound();
    expect((await outboxRows()).map((row) => row.channel)).toEqual(['mail']);

    await db.delete(outbox);
    await db.insert(telegramUsers).values({ id: STUDENT_TELEGRAM, firstName: 'Иван' });
    await db.update(students).set({ telegramUserId: STUDENT_TELEGRAM }).where(eq(students.id, student.id));
    try {
      const id = await publish({
        title: 'Python в Telegram',
        tagIds: [suite.board.tags.python.id],
        salaryTo: 60_000,
      });
      // The first alert's quiet gap has passed too.
      suite.t.clock.advance(INSTANT_GROUPING.gapMs);
      await settledRound();
      expect(await outboxRows()).toEqual([
        {
          channel: 'telegram',
          chatId: STUDENT_TELEGRAM,
          notification: {
            type: 'subscription-alert',
            subscriptionId: search.id,
            vacancy: {
              id,
              title: 'Python в Telegram',
              companyName: 'ООО «Ромашка»',
              salary: formatSalary({ from: null, to: 60_000, currency: 'RUR', gross: false }),
            },
            listQuery: `tags=${suite.board.tags.python.id}&salaryFrom=40000`,
          },
        },
      ]);
    } finally {
      await db.update(students).set({ telegramUserId: null }).where(eq(students.id, student.id));
      await db.delete(telegramUsers).where(inArray(telegramUsers.id, [STUDENT_TELEGRAM]));
    }
  });

  it('groups a burst into one alert, and what comes within the quiet gap into the next (issue 24, item 28)', async () => {
    const { db } = suite.database;
    const search = await insertSubscription(db, {
      studentId: suite.board.student.id,
      query: { text: 'пачка' },
    });
    const burst = async (titles: string[]) => {
      for (const title of titles) {
        const row = await insertVacancy(db, suite.t.clock.now(), { companyId: suite.board.owner.id, title });
        await queueVacancyMatch(db, row.id, suite.t.clock.now());
      }
    };
    await burst(Array.from({ length: 12 }, (_, i) => `Пачка ${i + 1}`));
    expect(await runAlertRound(alertDeps())).toEqual({ matches: 12, alerts: 0, digests: 0 });
    suite.t.clock.advance(INSTANT_GROUPING.settleMs / 2);
    await burst(['Пачка 13']);
    suite.t.clock.advance(INSTANT_GROUPING.settleMs / 2);
    expect(await runAlertRound(alertDeps())).toEqual({ matches: 1, alerts: 1, digests: 0 });
    const [first, ...rest] = await outboxRows();
    expect(rest).toEqual([]);
    if (!first || !('message' in first)) throw new Error('expected a mail');
    expect(first.message.subject).toBe('Новые вакансии по подписке: 13');
    expect(first.message.text).toContain('…и ещё 3.');

    // Within the quiet gap a new vacancy waits, then goes out alone.
    suite.t.clock.advance(INSTANT_GROUPING.settleMs);
    await burst(['Пачка 14']);
    suite.t.clock.advance(INSTANT_GROUPING.gapMs - 2 * INSTANT_GROUPING.settleMs);
    expect((await runAlertRound(alertDeps())).alerts).toBe(0);
    suite.t.clock.advance(INSTANT_GROUPING.settleMs);
    expect((await runAlertRound(alertDeps())).alerts).toBe(1);
    const rows = await outboxRows();
    expect(rows).toHaveLength(2);
    const second = rows[1];
    if (!second || !('message' in second)) throw new Error('expected a mail');
    expect(second.message.subject).toBe('Новая вакансия по подписке: Пачка 14');
    const [stored] = await db.select().from(subscriptions).where(eq(subscriptions.id, search.id));
    expect(stored?.lastAlertAt).toEqual(suite.t.clock.now());
  });
});
