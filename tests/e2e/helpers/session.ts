/**
 * The session fixture of journeys whose subject is not signing in: the account signs in through
 * the API, as the login form would, and the browser profile starts with what a sign-in leaves —
 * the HttpOnly session cookie and the stored `auth` record (docs/product.md#stored-data) — so the
 * journey opens its first screen already signed in. Signing in itself is held by the journeys that
 * are about it (sign-in, two-factor, registration, recovery, first-admin, the Telegram sign-ins).
 */
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { DEMO_COMPANY_EMAIL, DEMO_PASSWORD, DEMO_STUDENT_EMAIL } from '../../../src/server/demo/seed-demo';
import { STORAGE_KEYS } from '../../../src/shared/constants';
import type { AccountKind, StoredAuth } from '../../../src/shared/contract/auth.contract';
import { passSecondFactorByApi, postJson } from './admin-totp';
import { ADMIN, DESKTOP, openPage, type Viewport } from './journey';

export type Account = { email: string; password: string; kind: AccountKind };

/** The accounts of the journeys' demo board (tests/e2e/helpers/demo-seed.ts). */
export const ADMIN_ACCOUNT: Account = { ...ADMIN, kind: 'admin' };
export const DEMO_STUDENT: Account = { email: DEMO_STUDENT_EMAIL, password: DEMO_PASSWORD, kind: 'student' };
export const DEMO_COMPANY: Account = { email: DEMO_COMPANY_EMAIL, password: DEMO_PASSWORD, kind: 'company' };

/** A full session: the server it is on, its cookie («name=value») and the record the client keeps. */
type ApiSession = { url: string; cookie: string; auth: StoredAuth };

/**
 * Signs `account` in through /api/login/ — an admin also through the second factor, by a recovery
 * code once enrolled (tests/e2e/helpers/admin-totp.ts) — and answers the full session.
 */
export async function signInByApi(url: string, account: Account): Promise<ApiSession> {
  const { email, password, kind } = account;
  const login = await postJson(url, '/api/login/', null, { email, password, kind });
  if (login.status !== 200 || !login.cookie)
    throw new Error(`${kind} ${email} sign-in: HTTP ${login.status}`);
  const full = kind === 'admin' ? await passSecondFactorByApi(url, email, login) : login;
  const token = full.data.token;
  if (full.status !== 200 || typeof token !== 'string' || !full.cookie) {
    throw new Error(`${kind} ${email}: no full session (HTTP ${full.status})`);
  }
  return { url, cookie: full.cookie, auth: { token, kind } };
}

/** What a browser profile holds after that sign-in: the cookie and the stored `auth` record. */
function signedInState(session: ApiSession): BrowserContextOptions['storageState'] {
  const [name = '', value = ''] = session.cookie.split(/=(.*)/s);
  return {
    cookies: [
      {
        name,
        value,
        domain: new URL(session.url).hostname,
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [
      {
        origin: session.url,
        localStorage: [{ name: STORAGE_KEYS.auth, value: JSON.stringify(session.auth) }],
      },
    ],
  };
}

/**
 * A fresh browser profile signed in as `account` (what openPage answers): no page is loaded yet,
 * so a journey adds its watchers and init scripts first, then opens its first screen.
 */
export async function openSignedInPage(
  browser: Browser,
  url: string,
  account: Account,
  viewport: Viewport = DESKTOP,
) {
  return openPage(browser, viewport, signedInState(await signInByApi(url, account)));
}
