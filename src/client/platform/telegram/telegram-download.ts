import { downloadFile } from '@tma.js/sdk';
import { openOutsideLink } from './telegram-links';

/**
 * Telegram's own download prompt (Bot API 8.0): the client fetches the URL itself, so it must be
 * https and need no headers. Older clients open it in the browser, which downloads it.
 */
export async function telegramDownload(url: string, fileName: string): Promise<boolean> {
  if (!downloadFile.isAvailable()) {
    openOutsideLink(url);
    return true;
  }
  try {
    await downloadFile(url, fileName);
    return true;
  } catch (error) {
    // The user declined the prompt, or the client refused the URL.
    console.warn('[platform] Telegram downloadFile failed', error);
    return false;
  }
}
