/**
 * The link between a Telegram user and an account is the account's own `telegram_user_id`
 * (DESIGN §8). A Telegram user is linked to at most one account of any kind: linking moves the
 * link, so the Mini App always knows whom to sign in.
 */
import { eq, sql } from 'drizzle-orm';
import type { AccountKind } from '../../../shared/contract/auth';
import type { Executor } from '../../db/client';
import { admins, companies, students, telegramUsers } from '../../db/schema';
import type { TelegramUser } from '../../telegram/init-data';

export type AccountRef = { kind: AccountKind; id: number };

const tables = { student: students, company: companies, admin: admins } as const;

/** The account linked to this Telegram user, if any. */
export async function findLinkedAccount(db: Executor, telegramUserId: number): Promise<AccountRef | null> {
  for (const kind of ['admin', 'company', 'student'] as const) {
    const table = tables[kind];
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(table.telegramUserId, telegramUserId));
    if (row) return { kind, id: row.id };
  }
  return null;
}

/** Remembers the Telegram user's names and whether automatic sign-in is on. */
export async function upsertTelegramUser(
  db: Executor,
  user: TelegramUser,
  now: Date,
  autoSignIn?: boolean,
): Promise<void> {
  const names = { firstName: user.firstName, lastName: user.lastName, username: user.username };
  await db
    .insert(telegramUsers)
    .values({ id: user.id, ...names, autoSignIn: autoSignIn ?? true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: telegramUsers.id,
      set: { ...names, updatedAt: now, ...(autoSignIn === undefined ? {} : { autoSignIn }) },
    });
}

/**
 * Links `user` to `account` (inside the caller's transaction): clears the user's link from any
 * other account first, so the unique columns never collide, and turns automatic sign-in on — a
 * deliberate sign-in is what logout asked for.
 */
export async function linkTelegramUser(
  tx: Executor,
  account: AccountRef,
  user: TelegramUser,
  now: Date,
): Promise<void> {
  for (const table of Object.values(tables)) {
    await tx.update(table).set({ telegramUserId: null }).where(eq(table.telegramUserId, user.id));
  }
  const table = tables[account.kind];
  await tx.update(table).set({ telegramUserId: user.id }).where(eq(table.id, account.id));
  await upsertTelegramUser(tx, user, now, true);
}

export async function unlinkTelegram(db: Executor, account: AccountRef): Promise<void> {
  const table = tables[account.kind];
  await db.update(table).set({ telegramUserId: null }).where(eq(table.id, account.id));
}

export type LinkStatus = { linked: boolean; username: string | null; botBlocked: boolean };

export async function telegramLinkStatus(db: Executor, account: AccountRef): Promise<LinkStatus> {
  const table = tables[account.kind];
  const [row] = await db
    .select({
      telegramUserId: table.telegramUserId,
      username: telegramUsers.username,
      botBlocked: sql<boolean>`${telegramUsers.botBlockedAt} is not null`,
    })
    .from(table)
    .leftJoin(telegramUsers, eq(telegramUsers.id, table.telegramUserId))
    .where(eq(table.id, account.id));
  if (!row || row.telegramUserId === null) return { linked: false, username: null, botBlocked: false };
  return { linked: true, username: row.username ?? null, botBlocked: row.botBlocked === true };
}

/** Whether automatic Mini App sign-in is on for this Telegram user (off after a Telegram logout). */
export async function autoSignInEnabled(db: Executor, telegramUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ autoSignIn: telegramUsers.autoSignIn })
    .from(telegramUsers)
    .where(eq(telegramUsers.id, telegramUserId));
  return row?.autoSignIn ?? true;
}
