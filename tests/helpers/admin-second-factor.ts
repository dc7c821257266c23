/**
 * Signs an admin in as a person would: password, then the second factor (docs/decisions/016).
 * The first time the helper enrols TOTP through the API; it reads the secret back from the
 * database (as the admin's authenticator app would hold it) and computes codes from it.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { adminSecondFactors, admins } from '../../src/server/db/schema';
import { TOTP_STEP_SECONDS, totpCode, totpStep } from '../../src/server/domain/two-factor/totp';
import { cookiePair, type createTestApp } from './test-app';

type TestApp = ReturnType<typeof createTestApp>;

/** The code of the first step in the window that was not used yet; moves the clock if all were. */
export async function nextTotpCode(t: TestApp, db: Database, adminId: number): Promise<string> {
  const [factor] = await db.select().from(adminSecondFactors).where(eq(adminSecondFactors.adminId, adminId));
  if (!factor?.totpSecret) throw new Error(`admin ${adminId} has no TOTP secret`);
  let step = totpStep(t.clock.now()) - 1;
  if (factor.totpLastStep !== null && step <= factor.totpLastStep) {
    step = factor.totpLastStep + 1;
    // A step only one ahead of now is accepted: wait (on the test clock) until it is.
    while (step > totpStep(t.clock.now()) + 1) t.clock.advance(TOTP_STEP_SECONDS * 1000);
  }
  return totpCode(factor.totpSecret, step);
}

type AdminSignIn = { cookie: string; recoveryCodes: string[] };

/** Password, then enrol (first time) or verify TOTP; answers the full session's cookie. */
export async function signInAdmin(
  t: TestApp,
  db: Database,
  email: string,
  password: string,
): Promise<AdminSignIn> {
  const login = await t.api('POST', '/api/login/', { json: { email, password, kind: 'admin' } });
  if (login.status !== 200) throw new Error(`admin login ${login.status}: ${login.text}`);
  const pending = cookiePair(login.headers.get('set-cookie'));
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  if (!admin) throw new Error(`no admin ${email}`);
  const challenge = login.body.data as { secondFactor: 'enrol' | 'verify' };
  let recoveryCodes: string[] = [];
  let passed: Awaited<ReturnType<TestApp['api']>>;
  if (challenge.secondFactor === 'enrol') {
    const start = await t.api('POST', '/api/two-factor/totp/start/', { cookie: pending, json: {} });
    if (start.status !== 200) throw new Error(`enrol ${start.status}: ${start.text}`);
    const code = await nextTotpCode(t, db, admin.id);
    passed = await t.api('POST', '/api/two-factor/totp/confirm/', { cookie: pending, json: { code } });
    recoveryCodes = ((passed.body.data as { recoveryCodes?: string[] } | null)?.recoveryCodes ?? []).slice();
  } else {
    const code = await nextTotpCode(t, db, admin.id);
    passed = await t.api('POST', '/api/two-factor/verify/', { cookie: pending, json: { code } });
  }
  if (passed.status !== 200) throw new Error(`second factor ${passed.status}: ${passed.text}`);
  return { cookie: cookiePair(passed.headers.get('set-cookie')), recoveryCodes };
}
