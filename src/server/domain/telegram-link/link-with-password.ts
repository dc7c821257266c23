import type { TelegramUser } from '../../telegram/init-data';
import type { DomainDeps } from '../deps';
import { confirmPassword, type PasswordCheck } from '../password/confirm-password';
import { type AccountRef, linkTelegramUser } from '../telegram/telegram-accounts';

/**
 * The website's Login Widget (POST /api/telegram/link/): a signed-in session alone does not
 * link a Telegram account — the current password must come with it, counted like every other
 * password check (docs/decisions/013). A moment at someone's open browser is not enough.
 */
export async function linkWithPassword(
  deps: DomainDeps,
  input: { account: AccountRef; password: string; user: TelegramUser },
): Promise<PasswordCheck> {
  const check = await confirmPassword(deps, input.account, input.password);
  if (!check.ok) return check;
  await deps.db.transaction((tx) => linkTelegramUser(tx, input.account, input.user, deps.now()));
  return { ok: true };
}
