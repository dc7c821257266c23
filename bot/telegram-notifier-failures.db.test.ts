import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies, outbox, students, telegramUsers } from '../src/server/db/schema';
import { verifyCompany } from '../src/server/domain/companies/verify-company';
import { reviewStudent } from '../src/server/domain/students/review-student';
import { drainOutbox } from '../src/server/outbox/drain-outbox';
import { NOTIFIER_TG, notifierNow, useNotifierWorld } from '../tests/helpers/notifier-world';
import { describeOnDatabases } from '../tests/helpers/test-database';

const { student: STUDENT_TG, company: COMPANY_TG } = NOTIFIER_TG;
const now = notifierNow;

describeOnDatabases('the Telegram notifier when Telegram refuses or fails', (target) => {
  const world = useNotifierWorld(target);
  const { notifierWith, student, deliver } = world;

  it('a user who blocked the bot is marked on the 403, the row closed as blocked, and skipped afterwards', async () => {
    world.fake.blockChat(STUDENT_TG);
    const notifier = notifierWith();
    expect(await deliver(student(), { type: 'account-approved', kind: 'student' }, notifier)).toHaveLength(1);
    const [row] = await world.database.db
      .select()
      .from(telegramUsers)
      .where(eq(telegramUsers.id, STUDENT_TG));
    expect(row?.botBlockedAt).toBeInstanceOf(Date);
    const [queued] = await world.database.db.select().from(outbox);
    expect(queued).toMatchObject({ lastError: 'blocked', sentAt: null });
    expect(queued?.failedAt).toBeInstanceOf(Date);
    world.fake.reset();
    expect(await deliver(student(), { type: 'account-approved', kind: 'student' }, notifier)).toHaveLength(0);
  });

  it('a failed send waits for a retry, its error kept as a code without the text or the token', async () => {
    world.fake.failSends(true);
    const notifier = notifierWith();
    await deliver(student(), { type: 'feedback-reply', feedbackId: 5, reply: 'секретный ответ' }, notifier);
    const [row] = await world.database.db.select().from(outbox);
    expect(row).toMatchObject({ lastError: 'telegram-500', attempts: 1, sentAt: null, failedAt: null });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not a block: the user is not marked.
    expect(await world.database.db.select().from(telegramUsers)).toHaveLength(0);
  });

  it('approving and denying succeed while Telegram fails or is unreachable', async () => {
    world.fake.failSends(true);
    const failing = notifierWith();
    const deps = { db: world.database.db, now, notifier: failing };
    // A student awaiting review: approving an approved one only clears its changes, silently (decision 051).
    await world.database.db
      .update(students)
      .set({ status: 'pending' })
      .where(eq(students.id, world.ids.student));
    const approved = await reviewStudent(deps, world.ids.student, { status: 'approved' });
    expect(approved).toMatchObject({ ok: true });
    const denied = await verifyCompany(deps, {
      id: world.ids.company,
      decision: 'denied',
      reason: 'Нет ИНН',
    });
    expect(denied).toMatchObject({ ok: true });
    await drainOutbox(deps);
    expect(world.fake.callsOf('sendMessage').map((call) => call.payload.chat_id)).toEqual([
      STUDENT_TG,
      COMPANY_TG,
    ]);

    // Nothing listens on port 1: a network error instead of an answer.
    await world.database.db.delete(outbox);
    const unreachable = notifierWith({ apiRoot: 'http://127.0.0.1:1' });
    const unreachableDeps = { db: world.database.db, now, notifier: unreachable };
    const again = await verifyCompany(unreachableDeps, { id: world.ids.company, decision: 'approved' });
    expect(again).toMatchObject({ ok: true });
    await drainOutbox(unreachableDeps);
    const [queued] = await world.database.db.select().from(outbox);
    expect(queued?.lastError).toMatch(/^network-/);
    const [row] = await world.database.db.select().from(companies).where(eq(companies.id, world.ids.company));
    expect(row?.status).toBe('approved');
  });
});
