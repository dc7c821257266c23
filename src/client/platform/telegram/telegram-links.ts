/**
 * Launch parameters and outside links inside Telegram (docs/design.md#sessions-and-telegram). Kept apart from
 * telegram-platform.ts so the port's Telegram side stays small. Nothing here may throw into the
 * app: every SDK call is guarded.
 */
import { openLink, openTelegramLink, retrieveLaunchParams } from '@tma.js/sdk';

/**
 * `tgWebAppStartParam` of this launch (docs/telegram-pitfalls.md#the-bot-side), or null without one or
 * outside Telegram.
 */
export function readStartParam(): string | null {
  try {
    const value = retrieveLaunchParams().tgWebAppStartParam;
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

function isTelegramLink(url: string): boolean {
  try {
    return new URL(url).hostname === 't.me';
  } catch {
    return false;
  }
}

function openInWindow(url: string): void {
  try {
    window.open(url, '_blank', 'noopener,noreferrer');
  } catch {
    // Blocked: nothing more to do.
  }
}

/**
 * t.me links (the share sheet `t.me/share/url`, other Mini Apps) open inside Telegram; anything
 * else in Telegram's browser. An old client without these methods gets a plain window.open.
 */
export function openOutsideLink(url: string): void {
  try {
    const opened = isTelegramLink(url) ? openTelegramLink.ifAvailable(url) : openLink.ifAvailable(url);
    if (opened.ok) return;
  } catch (error) {
    console.warn('[platform] Telegram openLink failed', error);
  }
  openInWindow(url);
}
