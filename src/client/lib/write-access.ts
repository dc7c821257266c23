/**
 * Inside Telegram, the bot may write to a user only after /start or a granted requestWriteAccess
 * (issue 13, docs/decisions/023). A student who opened the Mini App from a shared link is asked
 * at the moment it matters — saving a search with Telegram alerts, or applying — and only when
 * the server does not already know the bot may write. The answer goes to the server, which keeps
 * it as `telegram_users.allows_write_to_pm`. The SDK itself stays behind the platform port.
 */
import type { TelegramLinkStatus } from '../../shared/contract/telegram.contract';
import type { Platform, WriteAccessAnswer } from '../platform/platform';
import type { HttpClient } from './http';
import { fetchTelegramLinkStatus, reportWriteAccess } from './telegram-api';

/** Granted in this launch already: no second prompt, no second request. */
let grantedThisLaunch = false;

/** For tests: a fresh launch. */
export function resetWriteAccessMemory(): void {
  grantedThisLaunch = false;
}

/**
 * Asks for write access when it is needed; resolves with what is known afterwards ('allowed'
 * also when nothing had to be asked). `known`: the link status the caller already loaded.
 * Never throws, never blocks the caller's own action for long: the prompt is Telegram's own.
 */
export async function askWriteAccessIfNeeded(
  platform: Platform,
  http: HttpClient,
  known?: TelegramLinkStatus,
): Promise<WriteAccessAnswer> {
  const ask = platform.requestWriteAccess;
  if (platform.kind !== 'telegram' || !ask || grantedThisLaunch) return 'allowed';
  let status = known;
  if (!status) {
    const loaded = await fetchTelegramLinkStatus(http);
    if (!loaded.ok) return 'unavailable';
    status = loaded.data;
  }
  // Not linked: alerts would go by email anyway. Known to be allowed: nothing to ask.
  if (!status.linked || status.allowsWriteToPm === true) return 'allowed';
  const answer = await ask.call(platform);
  if (answer === 'unavailable') return answer;
  grantedThisLaunch = answer === 'allowed';
  await reportWriteAccess(http, grantedThisLaunch);
  return answer;
}
