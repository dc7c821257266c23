/**
 * Links for sharing a screen outside the app: the website's https address and, when the bot is
 * configured, the Mini App's `t.me/<bot>/<app>?startapp=…` (shared/start-param.ts).
 */
import type { PublicConfig } from '../../shared/contract/public-config.contract';
import { miniAppLink, pathForStartTarget, type StartTarget } from '../../shared/start-param';
import type { Platform } from '../platform/platform';

interface ShareLinks {
  /** `${publicUrl ?? origin}/vacancy/42/`. */
  web: string;
  /** The Mini App link, or null when BOT_USERNAME or MINI_APP_NAME is not set. */
  miniApp: string | null;
}

export function shareLinks(
  config: Pick<PublicConfig, 'botUsername' | 'miniAppName' | 'publicUrl'>,
  target: StartTarget,
  origin: string,
): ShareLinks {
  const base = (config.publicUrl ?? origin).replace(/\/+$/, '');
  return {
    web: `${base}${pathForStartTarget(target)}`,
    miniApp: miniAppLink({ username: config.botUsername, appName: config.miniAppName }, target),
  };
}

/** Telegram's share sheet for a link (core.telegram.org/widgets/share#custom-buttons). */
export function telegramShareUrl(url: string, text: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

export const SHARE_MESSAGES = {
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать ссылку. Вот она: {url}',
} as const;

/** The browser APIs sharing uses (tests pass their own). */
export interface ShareApis {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

type ShareOutcome = 'telegram' | 'shared' | 'copied' | 'cancelled' | 'failed';

/** Copies `url` and says so; a refused clipboard shows the link itself, so it can be copied by hand. */
export async function copyLink(
  platform: Pick<Platform, 'toast'>,
  url: string,
  apis: ShareApis = navigator,
): Promise<'copied' | 'failed'> {
  try {
    if (!apis.clipboard) throw new Error('no clipboard');
    await apis.clipboard.writeText(url);
    platform.toast('success', SHARE_MESSAGES.copied);
    return 'copied';
  } catch {
    platform.toast('error', SHARE_MESSAGES.copyFailed.replace('{url}', url));
    return 'failed';
  }
}

/**
 * Inside Telegram: Telegram's share sheet with the Mini App link (the website's when the bot is
 * not configured). On the website: the system share sheet where there is one, else the clipboard.
 */
export async function shareLink(
  platform: Pick<Platform, 'kind' | 'toast' | 'openLink'>,
  links: ShareLinks,
  title: string,
  apis: ShareApis = navigator,
): Promise<ShareOutcome> {
  if (platform.kind === 'telegram') {
    platform.openLink(telegramShareUrl(links.miniApp ?? links.web, title));
    return 'telegram';
  }
  if (typeof apis.share === 'function') {
    try {
      await apis.share({ title, url: links.web });
      return 'shared';
    } catch (error) {
      // The user closed the sheet: nothing to say. Any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return copyLink(platform, links.web, apis);
}
