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

/**
 * Every link to another site, wherever a screen draws it (`<a href="https://…" target="_blank">`:
 * a company's website, a project, a notice's link, an applicant's @username at t.me), opens
 * through Telegram's own link methods: inside the Mini App a plain link leaves the app or does
 * nothing. One listener on the document, so no screen has to remember it. Links of this site
 * stay with the router. Returns the undo.
 */
export function routeOutsideLinks(): VoidFunction {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    // A text node inside the link may be the target: its element then.
    const node = event.target as (Partial<Element> & { parentElement?: Element | null }) | null;
    const element = typeof node?.closest === 'function' ? node : (node?.parentElement ?? null);
    const target = element?.closest?.('a[href]') ?? null;
    if (!target || target.hasAttribute('download')) return;
    let url: URL;
    try {
      url = new URL(target.getAttribute('href') ?? '', window.location.href);
    } catch {
      return;
    }
    if (url.origin === window.location.origin) return;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
    event.preventDefault();
    openOutsideLink(url.toString());
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
