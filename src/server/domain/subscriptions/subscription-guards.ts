import { eq } from 'drizzle-orm';
import type { SubscriptionChannel, SubscriptionQuery } from '../../../shared/contract/subscription.contract';
import { STATUS_REFUSAL_CODES } from '../../../shared/contract/verification.contract';
import type { Executor } from '../../db/client';
import { students, subscriptions, telegramUsers } from '../../db/schema';
import { resolvePlaces, unknownPlaceText } from '../places/resolve-places';
import { type DomainFailure, failure, invalid } from '../result';
import { subscriptionMessages, TELEGRAM_UNREACHABLE_CODE } from './subscription-messages';
import { queryKey } from './subscription-query';

type LockedStudent = {
  status: 'pending' | 'approved' | 'denied';
  telegramUserId: number | null;
  botBlocked: boolean;
  allowsWriteToPm: boolean | null;
};

/**
 * The student's row, locked for the rest of the transaction: every write of a student's saved
 * searches takes this lock first, so two parallel saves at 19 cannot make 21, and two identical
 * saves cannot both pass the duplicate check (docs/decisions/023).
 */
export async function lockStudent(tx: Executor, studentId: number): Promise<LockedStudent | null> {
  const [row] = await tx
    .select({ status: students.status, telegramUserId: students.telegramUserId })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update', { of: students });
  if (!row) return null;
  if (row.telegramUserId === null) return { ...row, botBlocked: false, allowsWriteToPm: null };
  const [telegram] = await tx
    .select({ botBlockedAt: telegramUsers.botBlockedAt, allowsWriteToPm: telegramUsers.allowsWriteToPm })
    .from(telegramUsers)
    .where(eq(telegramUsers.id, row.telegramUserId));
  return {
    ...row,
    botBlocked: telegram?.botBlockedAt != null,
    allowsWriteToPm: telegram?.allowsWriteToPm ?? null,
  };
}

/** Pending students may save searches (vacancies are public); denied ones may not (decision 023). */
export function refuseDenied(student: LockedStudent): DomainFailure | null {
  if (student.status !== 'denied') return null;
  return failure('forbidden', subscriptionMessages.studentDenied, STATUS_REFUSAL_CODES.denied);
}

/**
 * Telegram is a channel only when the bot can reach the student: linked, not blocked, and not
 * known to lack write access (null — unknown — is given the benefit of the doubt).
 */
export function refuseChannel(student: LockedStudent, channel: SubscriptionChannel): DomainFailure | null {
  if (channel !== 'telegram') return null;
  const message =
    student.telegramUserId === null
      ? subscriptionMessages.telegramNotLinked
      : student.botBlocked
        ? subscriptionMessages.telegramBlocked
        : student.allowsWriteToPm === false
          ? subscriptionMessages.telegramNoWriteAccess
          : null;
  return message ? failure('conflict', message, TELEGRAM_UNREACHABLE_CODE) : null;
}

/** The student's saved searches' ids and filter keys (at most SUBSCRIPTIONS_MAX rows). */
export async function ownQueryKeys(tx: Executor, studentId: number) {
  const rows = await tx
    .select({ id: subscriptions.id, query: subscriptions.query })
    .from(subscriptions)
    .where(eq(subscriptions.studentId, studentId));
  return rows.map((row) => ({ id: row.id, key: queryKey(row.query) }));
}

/** A saved search may name only places the dictionary knows (docs/decisions/061), as the list. */
export async function refuseUnknownPlaces(
  tx: Executor,
  query: SubscriptionQuery,
): Promise<DomainFailure | null> {
  const places = await resolvePlaces(tx, query);
  return places.ok ? null : invalid({ [places.field]: unknownPlaceText(places.field, places.value) });
}
