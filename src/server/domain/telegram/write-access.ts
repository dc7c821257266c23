import { eq } from 'drizzle-orm';
import { admins, companies, students, telegramUsers } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { type AccountRef, type LinkStatus, telegramLinkStatus } from './telegram-accounts';

const tables = { student: students, company: companies, admin: admins } as const;

export const writeAccessMessages = {
  notLinked: 'Telegram не привязан к аккаунту: привяжите его в профиле, чтобы бот мог присылать уведомления.',
} as const;

/**
 * POST /api/telegram/write-access/: the Mini App's requestWriteAccess answer (issue 13), kept on
 * the account's linked Telegram user as `allows_write_to_pm` so the app asks only when it must
 * (docs/decisions/023). The session's own account only; a claim costs nothing but the bot's
 * attempt, which a refusal from Telegram marks as blocked (bot-blocked.ts).
 */
export async function recordWriteAccess(
  deps: DomainDeps,
  account: AccountRef,
  allowed: boolean,
): Promise<DomainResult<LinkStatus>> {
  const table = tables[account.kind];
  const [row] = await deps.db
    .select({ telegramUserId: table.telegramUserId })
    .from(table)
    .where(eq(table.id, account.id));
  if (!row || row.telegramUserId === null) return failure('conflict', writeAccessMessages.notLinked);
  await deps.db
    .update(telegramUsers)
    .set({ allowsWriteToPm: allowed, updatedAt: deps.now() })
    .where(eq(telegramUsers.id, row.telegramUserId));
  return success(await telegramLinkStatus(deps.db, account));
}
