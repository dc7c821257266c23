import {
  secondFactorChallenge,
  secondFactorReset,
  secondFactorVerify,
  telegramConfirmationAsk,
  telegramConfirmationPoll,
  totpConfirm,
  totpStart,
} from '../../shared/contract/endpoints/two-factor.endpoints';
import { twoFactorMessages } from '../../shared/contract/two-factor.contract';
import type { DomainDeps } from '../domain/deps';
import { challengeFor } from '../domain/two-factor/factor';
import { resetSecondFactor } from '../domain/two-factor/reset-second-factor';
import {
  confirmTotpEnrolment,
  type PassResult,
  startTotpEnrolment,
  verifySecondFactor,
} from '../domain/two-factor/second-factor';
import { askTelegram, pollTelegram } from '../domain/two-factor/telegram-confirmation';
import type { AppContext } from '../http/context';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { rateLimited } from '../http/rate-limited';
import { type CookiePolicy, writeSessionCookie } from '../http/session-cookie';

type TwoFactorRouteOptions = {
  deps: DomainDeps;
  cookie: CookiePolicy;
  botConfigured: boolean;
  /** Where the notice of a link made by passing the factor points its undo link. */
  linkBase: () => string;
};

/**
 * /api/two-factor/…: the admin's second factor (docs/decisions/016). Enrolment and verification
 * take the pending session only (`second-factor`: 401 for anyone else, a full session too); the
 * reset takes a full admin session.
 */
export function twoFactorRoutes({ deps, cookie, botConfigured, linkBase }: TwoFactorRouteOptions) {
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

  return new DeclaredRoutes()
    .on(secondFactorChallenge, async (c, pending) => {
      c.header('Cache-Control', 'no-store');
      return ok(c, await challengeFor(deps.db, pending.adminId, botConfigured));
    })
    .on(totpStart, async (c, pending) => {
      const result = await startTotpEnrolment(deps, pending);
      c.header('Cache-Control', 'no-store');
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(totpConfirm, async (c, pending) =>
      passed(c, await confirmTotpEnrolment(deps, pending, c.req.valid('json').code, linkBase())),
    )
    .on(secondFactorVerify, async (c, pending) =>
      passed(c, await verifySecondFactor(deps, pending, c.req.valid('json').code, linkBase())),
    )
    .on(telegramConfirmationAsk, async (c, pending) => {
      const result = await askTelegram(deps, pending);
      if (!result.ok && result.reason === 'rate-limited') return passed(c, result);
      return result.ok ? ok(c, null) : failFromDomain(c, result);
    })
    .on(telegramConfirmationPoll, async (c, pending) => {
      c.header('Cache-Control', 'no-store');
      const poll = await pollTelegram(deps, pending, linkBase());
      if ('state' in poll) {
        if (poll.state === 'declined') return fail(c, 403, twoFactorMessages.telegramDeclined);
        return ok(c, { state: poll.state });
      }
      return passed(c, poll);
    })
    .on(secondFactorReset, async (c, session) => {
      const result = await resetSecondFactor(deps, session.accountId, c.req.valid('json').adminId);
      return result.ok ? ok(c, null) : failFromDomain(c, result);
    });
}
