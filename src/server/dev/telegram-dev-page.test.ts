import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { admins, students } from '../db/schema';
import { validateInitData } from '../telegram/init-data';
import { DEV_BOT_TOKEN, miniAppLaunchUrl, signInitData } from './mini-app-launch';
import { DEV_TELEGRAM_PATH, devTelegramRoutes } from './telegram-dev-page';

const user = { id: 700_000_101, first_name: 'Анна', last_name: 'Студентова', username: 'anna' };

function launchOf(location: string) {
  const url = new URL(location);
  const hash = new URLSearchParams(url.hash.slice(1));
  return { url, hash, initData: hash.get('tgWebAppData') ?? '' };
}

describe('Mini App launches for development and journeys', () => {
  it('signs initData the server accepts, start parameter included', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const raw = signInitData({ botToken: DEV_BOT_TOKEN, user, authDate: now, startParam: 'vacancy_7' });
    expect(validateInitData(raw, DEV_BOT_TOKEN, 86_400, now)).toMatchObject({
      ok: true,
      user: { id: user.id, firstName: 'Анна', lastName: 'Студентова', username: 'anna' },
      startParam: 'vacancy_7',
    });
    expect(validateInitData(raw, '100001:ANOTHER-TOKEN', 86_400, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it("builds Telegram's URL: start parameter in the query, the rest in the hash", () => {
    const initData = signInitData({ botToken: DEV_BOT_TOKEN, user });
    const { url, hash } = launchOf(
      miniAppLaunchUrl({
        baseUrl: 'http://localhost:3000/',
        path: '/vacancies/',
        initData,
        startParam: 'recent',
      }),
    );
    expect(url.pathname).toBe('/vacancies/');
    expect(url.searchParams.get('tgWebAppStartParam')).toBe('recent');
    expect(hash.get('tgWebAppData')).toBe(initData);
    expect(hash.get('tgWebAppVersion')).toBe('9.1');
    expect(hash.get('tgWebAppPlatform')).toBe('ios');
    expect(JSON.parse(hash.get('tgWebAppThemeParams') ?? '{}')).toMatchObject({ bg_color: '#ffffff' });
  });
});

describe('the dev-only /dev/telegram/ page', () => {
  const app = devTelegramRoutes({ botToken: DEV_BOT_TOKEN, database: () => null });

  it('lists Telegram users and a form', async () => {
    const response = await app.request(`http://localhost${DEV_TELEGRAM_PATH}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Анна Студентова');
    expect(html).toContain(`action="${DEV_TELEGRAM_PATH}open"`);
  });

  it('lists the accounts linked to a Telegram user first', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await database.migrate();
      await database.db
        .insert(admins)
        .values({ email: 'admin@example.ru', passwordHash: 'x', name: 'Ольга', telegramUserId: 555 });
      await database.db.insert(students).values({
        email: 'unlinked@example.ru',
        passwordHash: 'x',
        firstName: 'Нет',
        lastName: 'Связи',
      });
      const linked = devTelegramRoutes({ botToken: DEV_BOT_TOKEN, database: () => database.db });
      const html = await (await linked.request(`http://localhost${DEV_TELEGRAM_PATH}`)).text();
      expect(html).toContain('администратор admin@example.ru, id 555');
      expect(html).not.toContain('unlinked@example.ru');
      expect(html.indexOf('Ольга')).toBeLessThan(html.indexOf('Анна Студентова'));
    } finally {
      await database.close();
    }
  });

  it('redirects to the app as Telegram would open it, signed with the dev token', async () => {
    const response = await app.request(
      `http://localhost:5173${DEV_TELEGRAM_PATH}open?id=42&first_name=${encodeURIComponent('Иван')}&start=vacancy_3&path=/vacancies/&theme=dark&platform=android`,
    );
    expect(response.status).toBe(302);
    const { url, hash, initData } = launchOf(response.headers.get('location') ?? '');
    expect(url.origin).toBe('http://localhost:5173');
    expect(url.pathname).toBe('/vacancies/');
    expect(url.searchParams.get('tgWebAppStartParam')).toBe('vacancy_3');
    expect(hash.get('tgWebAppPlatform')).toBe('android');
    expect(JSON.parse(hash.get('tgWebAppThemeParams') ?? '{}')).toMatchObject({ bg_color: '#000000' });
    expect(validateInitData(initData, DEV_BOT_TOKEN, 60, new Date())).toMatchObject({
      ok: true,
      user: { id: 42, firstName: 'Иван' },
      startParam: 'vacancy_3',
    });
  });

  it.each([
    ['a non-numeric id', 'id=abc&first_name=A'],
    ['no first name', 'id=1&first_name='],
    ['a start parameter Telegram would refuse', 'id=1&first_name=A&start=a%20b'],
    ['another origin', 'id=1&first_name=A&path=//evil.example/'],
    ['an absolute URL', 'id=1&first_name=A&path=https://evil.example/'],
  ])('refuses %s', async (_case, query) => {
    const response = await app.request(`http://localhost${DEV_TELEGRAM_PATH}open?${query}`);
    expect(response.status).toBe(400);
  });
});
