import { Hono } from 'hono';
import {
  SecondFactorResetInputSchema,
  SecondFactorVerifyInputSchema,
  TotpConfirmInputSchema,
  twoFactorMessages,
} from '../../shared/contract/two-factor';
import type { DomainDeps } from '../domain/deps';
import { challengeFor } from '../domain/two-factor/factor';
import type { PendingRecord } from '../domain/two-factor/pending';
import { resetSecondFactor } from '../domain/two-factor/reset-second-factor';
import {
  confirmTotpEnrolment,
  type PassResult,
  startTotpEnrolment,
  verifySecondFactor,
} from '../domain/two-factor/second-factor';
import { askTelegram, pollTelegram } from '../domain/two-factor/telegram-confirmation';
import type { AppContext, AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { rateLimited } from '../http/rate-limited';
import { requireAccount } from '../http/require-account';
import { type CookiePolicy, writeSessionCookie } from '../http/session-cookie';

export type TwoFactorRouteOptions = { deps: DomainDeps; cookie: CookiePolicy; botConfigured: boolean };

type Pending = { ok: true; pending: PendingRecord } | { ok: false; response: Response };

/** The pending session of an admin who passed the password; 401 for anyone else (a full session too). */
function requirePending(c: AppContext): Pending {
  const pending = c.get('pendingSecondFactor');
  if (pending) return { ok: true, pending };
  return { ok: false, response: fail(c, 401, twoFactorMessages.notPending) };
}

/**
 * /api/two-factor/…: the admin's second factor (docs/decisions/016). Enrolment and verification
 * take the pending session only; the reset takes a full admin session.
 */
export function twoFactorRoutes({ deps, cookie, botConfigured }: TwoFactorRouteOptions) {
  const app = new Hono<AppEnv>();

  /** Writes the new full session like a sign-in does; inside Telegram also as a bearer. */
  function passed(c: AppContext, result: PassResult): Response {
    if (!result.ok) {
      if (result.reason !== 'rate-limited') return failFromDomain(c, result);
      return rateLimited(c, twoFactorMessages.rateLimited, result.retryAfterSeconds);
    }
    const { upgraded } = result;
    writeSessionCookie(c, cookie, upgraded.credential, upgraded.expiresAt);
    c.header('Cache-Control', 'no-store');
    const viaBearer = /^Bearer /.test(c.req.header('authorization') ?? '');
    return ok(c, {
      ...upgraded.session,
      ...(viaBearer ? { bearer: upgraded.credential } : {}),
      ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
    });
  }

  app.get('/two-factor/challenge/', async (c) => {
    const pending = requirePending(c);
    if (!pending.ok) return pending.response;
    c.header('Cache-Control', 'no-store');
    return ok(c, await challengeFor(deps.db, pending.pending.adminId, botConfigured));
  });

  app.post('/two-factor/totp/start/', async (c) => {
    const pending = requirePending(c);
    if (!pending.ok) return pending.response;
    const result = await startTotpEnrolment(deps, pending.pending);
    c.header('Cache-Control', 'no-store');
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post('/two-factor/totp/confirm/', async (c) => {
    const pending = requirePending(c);
    if (!pending.ok) return pending.response;
    const body = await parseJsonBody(c, TotpConfirmInputSchema);
    if (!body.ok) return body.response;
    return passed(c, await confirmTotpEnrolment(deps, pending.pending, body.value.code));
  });

  app.post('/two-factor/verify/', async (c) => {
    const pending = requirePending(c);
    if (!pending.ok) return pending.response;
    const body = await parseJsonBody(c, SecondFactorVerifyInputSchema);
    if (!body.ok) return body.response;
    return passed(c, await verifySecondFactor(deps, pending.pending, body.value.code));
  });

  app.post('/two-factor/telegram/ask/', async (c) => {
    const pending = requirePending(c);
    if (!pending.ok) return pending.response;
    const result = await askTelegram(deps, pending.pending);
    if (!result.ok && result.reason === 'rate-limited') return passed(c, result);
    return result.ok ? ok(c, null) : failFromDomain(c, result);
  });

  app.get('/two-factor/telegram/', async (c) => {
    const pending = requirePending(c);
    if (!pending.ok) return pending.response;
    c.header('Cache-Control', 'no-store');
    const poll = await pollTelegram(deps, pending.pending);
    if ('state' in poll) {
      if (poll.state === 'declined') return fail(c, 403, twoFactorMessages.telegramDeclined);
      return ok(c, { state: poll.state });
    }
    return passed(c, poll);
  });

  app.post('/two-factor/reset/', async (c) => {
    const allowed = requireAccount(c, ['admin']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, SecondFactorResetInputSchema);
    if (!body.ok) return body.response;
    const result = await resetSecondFactor(deps, allowed.session.accountId, body.value.adminId);
    return result.ok ? ok(c, null) : failFromDomain(c, result);
  });

  return app;
}
