import { and, eq, isNull } from 'drizzle-orm';
import type { SendMailRequest } from '../../../shared/contract/password.contract';
import { paths } from '../../../shared/paths';
import { hitRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import { hashToken, randomToken } from '../../auth/tokens';
import { passwordResets } from '../../db/schema';
import { findUserAccountsByEmail } from '../accounts/find-account';
import type { DomainDeps } from '../deps';
import { enqueueMail } from '../outbox/enqueue';
import { resetMail } from './reset-mail';

/**
 * How long a recovery link lives. ASVS 6.5.5 asks 10 minutes of out-of-band *codes*; a link
 * read in a mailbox needs a little longer to arrive and be opened on another device, so 30
 * minutes, single use, and any newer request voids it.
 */
export const RESET_TOKEN_LIFETIME_MS = 30 * 60_000;

/**
 * Anti-automation (ASVS 6.1.1): every request counts, whether or not the account exists, so
 * the limit itself reveals nothing. Per email it stops mail-bombing one mailbox; per address,
 * sweeping many emails.
 */
export const RESET_LIMITS = {
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
  perAddress: { limit: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

type RequestResetResult =
  /** `delivery` settles once the token is stored and its mail queued (or found unneeded). */
  { ok: true; delivery: Promise<void> } | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/**
 * POST /api/sendMail/. The answer must not tell whether the account exists (OWASP Forgot
 * Password; ASVS 6.3.8): both paths count the limits and draw and hash a token, then return
 * before the lookup, the database write or the SMTP conversation happen.
 */
export async function requestPasswordReset(
  deps: DomainDeps,
  input: SendMailRequest & { address: string; linkBase: string },
): Promise<RequestResetResult> {
  const now = deps.now();
  const checks = [
    [`reset:email:${input.email}`, RESET_LIMITS.perEmail],
    [`reset:address:${input.address}`, RESET_LIMITS.perAddress],
  ] as const;
  for (const [key, rule] of checks) {
    const state = await hitRateLimit(deps.db, key, rule, now);
    if (state.count > rule.limit) {
      const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
      return { ok: false, reason: 'rate-limited', retryAfterSeconds: seconds };
    }
  }
  const token = randomToken(32);
  const tokenHash = hashToken(token);
  return { ok: true, delivery: deliver(deps, input, token, tokenHash, now) };
}

async function deliver(
  deps: DomainDeps,
  input: SendMailRequest & { linkBase: string },
  token: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  // Every account that holds the email gets its letter, whatever tab asked (docs/decisions/050):
  // a company's HR person who asked as a student still gets one, and a person with a student and
  // a company account under one email gets one for each, each naming its account.
  const accounts = await findUserAccountsByEmail(deps.db, input.email, input.kind);
  await deps.db.transaction(async (tx) => {
    for (const [index, account] of accounts.entries()) {
      const own = index === 0 ? { token, tokenHash } : freshToken();
      const path = account.kind === 'student' ? paths.recoveryStudent : paths.recoveryCompany;
      const link = `${input.linkBase}${path}#token=${own.token}`;
      // One live link per account: an earlier, unused one dies with the new request.
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.accountKind, account.kind),
            eq(passwordResets.accountId, account.id),
            isNull(passwordResets.usedAt),
          ),
        );
      await tx.insert(passwordResets).values({
        accountKind: account.kind,
        accountId: account.id,
        tokenHash: own.tokenHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
      });
      // The letter exists exactly when the token does (docs/decisions/022-durable-outbox.md).
      await enqueueMail(
        deps,
        tx,
        'password-reset',
        resetMail(account, link, RESET_TOKEN_LIFETIME_MS / 60_000),
      );
    }
  });
}

function freshToken(): { token: string; tokenHash: string } {
  const token = randomToken(32);
  return { token, tokenHash: hashToken(token) };
}
