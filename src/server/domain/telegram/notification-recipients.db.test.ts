import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { seedAccounts } from '../../../../tests/helpers/accounts';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { admins, companies, students, telegramUsers } from '../../db/schema';
import { markBotBlocked, markBotUnblocked } from './bot-blocked';
import { findNotificationRecipients } from './notification-recipients';

describeOnDatabases('Telegram notification recipients', (target) => {
  let database: DatabaseHandle;
  let ids: { admin: number; student: number; company: number };
  const t0 = new Date('2026-11-21T10:00:00Z');
  const t1 = new Date('2026-11-21T11:00:00Z');

  beforeAll(async () => {
    database = await target.open();
    const seeded = await seedAccounts(database.db);
    ids = { admin: seeded.admin.id, student: seeded.student.id, company: seeded.company.id };
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    const { db } = database;
    await db.delete(telegramUsers);
    await db.delete(admins).where(eq(admins.email, 'second@example.ru'));
    await db.update(admins).set({ telegramUserId: 501 }).where(eq(admins.id, ids.admin));
    await db.update(students).set({ telegramUserId: 601 }).where(eq(students.id, ids.student));
    await db.update(companies).set({ telegramUserId: null }).where(eq(companies.id, ids.company));
  });

  it("finds an account's linked Telegram user, and nobody for an unlinked or unknown account", async () => {
    const { db } = database;
    expect(await findNotificationRecipients(db, { account: { kind: 'student', id: ids.student } })).toEqual([
      601,
    ]);
    expect(await findNotificationRecipients(db, { account: { kind: 'admin', id: ids.admin } })).toEqual([
      501,
    ]);
    expect(await findNotificationRecipients(db, { account: { kind: 'company', id: ids.company } })).toEqual(
      [],
    );
    expect(await findNotificationRecipients(db, { account: { kind: 'student', id: 999_999 } })).toEqual([]);
  });

  it('finds every admin with Telegram linked, in id order', async () => {
    const { db } = database;
    await db
      .insert(admins)
      .values({ email: 'second@example.ru', passwordHash: 'x', name: 'Б', telegramUserId: 502 });
    await db.insert(admins).values({ email: 'third@example.ru', passwordHash: 'x', name: 'В' });
    expect(await findNotificationRecipients(db, { admins: true })).toEqual([501, 502]);
    await db.delete(admins).where(eq(admins.email, 'third@example.ru'));
  });

  it('skips a user who blocked the bot until they unblock it', async () => {
    const { db } = database;
    const student = { account: { kind: 'student', id: ids.student } } as const;
    await markBotBlocked(db, 601, t0);
    expect(await findNotificationRecipients(db, student)).toEqual([]);
    await markBotUnblocked(db, 601, t1);
    expect(await findNotificationRecipients(db, student)).toEqual([601]);
    await markBotBlocked(db, 501, t0);
    expect(await findNotificationRecipients(db, { admins: true })).toEqual([]);
  });

  it('upserts the mark and keeps the time it was first learnt', async () => {
    const { db } = database;
    const row = async () => (await db.select().from(telegramUsers).where(eq(telegramUsers.id, 601)))[0];
    // A user we never saw before: the row is created.
    await markBotBlocked(db, 601, t0);
    expect((await row())?.botBlockedAt?.toISOString()).toBe(t0.toISOString());
    await markBotBlocked(db, 601, t1);
    expect((await row())?.botBlockedAt?.toISOString()).toBe(t0.toISOString());
    await markBotUnblocked(db, 601, t1);
    expect(await row()).toMatchObject({ botBlockedAt: null, autoSignIn: true });
    // Unblocking someone unknown creates their row, not blocked.
    await markBotUnblocked(db, 777, t1);
    expect(
      (await db.select().from(telegramUsers).where(eq(telegramUsers.id, 777)))[0]?.botBlockedAt,
    ).toBeNull();
  });
});
