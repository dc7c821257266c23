/**
 * The link between a Telegram user and an account is the account's own `telegram_user_id`
 * (docs/design.md#data-model). A Telegram user is linked to at most one account of any kind: linking moves
 * the link, so the Mini App always knows whom to sign in.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { AccountKind } from '../../../shared/contract/auth.contract';
import { deleteTelegramSessions } from '../../auth/sessions';
import type { Database, Executor } from '../../db/client';
import { admins, companies, sessions, students, telegramUsers } from '../../db/schema';
import type { TelegramUser } from '../../telegram/init-data';
import { lockTelegramUser } from './telegram-link-lock';

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

type TelegramSignInState = {
  account: AccountRef | null;
  /** Whether the user has a telegram_users row (rememberWriteAccess updates only that). */
  known: boolean;
  /** Off after a Telegram logout; on for a user never seen. */
  autoSignIn: boolean;
  allowsWriteToPm: boolean | null;
};

/**
 * What a Mini App sign-in needs to know about a Telegram user — the linked account (the same
 * precedence as findLinkedAccount), automatic sign-in and the bot's write access — in one
 * statement: every open pays for it (tests/bench/surge.ts).
 */
export async function telegramSignInState(
  db: Executor,
  telegramUserId: number,
): Promise<TelegramSignInState> {
  const idOf = (kind: AccountKind) => {
    const table = tables[kind];
    return sql<
      number | null
    >`(select ${table.id} from ${table} where ${table.telegramUserId} = ${telegramUserId})`;
  };
  const userColumn = <T>(column: typeof telegramUsers.autoSignIn | typeof telegramUsers.allowsWriteToPm) =>
    sql<T | null>`(select ${column} from ${telegramUsers} where ${telegramUsers.id} = ${telegramUserId})`;
  const [row] = await db
    .select({
      admin: idOf('admin'),
      company: idOf('company'),
      student: idOf('student'),
      autoSignIn: userColumn<boolean>(telegramUsers.autoSignIn),
      allowsWriteToPm: userColumn<boolean>(telegramUsers.allowsWriteToPm),
    })
    .from(sql`(values (1)) as one`);
  const kind = (['admin', 'company', 'student'] as const).find((each) => typeof row?.[each] === 'number');
  return {
    account: kind ? { kind, id: row?.[kind] as number } : null,
    known: typeof row?.autoSignIn === 'boolean',
    autoSignIn: row?.autoSignIn ?? true,
    allowsWriteToPm: row?.allowsWriteToPm ?? null,
  };
}

/** Whether rememberWriteAccess would change a row (its rule, without the statement). */
export function writeAccessChanges(user: TelegramUser, state: TelegramSignInState): boolean {
  if (user.allowsWriteToPm === undefined || !state.known) return false;
  return user.allowsWriteToPm ? state.allowsWriteToPm !== true : state.allowsWriteToPm === null;
}

/**
 * Remembers the Telegram user's names, whether automatic sign-in is on, and whether the bot may
 * write to them (initData's `allows_write_to_pm`).
 */
export async function upsertTelegramUser(
  db: Executor,
  user: TelegramUser,
  now: Date,
  autoSignIn?: boolean,
): Promise<void> {
  const names = { firstName: user.firstName, lastName: user.lastName, username: user.username };
  const allows = user.allowsWriteToPm;
  await db
    .insert(telegramUsers)
    .values({
      id: user.id,
      ...names,
      autoSignIn: autoSignIn ?? true,
      allowsWriteToPm: allows ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: telegramUsers.id,
      set: {
        ...names,
        updatedAt: now,
        ...(autoSignIn === undefined ? {} : { autoSignIn }),
        // initData's «allowed» always counts; its silence only fills an unknown: a grant made
        // later in the same launch (requestWriteAccess, /start) is not undone by the launch's own
        // older initData (docs/decisions/023). A block is botBlockedAt's business.
        ...(allows === undefined
          ? {}
          : {
              allowsWriteToPm: allows ? true : sql`coalesce(${telegramUsers.allowsWriteToPm}, false)`,
            }),
      },
    });
}

/**
 * Links `user` to `account` (inside the caller's transaction): clears the user's link from any
 * other account first, so the unique columns never collide, and turns automatic sign-in on — a
 * deliberate sign-in is what logout asked for. The sessions that user opened for the account it
 * leaves end (docs/decisions/013).
 */
export async function linkTelegramUser(
  tx: Executor,
  account: AccountRef,
  user: TelegramUser,
  now: Date,
): Promise<void> {
  await lockTelegramUser(tx, user.id);
  for (const table of Object.values(tables)) {
    await tx.update(table).set({ telegramUserId: null }).where(eq(table.telegramUserId, user.id));
  }
  const table = tables[account.kind];
  await tx.update(table).set({ telegramUserId: user.id }).where(eq(table.id, account.id));
  await upsertTelegramUser(tx, user, now, true);
  // Sessions this Telegram user opened for an account it has just left end with that link.
  await tx
    .delete(sessions)
    .where(
      and(
        eq(sessions.telegramUserId, user.id),
        or(ne(sessions.accountKind, account.kind), ne(sessions.accountId, account.id)),
      ),
    );
}

/**
 * At a linked sign-in that writes nothing else: initData's `allows_write_to_pm` under the same
 * rule as upsertTelegramUser, as one UPDATE that touches no row unless something changes (every
 * open costs queries, docs/design.md#lessons-from-measuring).
 */
export async function rememberWriteAccess(db: Executor, user: TelegramUser, now: Date): Promise<void> {
  if (user.allowsWriteToPm === undefined) return;
  const unknownOrOther = user.allowsWriteToPm
    ? sql`${telegramUsers.allowsWriteToPm} is distinct from true`
    : sql`${telegramUsers.allowsWriteToPm} is null`;
  await db
    .update(telegramUsers)
    .set({ allowsWriteToPm: user.allowsWriteToPm, updatedAt: now })
    .where(and(eq(telegramUsers.id, user.id), unknownOrOther));
}

/**
 * The owner's own unlink: the link ends, and so do the sessions that Telegram user opened for
 * this account — except `keepSession`, the one asking (docs/decisions/013).
 */
export async function unlinkTelegram(db: Database, account: AccountRef, keepSession: string): Promise<void> {
  const table = tables[account.kind];
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ telegramUserId: table.telegramUserId })
      .from(table)
      .where(eq(table.id, account.id));
    await tx.update(table).set({ telegramUserId: null }).where(eq(table.id, account.id));
    if (row?.telegramUserId == null) return;
    await deleteTelegramSessions(tx, account, row.telegramUserId, keepSession);
  });
}

/**
 * After a password change or reset (docs/decisions/013): the account's Telegram link ends, so a
 * link someone made with a stolen moment cannot outlive the owner's recovery. Kept only when the
 * change comes from a session that Telegram user itself opened (`keepFor`): then the person
 * changing the password holds both the password and that Telegram account.
 */
export async function endTelegramLinkAfterPasswordChange(
  tx: Executor,
  account: AccountRef,
  keepFor: number | null,
): Promise<void> {
  const table = tables[account.kind];
  const where =
    keepFor === null
      ? eq(table.id, account.id)
      : and(eq(table.id, account.id), sql`${table.telegramUserId} is distinct from ${keepFor}`);
  await tx.update(table).set({ telegramUserId: null }).where(where);
}

/** Unlinks `telegramUserId` from the account if it is still the one linked. */
export async function unlinkTelegramUser(
  tx: Executor,
  account: AccountRef,
  telegramUserId: number,
): Promise<void> {
  const table = tables[account.kind];
  await tx
    .update(table)
    .set({ telegramUserId: null })
    .where(and(eq(table.id, account.id), eq(table.telegramUserId, telegramUserId)));
}

/** `allowsWriteToPm`: whether the bot may write first (null: not known; docs/decisions/023). */
export type LinkStatus = {
  linked: boolean;
  username: string | null;
  botBlocked: boolean;
  allowsWriteToPm: boolean | null;
};

export async function telegramLinkStatus(db: Executor, account: AccountRef): Promise<LinkStatus> {
  const table = tables[account.kind];
  const [row] = await db
    .select({
      telegramUserId: table.telegramUserId,
      username: telegramUsers.username,
      botBlocked: sql<boolean>`${telegramUsers.botBlockedAt} is not null`,
      allowsWriteToPm: telegramUsers.allowsWriteToPm,
    })
    .from(table)
    .leftJoin(telegramUsers, eq(telegramUsers.id, table.telegramUserId))
    .where(eq(table.id, account.id));
  if (!row || row.telegramUserId === null)
    return { linked: false, username: null, botBlocked: false, allowsWriteToPm: null };
  return {
    linked: true,
    username: row.username ?? null,
    botBlocked: row.botBlocked === true,
    allowsWriteToPm: row.allowsWriteToPm ?? null,
  };
}
