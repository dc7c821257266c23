import { describe, expect, it } from 'vitest';
import { readPublicConfig } from './public-config';
import {
  copyLink,
  SHARE_MESSAGES,
  type ShareApis,
  shareLink,
  shareLinks,
  telegramShareUrl,
} from './share-links';
import { telegramUserFromInitData } from './telegram-user';

const CONFIGURED = { botUsername: 'career_bot', miniAppName: 'jobs', publicUrl: 'https://career.example.ru' };
const BARE = { botUsername: null, miniAppName: null, publicUrl: null };
const VACANCY = { kind: 'vacancy', id: 42 } as const;

function fakePlatform(kind: 'web' | 'telegram') {
  const toasts: Array<{ kind: string; message: string }> = [];
  const opened: string[] = [];
  return {
    kind,
    toasts,
    opened,
    toast: (toastKind: 'success' | 'error' | 'info' | 'warning', message: string) => {
      toasts.push({ kind: toastKind, message });
    },
    openLink: (url: string) => {
      opened.push(url);
    },
  };
}

function clipboard(fail = false) {
  const written: string[] = [];
  const apis: ShareApis = {
    clipboard: {
      async writeText(text) {
        if (fail) throw new Error('denied');
        written.push(text);
      },
    },
  };
  return { apis, written };
}

describe('shareLinks', () => {
  it('builds the https link from PUBLIC_URL and the Mini App link when the bot is configured', () => {
    expect(shareLinks(CONFIGURED, VACANCY, 'http://localhost:3000')).toEqual({
      web: 'https://career.example.ru/vacancy/42/',
      miniApp: 'https://t.me/career_bot/jobs?startapp=vacancy_42',
    });
  });

  it('falls back to the page origin and has no Mini App link without the bot', () => {
    expect(shareLinks(BARE, VACANCY, 'https://site.example/')).toEqual({
      web: 'https://site.example/vacancy/42/',
      miniApp: null,
    });
  });

  it('builds Telegram’s share sheet address', () => {
    expect(telegramShareUrl('https://t.me/career_bot/jobs?startapp=vacancy_42', 'Стажёр & джун')).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Ft.me%2Fcareer_bot%2Fjobs%3Fstartapp%3Dvacancy_42&text=%D0%A1%D1%82%D0%B0%D0%B6%D1%91%D1%80%20%26%20%D0%B4%D0%B6%D1%83%D0%BD',
    );
  });
});

describe('shareLink', () => {
  const links = shareLinks(CONFIGURED, VACANCY, 'http://localhost');

  it('inside Telegram opens the share sheet with the Mini App link', async () => {
    const platform = fakePlatform('telegram');
    expect(await shareLink(platform, links, 'Стажёр')).toBe('telegram');
    expect(platform.opened).toEqual([telegramShareUrl(links.miniApp ?? '', 'Стажёр')]);
  });

  it('inside Telegram without a configured bot shares the https link', async () => {
    const platform = fakePlatform('telegram');
    await shareLink(platform, shareLinks(BARE, VACANCY, 'https://site.example'), 'Стажёр');
    expect(platform.opened[0]).toContain(encodeURIComponent('https://site.example/vacancy/42/'));
  });

  it('on the website uses the system share sheet when there is one', async () => {
    const platform = fakePlatform('web');
    const shared: ShareData[] = [];
    const apis: ShareApis = {
      share: async (data) => {
        shared.push(data);
      },
    };
    expect(await shareLink(platform, links, 'Стажёр', apis)).toBe('shared');
    expect(shared).toEqual([{ title: 'Стажёр', url: 'https://career.example.ru/vacancy/42/' }]);
    expect(platform.toasts).toEqual([]);
  });

  it('a closed share sheet is not an error', async () => {
    const platform = fakePlatform('web');
    const apis: ShareApis = {
      share: () => Promise.reject(new DOMException('closed', 'AbortError')),
    };
    expect(await shareLink(platform, links, 'Стажёр', apis)).toBe('cancelled');
    expect(platform.toasts).toEqual([]);
  });

  it('without a share sheet copies the https link and says «Ссылка скопирована»', async () => {
    const platform = fakePlatform('web');
    const { apis, written } = clipboard();
    expect(await shareLink(platform, links, 'Стажёр', apis)).toBe('copied');
    expect(written).toEqual(['https://career.example.ru/vacancy/42/']);
    expect(platform.toasts).toEqual([{ kind: 'success', message: 'Ссылка скопирована' }]);
  });

  it('a refused clipboard shows the link itself', async () => {
    const platform = fakePlatform('web');
    expect(await copyLink(platform, 'https://x.example/vacancy/1/', clipboard(true).apis)).toBe('failed');
    expect(platform.toasts).toEqual([
      { kind: 'error', message: SHARE_MESSAGES.copyFailed.replace('{url}', 'https://x.example/vacancy/1/') },
    ]);
  });
});

describe('readPublicConfig', () => {
  it('reads the shell’s settings; empty ones are unset', () => {
    expect(
      readPublicConfig({
        __APP_CONFIG__: {
          mapTileUrl: 't',
          botUsername: 'career_bot',
          miniAppName: '',
          publicUrl: 'https://a.ru/',
        },
      }),
    ).toEqual({ mapTileUrl: 't', botUsername: 'career_bot', miniAppName: null, publicUrl: 'https://a.ru' });
  });

  it('is unconfigured without a valid global', () => {
    expect(readPublicConfig({}).botUsername).toBeNull();
    expect(readPublicConfig({ __APP_CONFIG__: 'nonsense' }).publicUrl).toBeNull();
  });
});

describe('telegramUserFromInitData', () => {
  it('reads the names of the user in raw initData', () => {
    const user = encodeURIComponent(JSON.stringify({ id: 1, first_name: ' Анна ', username: 'anna' }));
    expect(telegramUserFromInitData(`query_id=x&user=${user}&hash=ab`)).toEqual({
      firstName: 'Анна',
      lastName: '',
      username: 'anna',
    });
  });

  it('is null for anything else', () => {
    for (const raw of [null, '', 'hash=ab', 'user=%7Bbroken', 'user=%5B1%5D']) {
      expect(telegramUserFromInitData(raw)).toBeNull();
    }
  });
});
