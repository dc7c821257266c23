import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, telegramUsers } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { linkAndTell } from './link-notice';

/**
 * An admin's sign-in by email inside the Mini App marks its pending session with the Telegram
 * user (domain/auth/sign-in.ts); passing the second factor makes the link, with the same notice
 * and undo mail as every other link (docs/decisions/013, 016). Nothing happens when that user is
 * already the admin's (the Mini App's own sign-in by initData). Linking moves the link: the
 * Telegram user leaves any other account, another admin's included, so one Telegram account
 * never holds two admins. Runs inside the transaction that opens the full session.
 */
export async function linkAfterSecondFactor(
  deps: DomainDeps,
  tx: Executor,
  input: { adminId: number; telegramUserId: number; linkBase: string },
): Promise<void> {
  const [admin] = await tx
    .select({ telegramUserId: admins.telegramUserId })
    .from(admins)
    .where(eq(admins.id, input.adminId));
  if (!admin || admin.telegramUserId === input.telegramUserId) return;
  const [known] = await tx.select().from(telegramUsers).where(eq(telegramUsers.id, input.telegramUserId));
  if (!known) return;
  const user = {
    id: known.id,
    firstName: known.firstName,
    lastName: known.lastName,
    username: known.username,
    photoUrl: null,
  };
  await linkAndTell(deps, tx, { kind: 'admin', id: input.adminId }, { user, linkBase: input.linkBase });
}
