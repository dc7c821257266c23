/**
 * Chooses the platform once at boot (docs/design.md#layout, #sessions-and-telegram). The dynamic import below
 * is the only path from the app to the Telegram implementation: Vite emits @tma.js/sdk as a chunk of its own,
 * and website visitors, for whom the detector says false, never request it (docs/design.md#chosen-libraries).
 */
import { isTelegramMiniApp } from './detect-telegram';
import type { Platform } from './platform';
import { createWebPlatform } from './web/web-platform';

export async function loadPlatform(): Promise<Platform> {
  if (!isTelegramMiniApp(window)) return createWebPlatform();
  try {
    // `npm run dev -- --telegram` only: a simulated Telegram client for launches from
    // /dev/telegram/ in a plain tab. MODE, not DEV: a build run with NODE_ENV=test (the e2e
    // global setup, inside vitest) has DEV true, yet must drop this branch and the module like
    // any build; unit tests (MODE 'test') keep the real "no host, fall back" behaviour.
    if (import.meta.env.MODE === 'development') {
      (await import('./telegram/dev-host')).installDevHostIfNeeded();
    }
    const { createTelegramPlatform } = await import('./telegram/telegram-platform');
    return await createTelegramPlatform();
  } catch (error) {
    // The SDK could not start (no host to talk to, e.g. a Mini App link opened in a plain browser)
    // or its chunk failed to load: the website works everywhere, so serve that.
    console.error('[platform] Telegram platform failed to start; falling back to the website', error);
    return createWebPlatform();
  }
}
