import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The advisory lock class of a Telegram user's links (pg_advisory_xact_lock's two-key form; the
 * upload quota's are 14_001–14_003 in domain/files/upload-limits.ts, the notices' 14_010).
 */
const LINK_LOCK_CLASS = 14_020;

/**
 * Links of one Telegram user take turns, until the caller's transaction ends: two at once would
 * each clear the other accounts before either set its own, and the second would break the unique
 * column (a 500). A caller that first deletes rows the link also deletes (a pending session,
 * domain/two-factor/pending.ts) takes it before them, or the two would wait on each other.
 */
export async function lockTelegramUser(tx: Executor, telegramUserId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LINK_LOCK_CLASS}, (${telegramUserId}::bigint % 2147483647)::int)`,
  );
}
