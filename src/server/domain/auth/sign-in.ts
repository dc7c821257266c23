import type { LoginRequest, SessionData } from '../../../shared/contract/auth.contract';
import { verifyPassword } from '../../auth/passwords';
import { type RateLimitRule, takeAttempt } from '../../auth/rate-limit';
import { createSession, markTelegramSession } from '../../auth/sessions';
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
 * account): failed attempts are counted per account and per client address.
 */
export const LOGIN_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 50, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

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
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

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
  const attempt = await takeAttempt(
    deps.db,
    [
      [`login:account:${input.kind === 'admin' ? 'admin' : 'user'}:${input.email}`, LOGIN_LIMITS.perAccount],
      [`login:address:${input.address}`, LOGIN_LIMITS.perAddress],
    ],
    now,
  );
  if (!attempt.ok) return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };

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
