import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { SUBSCRIPTIONS_MAX } from '../../shared/contract/subscription.contract';
import { students, subscriptions, telegramUsers } from '../db/schema';
import {
  subscriptionMessages,
  TELEGRAM_UNREACHABLE_CODE,
} from '../domain/subscriptions/subscription-messages';

const TELEGRAM_ID = 812_000_001;

describeOnDatabases('/api/subscription/: the limit and the Telegram channel', (target) => {
  const suite = useBoardSuite(target);
  const db = () => suite.database.db;
  const studentId = () => suite.board.student.id;

  beforeEach(async () => {
    await db().delete(subscriptions);
    await db().update(students).set({ telegramUserId: null }).where(eq(students.id, studentId()));
    await db().delete(telegramUsers);
  });

  const create = async (json: Record<string, unknown>) => {
    const response = await suite.t.api('POST', '/api/subscription/', {
      cookie: suite.cookies.student,
      json: { query: {}, channel: 'email', frequency: 'instant', ...json },
    });
    return { status: response.status, body: response.body as { message?: string; code?: string } };
  };
  const count = async () => (await db().select().from(subscriptions)).length;
  const link = async (values: { botBlockedAt?: Date; allowsWriteToPm?: boolean | null }) => {
    await db()
      .insert(telegramUsers)
      .values({ id: TELEGRAM_ID, firstName: 'Иван', ...values });
    await db().update(students).set({ telegramUserId: TELEGRAM_ID }).where(eq(students.id, studentId()));
  };

  it(`two parallel saves at ${SUBSCRIPTIONS_MAX - 1} make ${SUBSCRIPTIONS_MAX}, never more`, async () => {
    await db()
      .insert(subscriptions)
      .values(
        Array.from({ length: SUBSCRIPTIONS_MAX - 1 }, (_, index) => ({
          studentId: studentId(),
          query: { text: `запрос ${index}` },
          channel: 'email' as const,
          frequency: 'instant' as const,
          unsubscribeToken: `limit-token-${index}`,
        })),
      );
    const answers = await Promise.all([create({ query: { text: 'a' } }), create({ query: { text: 'b' } })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(subscriptionMessages.tooMany);
    expect(await count()).toBe(SUBSCRIPTIONS_MAX);
  });

  it('two parallel saves of the same filters keep one', async () => {
    const answers = await Promise.all([
      create({ query: { text: 'java' } }),
      create({ query: { text: 'Java' } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await count()).toBe(1);
  });

  it('Telegram without a linked account: 409 with a code, saying to link it or choose email', async () => {
    const answer = await create({ channel: 'telegram' });
    expect(answer).toMatchObject({
      status: 409,
      body: { message: subscriptionMessages.telegramNotLinked, code: TELEGRAM_UNREACHABLE_CODE },
    });
    expect(answer.body.message).toMatch(/почту/);
    expect(await count()).toBe(0);
  });

  it('Telegram the bot may not reach: blocked, or write access known to be refused', async () => {
    await link({ botBlockedAt: suite.t.clock.now(), allowsWriteToPm: true });
    expect((await create({ channel: 'telegram' })).body.message).toBe(subscriptionMessages.telegramBlocked);
    await db().update(telegramUsers).set({ botBlockedAt: null, allowsWriteToPm: false });
    expect((await create({ channel: 'telegram' })).body).toMatchObject({
      message: subscriptionMessages.telegramNoWriteAccess,
      code: TELEGRAM_UNREACHABLE_CODE,
    });
    expect(await count()).toBe(0);
  });

  it('Telegram linked and reachable (or not known to be unreachable) is saved', async () => {
    await link({ allowsWriteToPm: null });
    expect((await create({ channel: 'telegram', query: { text: 'a' } })).status).toBe(201);
    await db().update(telegramUsers).set({ allowsWriteToPm: true });
    expect((await create({ channel: 'telegram', query: { text: 'b' } })).status).toBe(201);
  });

  it('switching an email subscription to an unreachable Telegram is refused and changes nothing', async () => {
    const created = await create({ query: { text: 'go' } });
    const id = (created.body as { data?: { id: number } }).data?.id;
    const answer = await suite.t.api('POST', '/api/subscription/update/', {
      cookie: suite.cookies.student,
      json: { id, channel: 'telegram', frequency: 'daily' },
    });
    expect(answer.status).toBe(409);
    const [row] = await db().select().from(subscriptions);
    expect(row).toMatchObject({ channel: 'email', frequency: 'instant' });
  });
});
