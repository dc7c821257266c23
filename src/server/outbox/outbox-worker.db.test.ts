import { eq, sql } from 'drizzle-orm';
import { Api } from 'grammy';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTelegramNotifier } from '../../../bot/telegram-notifier';
import { type FakeBotApi, startFakeBotApi, TEST_BOT_TOKEN } from '../../../tests/helpers/fake-bot-api';
import { startSmtpInbox } from '../../../tests/helpers/smtp-inbox';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { outbox } from '../db/schema';
import { enqueueMail } from '../domain/outbox/enqueue';
import { createLogger } from '../logger';
import { createSmtpMailer } from '../mail/smtp-mailer';
import type { Notifier } from '../notify/notifier';
import { drainOutbox } from './drain-outbox';
import { deleteSentRows } from './outbox-rows';
import { backoffMs, createOutboxWorker } from './outbox-worker';

const now = () => new Date();

describe('backoffMs', () => {
  it('doubles from the base with ±20 % jitter, capped at an hour', () => {
    expect(backoffMs(1, 5_000, () => 0)).toBe(4_000);
    expect(backoffMs(1, 5_000, () => 1)).toBe(6_000);
    expect(backoffMs(3, 5_000, () => 0.5)).toBe(20_000);
    expect(backoffMs(40, 5_000, () => 0.5)).toBe(3_600_000);
  });
});

describeOnDatabases('the outbox worker', (target) => {
  let database: DatabaseHandle;
  let fake: FakeBotApi;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let notifier: Notifier;

  beforeAll(async () => {
    [database, fake, inbox] = await Promise.all([target.open(), startFakeBotApi(), startSmtpInbox()]);
    notifier = createTelegramNotifier({
      api: new Api(TEST_BOT_TOKEN, { apiRoot: fake.apiRoot }),
      publicUrl: undefined,
      botUsername: 'career_board_bot',
      miniAppName: 'board',
    });
  });
  afterAll(async () => {
    await Promise.all([fake?.close(), inbox?.close()]);
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(outbox);
    fake.reset();
    inbox.refuse(null);
    inbox.received.length = 0;
  });

  const deps = () => ({ db: database.db, now, mailer: createSmtpMailer({ url: inbox.url }), notifier });
  const queueMail = (subject: string) =>
    database.db.transaction((tx) =>
      enqueueMail(deps(), tx, 'test', { to: 'someone@example.ru', subject, text: `Текст: ${subject}` }),
    );
  const queueTelegram = (chatId: number, reply: string) =>
    database.db.insert(outbox).values({
      channel: 'telegram',
      topic: 'feedback-reply',
      payload: {
        channel: 'telegram',
        chatId,
        notification: { type: 'feedback-reply', feedbackId: 1, reply },
      },
    });
  const rows = () => database.db.select().from(outbox).orderBy(outbox.id);
  const makeDue = () => database.db.update(outbox).set({ nextAttemptAt: sql`now()` });

  it('mails with a Message-ID from the row; a 451 is retried later, then sent once', async () => {
    await queueMail('Первое');
    inbox.refuse(451);
    expect(await drainOutbox(deps())).toBe(1);
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'smtp-451', sentAt: null, failedAt: null });
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a drain leaves it.
    expect(await drainOutbox(deps())).toBe(0);
    inbox.refuse(null);
    await makeDue();
    await drainOutbox(deps(), { messageIdDomain: 'board.example.ru' });
    expect(inbox.received.map((mail) => [mail.subject, mail.messageId])).toEqual([
      ['Первое', `<outbox-${waiting?.id}@board.example.ru>`],
    ]);
    const [sent] = await rows();
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.attempts).toBe(2);
  });

  it('a sent row keeps no recipient and no body (a reset link, a reply); a failed one keeps them to retry', async () => {
    const link = 'http://localhost/recovery/student/#token=secret-reset-token';
    await database.db.transaction((tx) =>
      enqueueMail(deps(), tx, 'password-reset', { to: 'student@example.ru', subject: 'Сброс', text: link }),
    );
    await queueTelegram(103, 'личный ответ');
    await drainOutbox(deps());
    const sent = await rows();
    expect(sent.map((row) => [row.topic, row.sentAt instanceof Date])).toEqual([
      ['password-reset', true],
      ['feedback-reply', true],
    ]);
    const kept = JSON.stringify(sent.map((row) => row.payload));
    for (const secret of ['secret-reset-token', 'student@example.ru', 'личный ответ', '103']) {
      expect(kept).not.toContain(secret);
    }
    // A row sent before bodies were emptied loses its body at the next prune.
    await database.db.insert(outbox).values({
      channel: 'mail',
      topic: 'password-reset',
      payload: { channel: 'mail', message: { to: 'old@example.ru', subject: 'Сброс', text: link } },
      sentAt: new Date(),
    });
    expect(await deleteSentRows(database.db, 7)).toBe(0);
    expect(JSON.stringify((await rows()).map((row) => row.payload))).not.toMatch(/secret-reset-token|old@/);
    inbox.refuse(550);
    await queueMail('Не ушло');
    await drainOutbox(deps());
    expect(JSON.stringify((await rows()).at(-1)?.payload)).toContain('Текст: Не ушло');
  });

  it('a 5xx answer fails the row at once; so does the last attempt', async () => {
    await queueMail('Никогда');
    inbox.refuse(550);
    await drainOutbox(deps());
    const [refused] = await rows();
    expect(refused).toMatchObject({ lastError: 'smtp-550', attempts: 1 });
    expect(refused?.failedAt).toBeInstanceOf(Date);

    await database.db.delete(outbox);
    await queueMail('Последняя попытка');
    inbox.refuse(421);
    await drainOutbox(deps(), { maxAttempts: 2 });
    await makeDue();
    await drainOutbox(deps(), { maxAttempts: 2 });
    const [exhausted] = await rows();
    expect(exhausted).toMatchObject({ attempts: 2, lastError: 'smtp-421 (attempts)' });
    expect(exhausted?.failedAt).toBeInstanceOf(Date);
    expect(inbox.received).toEqual([]);
  });

  it('honours Telegram’s retry_after: the row and the rest of the batch wait, without losing an attempt', async () => {
    await queueTelegram(101, 'один');
    await queueTelegram(102, 'два');
    fake.rateLimit(1, 30);
    await drainOutbox(deps());
    const [first, second] = await rows();
    expect(first).toMatchObject({ attempts: 1, lastError: 'telegram-429', sentAt: null });
    expect(first?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
    // The second was handed back untried: its attempt is not counted, and it waits as long.
    expect(second).toMatchObject({ attempts: 0, sentAt: null, lockedUntil: null });
    expect(second?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect(fake.callsOf('sendMessage')).toHaveLength(1);
  });

  it('retention removes sent rows older than the given days, never open or failed ones', async () => {
    await queueMail('Старое');
    await queueMail('Новое');
    await queueMail('Не ушло');
    const [old, fresh, open] = await rows();
    await database.db
      .update(outbox)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(eq(outbox.id, old?.id ?? 0));
    await database.db
      .update(outbox)
      .set({ sentAt: sql`now()` })
      .where(eq(outbox.id, fresh?.id ?? 0));
    expect(await deleteSentRows(database.db, 7)).toBe(1);
    expect((await rows()).map((row) => row.id)).toEqual([fresh?.id, open?.id]);
  });

  it('without a transport for its channel a row fails and says why', async () => {
    await queueMail('Без почты');
    await drainOutbox({ db: database.db, now });
    const [row] = await rows();
    expect(row).toMatchObject({ lastError: 'no-mailer' });
  });

  it('two workers drain one outbox together, each row sent once', async () => {
    for (let index = 0; index < 30; index += 1) await queueTelegram(500 + index, `сообщение ${index}`);
    const logger = createLogger('silent');
    const worker = () =>
      createOutboxWorker({ ...deps(), databaseKind: target.name, logger }, { batchSize: 4, pollMs: 10 });
    const [a, b] = [worker(), worker()];
    const drain = async (w: ReturnType<typeof worker>) => {
      while ((await w.runOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b)]);
    const texts = fake.callsOf('sendMessage').map((call) => String(call.payload.text));
    expect(texts).toHaveLength(30);
    expect(new Set(texts).size).toBe(30);
    expect((await rows()).every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('a lease keeps a row from other claims until it expires; PGlite clears a crashed run’s leases at start', async () => {
    await queueMail('Под арендой');
    await database.db.update(outbox).set({ lockedUntil: sql`now() + interval '1 hour'` });
    expect(await drainOutbox(deps())).toBe(0);
    const worker = createOutboxWorker(
      { ...deps(), databaseKind: target.name, logger: createLogger('silent') },
      { pollMs: 10 },
    );
    await worker.start();
    if (target.name === 'pglite') {
      // One process owns the data directory: the lease was a dead run's, and the row goes now.
      await vi.waitFor(async () => expect((await rows())[0]?.sentAt).toBeInstanceOf(Date));
      await worker.stop();
    } else {
      // Another instance may be sending it: on PostgreSQL the lease must run out first.
      expect(await worker.runOnce()).toBe(0);
      await worker.stop();
      expect((await rows())[0]).toMatchObject({ sentAt: null });
      await database.db.update(outbox).set({ lockedUntil: sql`now() - interval '1 second'` });
      expect(await drainOutbox(deps())).toBe(1);
    }
    expect(inbox.received.map((mail) => mail.subject)).toEqual(['Под арендой']);
  });
});
