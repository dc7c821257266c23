/**
 * The admin's authenticator app for journeys against a real server (docs/decisions/016): the
 * secret is read from the enrolment screen or answer, as a person would scan it, and codes are
 * computed from it; the recovery codes shown at enrolment are kept beside it.
 */
import type { Page } from 'playwright-core';
import { totpCode, totpStep } from '../../../src/server/domain/two-factor/totp';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../../src/shared/constants';

type App = { secret: string; lastStep: number; codes: number; recoveryCodes: string[] };
const apps = new Map<string, App>();

/**
 * A code is accepted once, so each sign-in takes the next unused 30-second step: now's, or the
 * next one once now's is used. A third code could be due only when a further step begins, up to
 * 30 s later, and no journey waits for that: an app gives two codes per enrolment.
 */
const CODES_PER_JOURNEY = 2;

export function rememberSecret(email: string, secret: string): void {
  apps.set(email, {
    secret: secret.replace(/\s/g, ''),
    lastStep: Number.NEGATIVE_INFINITY,
    codes: 0,
    recoveryCodes: [],
  });
}

/** Keeps the recovery codes an enrolment showed (the session fixture signs in with them). */
function rememberRecoveryCodes(email: string, codes: readonly string[]): void {
  const app = apps.get(email);
  if (app) app.recoveryCodes = [...codes];
}

/** A kept recovery code nothing has used yet (from the end of the list), or null. */
function takeRecoveryCode(email: string): string | null {
  return apps.get(email)?.recoveryCodes.pop() ?? null;
}

/** The next code of `email`'s app that the server has not seen (never more than two: see above). */
export function nextCode(email: string): string {
  const app = apps.get(email);
  if (!app) throw new Error(`no authenticator for ${email}`);
  if (app.codes >= CODES_PER_JOURNEY) {
    throw new Error(
      `${email}'s authenticator already gave ${CODES_PER_JOURNEY} codes: a third would wait for the next ` +
        '30-second step. Sign the other sessions in with openSignedInPage (tests/e2e/helpers/session.ts, ' +
        'a recovery code) or seed a second admin.',
    );
  }
  // Never the step before now: if a step boundary passed before the server checks it, it would
  // be two steps old and refused. Now or the next one stay valid for at least 30 seconds.
  const step = Math.max(totpStep(new Date()), app.lastStep + 1);
  app.lastStep = step;
  app.codes += 1;
  return totpCode(app.secret, step);
}

type ApiAnswer = { status: number; data: Record<string, unknown>; cookie: string | null };

/** A JSON POST as the app sends it; the answer's data and its session cookie («sid=…»), if set. */
export async function postJson(
  url: string,
  path: string,
  cookie: string | null,
  body: unknown,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {
    [XHR_HEADER]: XHR_HEADER_VALUE,
    'Content-Type': 'application/json',
  };
  if (cookie) headers.Cookie = cookie;
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await response.json()) as { data?: Record<string, unknown> | null };
  const set = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
  return { status: response.status, data: json.data ?? {}, cookie: set?.split(';')[0] ?? null };
}

/**
 * The second factor through the API, after the password (`login`, the pending session): the first
 * time it enrols the app (one code) and keeps the recovery codes; later it spends a kept recovery
 * code if there is one, so it takes no code step from the journey's own sign-ins.
 */
export async function passSecondFactorByApi(
  url: string,
  email: string,
  login: ApiAnswer,
): Promise<ApiAnswer> {
  if (login.data.secondFactor === 'enrol') {
    const start = await postJson(url, '/api/two-factor/totp/start/', login.cookie, {});
    rememberSecret(email, String(start.data.secret));
    const code = nextCode(email);
    const passed = await postJson(url, '/api/two-factor/totp/confirm/', login.cookie, { code });
    const codes = passed.data.recoveryCodes;
    rememberRecoveryCodes(email, Array.isArray(codes) ? codes.map(String) : []);
    return passed;
  }
  const code = takeRecoveryCode(email) ?? nextCode(email);
  return postJson(url, '/api/two-factor/verify/', login.cookie, { code });
}

/** Password, then the second factor through the API; the full session's cookie («sid=…»). */
export async function signInAdminByApi(url: string, email: string, password: string): Promise<string> {
  const login = await postJson(url, '/api/login/', null, { email, password, kind: 'admin' });
  if (login.status !== 200 || !login.cookie) throw new Error(`admin sign-in: HTTP ${login.status}`);
  const passed = await passSecondFactorByApi(url, email, login);
  if (passed.status !== 200 || !passed.cookie) throw new Error(`admin second factor: HTTP ${passed.status}`);
  return passed.cookie;
}

/**
 * On /login/admin/ after «Войти»: enrols the app (first time: reads the secret on screen, keeps
 * the recovery codes) or enters the next code. Returns the recovery codes of an enrolment.
 */
export async function passSecondFactor(page: Page, email: string): Promise<string[]> {
  const enrol = page.getByRole('button', { name: 'Настроить приложение' });
  const code = page.getByLabel('Код из приложения или резервный код');
  await enrol.or(code).first().waitFor({ timeout: 15_000 });
  if (await code.isVisible()) {
    await code.fill(nextCode(email));
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    return [];
  }
  await enrol.click();
  const secret = (await page.getByTestId('totp-secret').textContent({ timeout: 15_000 })) ?? '';
  rememberSecret(email, secret);
  await page.getByLabel('Код из приложения', { exact: true }).fill(nextCode(email));
  await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  const list = page.getByRole('list', { name: 'Резервные коды' });
  await list.waitFor({ timeout: 15_000 });
  const codes = (await list.locator('code').allTextContents()).map((text) => text.trim());
  rememberRecoveryCodes(email, codes);
  await page.getByRole('button', { name: 'Я сохранил коды' }).click();
  return codes;
}

/**
 * Inside the Mini App: an admin's launch asks for the code (docs/decisions/016); enter the next
 * one, and wait until the app has returned to the screen it was opened on (the code step gone),
 * so the journey's next step reads that screen, not one the return is about to replace.
 */
export async function passMiniAppSecondFactor(page: Page, email: string): Promise<void> {
  const code = page.getByLabel('Код из приложения или резервный код');
  await code.waitFor({ timeout: 15_000 });
  await code.fill(nextCode(email));
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await code.waitFor({ state: 'detached', timeout: 15_000 });
}
