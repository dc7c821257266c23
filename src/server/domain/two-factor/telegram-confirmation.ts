/**
 * The second factor through the bot (docs/decisions/016): the bot asks the admin's linked
 * Telegram «Подтвердить вход» / «Это не я»; the sign-in page polls for the answer. Enrolling
 * this method is the first confirmed answer.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { twoFactorMessages } from '../../../shared/contract/two-factor.contract';
import { randomToken } from '../../auth/tokens';
import { adminSecondFactors, admins, secondFactorPendingSessions } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { enqueueNotification } from '../outbox/enqueue';
import { type DomainResult, failure, success } from '../result';
import { countAttempt } from './attempts';
import { confirmedFactor, telegramAvailable } from './factor';
import { endPendingSession, type PendingRecord } from './pending';
import { issueRecoveryCodes } from './recovery-codes';
import { finish, type PassResult } from './second-factor';

type TelegramAnswer = 'confirmed' | 'declined';

/** Sends the question; a new one voids the previous (its buttons answer nothing). */
export async function askTelegram(
  deps: DomainDeps,
  pending: PendingRecord,
): Promise<DomainResult<null> | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }> {
  if (!deps.notifier || !(await telegramAvailable(deps.db, pending.adminId, true))) {
    return failure('conflict', twoFactorMessages.telegramUnavailable);
  }
  const factor = await confirmedFactor(deps.db, pending.adminId);
  if (factor && factor.method !== 'telegram')
    return failure('conflict', twoFactorMessages.telegramUnavailable);
  const attempt = await countAttempt(deps.db, pending.adminId, deps.now());
  if (!attempt.allowed)
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds };
  const challengeId = randomToken(16);
  // Through the outbox like every message (docs/decisions/022-durable-outbox.md); the write wakes
  // this process's worker at once (domain/outbox/outbox-signal.ts): the admin is waiting.
  await deps.db.transaction(async (tx) => {
    await tx
      .update(secondFactorPendingSessions)
      .set({ telegramChallengeId: challengeId, telegramAnswer: null })
      .where(eq(secondFactorPendingSessions.sessionId, pending.sessionId));
    await enqueueNotification(
      deps,
      tx,
      { account: { kind: 'admin', id: pending.adminId } },
      { type: 'sign-in-confirmation', challengeId },
    );
  });
  return success(null);
}

/**
 * The bot's side: records the answer of the Telegram user `telegramUserId`, only when that user
 * is the linked Telegram of the admin signing in and the question is live and unanswered.
 */
export async function answerTelegram(
  deps: DomainDeps,
  telegramUserId: number,
  challengeId: string,
  answer: TelegramAnswer,
): Promise<boolean> {
  const [admin] = await deps.db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.telegramUserId, telegramUserId));
  if (!admin) return false;
  const answered = await deps.db
    .update(secondFactorPendingSessions)
    .set({ telegramAnswer: answer })
    .where(
      and(
        eq(secondFactorPendingSessions.telegramChallengeId, challengeId),
        eq(secondFactorPendingSessions.adminId, admin.id),
        isNull(secondFactorPendingSessions.telegramAnswer),
        gt(secondFactorPendingSessions.expiresAt, deps.now()),
      ),
    )
    .returning({ sessionId: secondFactorPendingSessions.sessionId });
  return answered.length > 0;
}

type TelegramPoll = { state: 'waiting' | 'declined' } | PassResult;

/** The page's poll: waiting, declined (the pending session ends), or the full session. */
export async function pollTelegram(
  deps: DomainDeps,
  pending: PendingRecord,
  linkBase: string,
): Promise<TelegramPoll> {
  if (!pending.telegramChallengeId || pending.telegramAnswer === null) return { state: 'waiting' };
  if (pending.telegramAnswer !== 'confirmed') {
    await endPendingSession(deps, pending);
    return { state: 'declined' };
  }
  if (await confirmedFactor(deps.db, pending.adminId)) return finish(deps, pending, linkBase);
  const now = deps.now();
  // The first confirmed answer enrols the method; its recovery codes commit with the session.
  return finish(deps, pending, linkBase, async (tx) => {
    const inserted = await tx
      .insert(adminSecondFactors)
      .values({ adminId: pending.adminId, method: 'telegram', createdAt: now, confirmedAt: now })
      .onConflictDoUpdate({
        target: adminSecondFactors.adminId,
        set: { method: 'telegram', totpSecret: null, totpLastStep: null, createdAt: now, confirmedAt: now },
        where: isNull(adminSecondFactors.confirmedAt),
      })
      .returning({ adminId: adminSecondFactors.adminId });
    return inserted.length > 0
      ? { ok: true, recoveryCodes: await issueRecoveryCodes(tx, pending.adminId) }
      : { ok: true };
  });
}
