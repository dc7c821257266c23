/**
 * The admin's authenticator app for journeys against a real server (docs/decisions/016): the
 * secret is read from the enrolment screen or answer, as a person would scan it, and codes are
 * computed from it. A code is accepted once, so each sign-in takes the next unused 30-second
 * step (now or the next one), waiting when both were used.
 */
import type { Page } from 'playwright-core';
import { totpCode, totpStep } from '../../../src/server/domain/two-factor/totp';

const apps = new Map<string, { secret: string; lastStep: number }>();

export function rememberSecret(email: string, secret: string): void {
  apps.set(email, { secret: secret.replace(/\s/g, ''), lastStep: Number.NEGATIVE_INFINITY });
}

/** The next code of `email`'s app that the server has not seen. */
export async function nextCode(email: string): Promise<string> {
  const app = apps.get(email);
  if (!app) throw new Error(`no authenticator for ${email}`);
  // Never the step before now: if a step boundary passed before the server checks it, it would
  // be two steps old and refused. Now or the next one stay valid for at least 30 seconds.
  let step = Math.max(totpStep(new Date()), app.lastStep + 1);
  while (step > totpStep(new Date()) + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step = Math.max(totpStep(new Date()), app.lastStep + 1);
  }
  app.lastStep = step;
  return totpCode(app.secret, step);
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

async function post(url: string, path: string, cookie: string | null, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: cookie ? { ...XHR, Cookie: cookie } : XHR,
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: Record<string, unknown> };
  return {
    status: response.status,
    data: json.data ?? {},
    cookie: response.headers.get('set-cookie')?.split(';')[0],
  };
}

/** Password, then enrol or verify TOTP through the API; the full session's cookie. */
export async function signInAdminByApi(url: string, email: string, password: string): Promise<string> {
  const login = await post(url, '/api/login/', null, { email, password, kind: 'admin' });
  if (login.status !== 200 || !login.cookie) throw new Error(`admin sign-in: HTTP ${login.status}`);
  let passed: Awaited<ReturnType<typeof post>>;
  if (login.data.secondFactor === 'enrol') {
    const start = await post(url, '/api/two-factor/totp/start/', login.cookie, {});
    rememberSecret(email, String(start.data.secret));
    passed = await post(url, '/api/two-factor/totp/confirm/', login.cookie, { code: await nextCode(email) });
  } else {
    passed = await post(url, '/api/two-factor/verify/', login.cookie, { code: await nextCode(email) });
  }
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
    await code.fill(await nextCode(email));
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    return [];
  }
  await enrol.click();
  const secret = (await page.getByTestId('totp-secret').textContent({ timeout: 15_000 })) ?? '';
  rememberSecret(email, secret);
  await page.getByLabel('Код из приложения', { exact: true }).fill(await nextCode(email));
  await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  const list = page.getByRole('list', { name: 'Резервные коды' });
  await list.waitFor({ timeout: 15_000 });
  const codes = (await list.locator('code').allTextContents()).map((text) => text.trim());
  await page.getByRole('button', { name: 'Я сохранил коды' }).click();
  return codes;
}

/**
 * Inside the Mini App: an admin's launch asks for the code (docs/decisions/016); enter the next
 * one, after which the app returns to the screen it was opened on.
 */
export async function passMiniAppSecondFactor(page: Page, email: string): Promise<void> {
  const code = page.getByLabel('Код из приложения или резервный код');
  await code.waitFor({ timeout: 15_000 });
  await code.fill(await nextCode(email));
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}
