import { requestWriteAccess } from '@tma.js/sdk';
import type { WriteAccessAnswer } from '../platform';

/**
 * Asks the user to let the bot write to them (Mini Apps 6.9, `web_app_request_write_access`):
 * Telegram shows its own prompt and answers 'allowed' or another status. 'unavailable' where the
 * client is too old or another request is open; never throws (telegram-platform.ts's rule).
 */
export async function telegramRequestWriteAccess(): Promise<WriteAccessAnswer> {
  if (!requestWriteAccess.isAvailable()) return 'unavailable';
  try {
    return (await requestWriteAccess()) === 'allowed' ? 'allowed' : 'denied';
  } catch (error) {
    console.warn('[platform] Telegram requestWriteAccess failed', error);
    return 'unavailable';
  }
}
