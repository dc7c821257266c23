/**
 * Chooses the platform once at boot (DESIGN §3, §7). The dynamic import below is the only path
 * from the app to the Telegram implementation: Vite emits @tma.js/sdk as a chunk of its own, and
 * website visitors, for whom the detector says false, never request it (DESIGN §11).
 */
import { isTelegramMiniApp } from './detect-telegram';
import type { Platform } from './platform';
import { createWebPlatform } from './web/web-platform';

export async function loadPlatform(): Promise<Platform> {
  if (!isTelegramMiniApp(window)) return createWebPlatform();
  try {
    const { createTelegramPlatform } = await import('./telegram/telegram-platform');
    return await createTelegramPlatform();
  } catch (error) {
    // The SDK could not start (no host to talk to, e.g. a Mini App link opened in a plain browser)
    // or its chunk failed to load: the website works everywhere, so serve that.
    console.error('[platform] Telegram platform failed to start; falling back to the website', error);
    return createWebPlatform();
  }
}
