import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, companies, students, telegramUsers } from '../../db/schema';
import type { AccountRef, NotificationTarget } from '../../notify/notifier';

const tables = { student: students, company: companies, admin: admins } as const;

/**
 * The Telegram chats a notification goes to: the target account's linked Telegram user, or every
 * admin with one. In a private chat the chat id is the user id. Users who blocked the bot are
 * left out (Telegram would answer 403 anyway, and repeated failures count against the bot).
 */
export async function findNotificationRecipients(
  db: Executor,
  target: NotificationTarget,
): Promise<number[]> {
  const rows = 'account' in target ? await accountRecipient(db, target.account) : await adminRecipients(db);
  const ids = rows.map((row) => row.telegramUserId).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

function accountRecipient(db: Executor, account: AccountRef) {
  const table = tables[account.kind];
  return db
    .select({ telegramUserId: table.telegramUserId })
    .from(table)
    .leftJoin(telegramUsers, eq(telegramUsers.id, table.telegramUserId))
    .where(
      and(eq(table.id, account.id), isNotNull(table.telegramUserId), isNull(telegramUsers.botBlockedAt)),
    );
}

function adminRecipients(db: Executor) {
  return db
    .select({ telegramUserId: admins.telegramUserId })
    .from(admins)
    .leftJoin(telegramUsers, eq(telegramUsers.id, admins.telegramUserId))
    .where(and(isNotNull(admins.telegramUserId), isNull(telegramUsers.botBlockedAt)))
    .orderBy(admins.id);
}
