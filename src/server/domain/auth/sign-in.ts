import type { LoginRequest, SessionData } from '../../../shared/contract/auth.contract';
import { verifyPassword } from '../../auth/passwords';
import {
  clearRateLimit,
  clearRateLimitsStartingWith,
  type RateLimitRule,
  takeAttempt,
} from '../../auth/rate-limit';
import { createSession, markTelegramSession } from '../../auth/sessions';
import type { Executor } from '../../db/client';
import {
  type AccountWithSecret,
  findAccountByEmail,
  findUserAccountsByEmail,
} from '../accounts/find-account';
import type { DomainDeps } from '../deps';
import { upsertTelegramUser } from '../telegram/telegram-accounts';
import { linkAndTell, type NewLink } from '../telegram-link/link-notice';
import { markSessionPending } from '../two-factor/pending';

/**
 * Brute-force limits (ASVS 6.1.1, 6.3.1; ASVS 4 2.2.1 allows at most 100 failures an hour per
 * account), laid out so that an attacker cannot lock the owner out (docs/decisions/056):
 * - per account and address: what one address may guess at one account. Past it, that address
 *   waits; the owner elsewhere signs in as before.
 * - per address: one address guessing across many accounts.
 * - per account, whatever the address: the ceiling a distributed attacker meets (one address
 *   alone cannot reach it: 4 windows of 10 an hour). Past it, the account waits, and the owner
 *   lifts it at once with the recovery link (`unlockSignIn`, called by the password reset) or
 *   signs in through Telegram, which takes no password.
 * Every unit is taken before the password is checked, and a success gives its units back.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 50, windowMs: 15 * 60_000 },
  perAccount: { limit: 100, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** Student and company accounts share one sign-in (docs/decisions/050); admins have theirs. */
type LoginScope = 'admin' | 'user';

const accountKey = (scope: LoginScope, email: string) => `login:account:${scope}:${email}`;
const pairPrefix = (scope: LoginScope, email: string) => `login:pair:${scope}:${email}:`;

/**
 * The recovery link proves the mailbox: the account's failed sign-ins are forgotten, from every
 * address, so the owner signs in with the new password at once.
 */
export async function unlockSignIn(db: Executor, scope: LoginScope, email: string): Promise<void> {
  await clearRateLimit(db, accountKey(scope, email));
  await clearRateLimitsStartingWith(db, pairPrefix(scope, email));
}

type SignInResult =
  | {
      ok: true;
      session: SessionData;
      credential: string;
      expiresAt: Date;
      /** An admin's session waits for the second factor (docs/decisions/016). */
      secondFactorPending: boolean;
    }
  | { ok: false; reason: 'invalid' }
  /** `account`: the account's ceiling, which the recovery link lifts; `address`: this address's. */
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number; limit: 'account' | 'address' };

/**
 * POST /api/login/. `link`: the Telegram user of a sign-in inside the Mini App, linked to the
 * account (docs/decisions/013). The session, the link, the session's Telegram mark and the
 * link's notice are one transaction: a failure anywhere leaves no session and no link. An admin's
 * session waits for the second factor instead: it carries the Telegram user's mark, and the link
 * and its notice are made when the factor is passed (upgradePendingSession, docs/decisions/016).
 */
export async function signIn(
  deps: DomainDeps,
  input: LoginRequest & { address: string; link?: NewLink | null },
): Promise<SignInResult> {
  const now = deps.now();
  // Counted before the password is checked (docs/decisions/013): a parallel burst cannot get
  // more guesses checked than the limit; a success gives its unit back.
  // Per email, not per tab: switching «Я студент» and «Я компания» gives no extra guesses.
  const scope: LoginScope = input.kind === 'admin' ? 'admin' : 'user';
  const ceiling = accountKey(scope, input.email);
  const attempt = await takeAttempt(
    deps.db,
    [
      [`${pairPrefix(scope, input.email)}${input.address}`, LOGIN_LIMITS.perAccountAndAddress],
      [`login:address:${input.address}`, LOGIN_LIMITS.perAddress],
      [ceiling, LOGIN_LIMITS.perAccount],
    ],
    now,
  );
  if (!attempt.ok) {
    const limit = attempt.refusedBy === ceiling ? 'account' : 'address';
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds, limit };
  }

  const account = await checkPassword(deps, input);
  if (!account) return { ok: false, reason: 'invalid' };

  await attempt.release();
  const secondFactorPending = account.kind === 'admin';
  const link = input.link;
  const created = await deps.db.transaction(async (tx) => {
    const opened = await createSession(tx, account, now);
    if (secondFactorPending) {
      await markSessionPending(tx, opened.handle, account.id, now);
      // Names kept for the link made after the factor; the link itself waits for it.
      if (link) await upsertTelegramUser(tx, link.user, now);
    } else if (link) await linkAndTell(deps, tx, account, link);
    if (link) await markTelegramSession(tx, opened.handle, link.user.id);
    return opened;
  });
  const { passwordHash: _secret, ...publicAccount } = account;
  return {
    ok: true,
    session: { kind: account.kind, token: created.handle, account: publicAccount },
    credential: created.credential,
    expiresAt: created.expiresAt,
    secondFactorPending,
  };
}

/**
 * The account whose password this is. /login/admin/ (kind 'admin') looks at admins only; /login/
 * finds the student or company account by its email whatever tab was chosen (docs/decisions/050).
 * One argon2 verification whether or not the email is known (src/server/auth/passwords.ts); an
 * email held by both a student and a company verifies both at once, so the wall time stays that
 * of one, and the chosen kind wins when the password fits both.
 */
async function checkPassword(
  deps: DomainDeps,
  input: Pick<LoginRequest, 'email' | 'password' | 'kind'>,
): Promise<AccountWithSecret | null> {
  if (input.kind === 'admin') {
    const admin = await findAccountByEmail(deps.db, 'admin', input.email);
    return (await verifyPassword(admin?.passwordHash ?? null, input.password)) ? admin : null;
  }
  const candidates = await findUserAccountsByEmail(deps.db, input.email, input.kind);
  if (candidates.length === 0) {
    await verifyPassword(null, input.password);
    return null;
  }
  const verdicts = await Promise.all(
    candidates.map((candidate) => verifyPassword(candidate.passwordHash, input.password)),
  );
  return candidates.find((_, index) => verdicts[index]) ?? null;
}
