import type { DomainDeps } from '../deps';
import { confirmPassword, type PasswordCheck } from '../password/confirm-password';
import type { AccountRef } from '../telegram/telegram-accounts';
import { linkAndTell, type NewLink } from './link-notice';

/**
 * The website's Login Widget (POST /api/telegram/link/): a signed-in session alone does not
 * link a Telegram account — the current password must come with it, counted like every other
 * password check (docs/decisions/013). A moment at someone's open browser is not enough. The
 * link and its notice commit together: no link without the mail that can undo it.
 */
export async function linkWithPassword(
  deps: DomainDeps,
  input: { account: AccountRef; password: string; link: NewLink },
): Promise<PasswordCheck> {
  const check = await confirmPassword(deps, input.account, input.password);
  if (!check.ok) return check;
  await deps.db.transaction((tx) => linkAndTell(deps, tx, input.account, input.link));
  return { ok: true };
}
