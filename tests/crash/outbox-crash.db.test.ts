import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { admins, outbox, telegramUsers } from '../../src/server/db/schema';
import { ensureClientBuilt } from '../bench/client-build-once';
import { type ServerProcess, startServerProcess } from '../e2e/helpers/server-process';
import { type FakeBotApi, startFakeBotApi, TEST_BOT_TOKEN } from '../helpers/fake-bot-api';
import { studentRegistration } from '../helpers/registration-fixtures';
import { startSmtpInbox } from '../helpers/smtp-inbox';
import { type DatabaseTarget, describeOnDatabases } from '../helpers/test-database';

/**
 * Issue 13, «done when»: the real server queues bot messages and mails while Telegram answers
 * 429 (retry_after) and the SMTP server 451, is SIGKILLed after the commits and before any send
 * succeeded, and restarts on the same data with both accepting. Every queued message arrives
 * exactly once (bot messages counted by text, mails by Message-ID) and the outbox ends drained.
 */
const ACCOUNTS = 4;
const ADMIN = { email: 'outbox-admin@example.ru', password: 'a long outbox passphrase' };
const ADMIN_CHAT = 770_001;
const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** The server's database opened from the test (the server stopped: PGlite's directory is free). */
function openServerDatabase(target: DatabaseTarget, env: Record<string, string>) {
  return target.name === 'pglite'
    ? openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR ?? '' })
    : openDatabase({ kind: 'postgres', url: env.DATABASE_URL ?? '', max: 1 });
}

async function post(url: string, path: string, json: unknown): Promise<number> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: XHR, body: JSON.stringify(json) });
  await response.arrayBuffer();
  return response.status;
}

const student = (index: number) =>
  studentRegistration({ email: `crash${index}@example.ru`, firstName: 'Студент', lastName: `Номер${index}` });

describeOnDatabases('SIGKILL between the outbox commit and the send', (target) => {
  let env: Record<string, string> = {};
  let cleanup: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;
  let fake: FakeBotApi;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  const scratch = mkdtempSync(join(tmpdir(), 'jb-outbox-crash-'));

  beforeAll(async () => {
    await ensureClientBuilt();
    [fake, inbox] = await Promise.all([startFakeBotApi(), startSmtpInbox()]);
    const provisioned = await target.provision();
    cleanup = provisioned.cleanup;
    env = {
      DATA_DIR: scratch,
      ...provisioned.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BOT_TOKEN: TEST_BOT_TOKEN,
      BOT_API_ROOT: fake.apiRoot,
      SMTP_URL: inbox.url,
    };
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null)
      await server.stop('SIGKILL');
    await Promise.all([fake?.close(), inbox?.close()]);
    await cleanup?.();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('delivers every queued message exactly once after the restart', { timeout: 180_000 }, async () => {
    // First start: migrations and the admin; then the admin's Telegram is linked from outside.
    server = await startServerProcess(env);
    expect(await server.stop('SIGTERM')).toBe(0);
    const setup = await openServerDatabase(target, env);
    await setup.db.insert(telegramUsers).values({ id: ADMIN_CHAT });
    await setup.db.update(admins).set({ telegramUserId: ADMIN_CHAT });
    await setup.close();

    // Telegram floods back, SMTP says «try later»: nothing can be delivered.
    fake.rateLimit(1_000_000, 1);
    inbox.refuse(451);
    server = await startServerProcess(env);
    for (let index = 0; index < ACCOUNTS; index++) {
      // A registration tells the admins by the bot; a recovery request mails the student.
      expect(await post(server.url, '/api/register/', student(index))).toBe(201);
      expect(
        await post(server.url, '/api/sendMail/', { email: `crash${index}@example.ru`, kind: 'student' }),
      ).toBe(200);
    }
    // Every mail has been committed and tried once; the bot was asked and answered 429.
    await vi.waitFor(() => expect(inbox.refused()).toBeGreaterThanOrEqual(ACCOUNTS), { timeout: 30_000 });
    await vi.waitFor(() => expect(fake.callsOf('sendMessage').length).toBeGreaterThan(0), {
      timeout: 30_000,
    });
    expect(inbox.received).toEqual([]);
    await server.stop('SIGKILL');

    // A row the killed process had claimed waits for its lease to run out (60 s,
    // src/server/outbox/outbox-worker.ts) before another process may take it; PGlite's server
    // clears such leases at start (one process per data directory). On PostgreSQL the minute
    // passes here: the leases end now, as the restarted server would find them a minute later.
    let leasesEnded = 0;
    if (target.name === 'postgres') {
      const killed = await openServerDatabase(target, env);
      const ended = await killed.db
        .update(outbox)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(and(isNull(outbox.sentAt), isNotNull(outbox.lockedUntil), gt(outbox.lockedUntil, sql`now()`)))
        .returning({ id: outbox.id });
      leasesEnded = ended.length;
      await killed.close();
    }

    // Both accept now; the server restarts on the same data.
    fake.reset();
    inbox.refuse(null);
    server = await startServerProcess(env);
    await vi.waitFor(
      () => {
        expect(fake.callsOf('sendMessage').length).toBeGreaterThanOrEqual(ACCOUNTS);
        expect(inbox.received.length).toBeGreaterThanOrEqual(ACCOUNTS);
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(await server.stop('SIGTERM')).toBe(0);

    const texts = fake.callsOf('sendMessage').map((call) => String(call.payload.text));
    expect(texts).toHaveLength(ACCOUNTS);
    expect(new Set(texts).size).toBe(ACCOUNTS);
    expect(fake.callsOf('sendMessage').every((call) => call.payload.chat_id === ADMIN_CHAT)).toBe(true);
    const ids = inbox.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(ACCOUNTS);
    expect(new Set(ids).size).toBe(ACCOUNTS);
    expect(ids.every((id) => /^<outbox-\d+@/.test(id))).toBe(true);
    expect(inbox.received.map((mail) => mail.to[0]).sort()).toEqual(
      Array.from({ length: ACCOUNTS }, (_, index) => `crash${index}@example.ru`).sort(),
    );

    const check = await openServerDatabase(target, env);
    const rows = await check.db.select().from(outbox);
    await check.close();
    expect(rows).toHaveLength(2 * ACCOUNTS);
    expect(rows.filter((row) => row.sentAt === null || row.failedAt !== null)).toEqual([]);
    console.log(
      `[outbox crash ${target.name}] queued ${rows.length}, delivered ${texts.length} bot messages and ` +
        `${ids.length} mails once each; attempts: ${rows.map((row) => row.attempts).join(',')}; ` +
        `leases of the killed process ended by the test: ${leasesEnded}`,
    );
  });
});
