/**
 * DEVELOPMENT ONLY (`npm run dev -- --telegram`): `GET /dev/telegram/` lists Telegram users to
 * open the app as, and `GET /dev/telegram/open` redirects to the app's URL exactly as a Telegram
 * client would open it, with initData signed by the dev bot token. The client's dev host
 * (src/client/platform/telegram/dev-host.ts) then plays the Telegram client in the tab.
 *
 * Mounted by src/server/dev.ts only, in front of the app: production (start.ts) never serves it.
 */
import { isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { START_PARAM_RE } from '../../shared/start-param';
import type { Database } from '../db/client';
import { admins, companies, students } from '../db/schema';
import { DARK_THEME, LIGHT_THEME, miniAppLaunchUrl, signInitData } from './mini-app-launch';

export const DEV_TELEGRAM_PATH = '/dev/telegram/';

interface DevTelegramOptions {
  readonly botToken: string;
  /** The database once the server has opened it (null while it starts). */
  readonly database: () => Database | null;
}

interface DevUser {
  readonly id: number;
  readonly firstName: string;
  readonly lastName?: string;
  readonly note: string;
}

/** Telegram users no account is linked to (until you link one by signing in inside the Mini App). */
const NEW_USERS: readonly DevUser[] = [
  { id: 700_000_101, firstName: 'Анна', lastName: 'Студентова', note: 'новый пользователь Telegram' },
  { id: 700_000_102, firstName: 'Иван', lastName: 'Кадров', note: 'новый пользователь Telegram' },
];

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function linkedUsers(db: Database | null): Promise<DevUser[]> {
  if (!db) return [];
  const [adminRows, studentRows, companyRows] = await Promise.all([
    db
      .select({ id: admins.telegramUserId, name: admins.name, email: admins.email })
      .from(admins)
      .where(isNotNull(admins.telegramUserId))
      .limit(5),
    db
      .select({ id: students.telegramUserId, name: students.firstName, email: students.email })
      .from(students)
      .where(isNotNull(students.telegramUserId))
      .limit(10),
    db
      .select({ id: companies.telegramUserId, name: companies.name, email: companies.email })
      .from(companies)
      .where(isNotNull(companies.telegramUserId))
      .limit(10),
  ]);
  const of = (rows: typeof adminRows, kind: string): DevUser[] =>
    rows.flatMap((row) =>
      row.id === null ? [] : [{ id: row.id, firstName: row.name, note: `${kind} ${row.email}` }],
    );
  return [...of(adminRows, 'администратор'), ...of(studentRows, 'студент'), ...of(companyRows, 'компания')];
}

function userLink(user: DevUser): string {
  const query = new URLSearchParams({ id: String(user.id), first_name: user.firstName });
  if (user.lastName) query.set('last_name', user.lastName);
  const label = `${user.firstName}${user.lastName ? ` ${user.lastName}` : ''}`;
  return `<li><a target="_blank" href="${DEV_TELEGRAM_PATH}open?${escapeHtml(query.toString())}">${escapeHtml(label)}</a> — ${escapeHtml(user.note)}, id ${user.id}</li>`;
}

function page(users: readonly DevUser[]): string {
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Telegram (разработка)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.5rem 0}input,select{font:inherit;margin-left:.5rem}</style></head>
<body>
<h1>Mini App в браузере (разработка)</h1>
<p>Открывает приложение так, как его открывает Telegram: подписанные initData и параметры запуска в адресе,
в новой вкладке (у WebView Telegram нет истории до Mini App). Клиент Telegram в ней изображает
<code>dev-host.ts</code>: кнопки «Назад» и MainButton рисуются поверх страницы.</p>
<h2>Пользователи</h2>
<ul>${users.map(userLink).join('')}</ul>
<p>Связанные аккаунты появляются здесь, когда пользователь Telegram войдёт в Mini App по email и паролю.</p>
<h2>Свой пользователь</h2>
<form method="get" action="${DEV_TELEGRAM_PATH}open" target="_blank">
<label>Telegram id <input name="id" required pattern="\\d{1,15}" value="700000199"></label>
<label>Имя <input name="first_name" required value="Тест"></label>
<label>Фамилия <input name="last_name"></label>
<label>Username <input name="username" pattern="\\w{0,32}"></label>
<label>Параметр запуска (startapp) <input name="start" pattern="[\\w\\-]{0,512}" placeholder="vacancy_1"></label>
<label>Экран <input name="path" value="/"></label>
<label>Тема <select name="theme"><option value="light">светлая</option><option value="dark">тёмная</option></select></label>
<label>Платформа <select name="platform"><option>ios</option><option>android</option><option>tdesktop</option></select></label>
<button type="submit">Открыть как Mini App</button>
</form>
</body></html>`;
}

const ID_RE = /^\d{1,15}$/;
const PLATFORM_RE = /^(ios|android|tdesktop|macos|weba|webk)$/;

/** The routes of the dev page; `origin` is where the app itself is served. */
export function devTelegramRoutes(options: DevTelegramOptions): Hono {
  const app = new Hono();
  app.get(DEV_TELEGRAM_PATH, async (c) => {
    const users = [...(await linkedUsers(options.database())), ...NEW_USERS];
    c.header('Cache-Control', 'no-store');
    return c.html(page(users));
  });
  app.get(`${DEV_TELEGRAM_PATH}open`, (c) => {
    const id = c.req.query('id') ?? '';
    const firstName = (c.req.query('first_name') ?? '').trim();
    const start = c.req.query('start') ?? '';
    const path = c.req.query('path') || '/';
    const platform = c.req.query('platform') || 'ios';
    if (!ID_RE.test(id) || !firstName || !START_PARAM_RE.test(start) || !PLATFORM_RE.test(platform)) {
      return c.text('Неверные параметры: id — цифры, имя обязательно, startapp — [A-Za-z0-9_-].', 400);
    }
    // Only in-app paths: never an open redirect to another origin.
    if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
      return c.text('Экран — путь внутри приложения, например /vacancies/.', 400);
    }
    const lastName = c.req.query('last_name')?.trim();
    const username = c.req.query('username')?.trim();
    const initData = signInitData({
      botToken: options.botToken,
      user: {
        id: Number(id),
        first_name: firstName,
        ...(lastName ? { last_name: lastName } : {}),
        ...(username ? { username } : {}),
        language_code: 'ru',
      },
      startParam: start || undefined,
    });
    const location = miniAppLaunchUrl({
      baseUrl: new URL(c.req.url).origin,
      path,
      initData,
      startParam: start || undefined,
      themeParams: c.req.query('theme') === 'dark' ? DARK_THEME : LIGHT_THEME,
      platform,
    });
    c.header('Cache-Control', 'no-store');
    return c.redirect(location, 302);
  });
  return app;
}
