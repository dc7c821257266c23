import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, students, subscriptionMatches, subscriptions, vacancies } from '../../db/schema';
import type { AlertVacancy } from '../../notify/notifier';
import { isVisibleToStudents } from '../vacancies/vacancy-visibility';
import { type AlertVacancyRow, alertVacancyOf } from './alert-content';
import type { AlertRecipient } from './deliver-alert';

export type UnsentMatch = {
  recipient: AlertRecipient;
  vacancy: AlertVacancy;
  /** Still worth sending: the vacancy visible, the subscription on, the student approved. */
  sendable: boolean;
};

/**
 * Unsent matches, oldest first, locked for this transaction (SKIP LOCKED: another instance's
 * batch is left to it), with what an alert needs: the recipient and the vacancy as it reads now.
 */
export async function lockUnsentMatches(
  tx: Executor,
  where: SQL | undefined,
  limit: number,
  now: Date,
): Promise<UnsentMatch[]> {
  const rows = await tx
    .select({
      subscriptionId: subscriptionMatches.subscriptionId,
      studentId: subscriptions.studentId,
      email: students.email,
      studentStatus: students.status,
      channel: subscriptions.channel,
      token: subscriptions.unsubscribeToken,
      query: subscriptions.query,
      pausedAt: subscriptions.pausedAt,
      id: vacancies.id,
      title: vacancies.title,
      status: vacancies.status,
      expiresAt: vacancies.expiresAt,
      hiddenAt: vacancies.hiddenAt,
      salaryFrom: vacancies.salaryFrom,
      salaryTo: vacancies.salaryTo,
      salaryCurrency: vacancies.salaryCurrency,
      salaryGross: vacancies.salaryGross,
      companyName: companies.name,
      companyStatus: companies.status,
    })
    .from(subscriptionMatches)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionMatches.subscriptionId))
    .innerJoin(students, eq(students.id, subscriptions.studentId))
    .innerJoin(vacancies, eq(vacancies.id, subscriptionMatches.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(and(isNull(subscriptionMatches.sentAt), where))
    .orderBy(asc(subscriptionMatches.matchedAt), asc(subscriptionMatches.vacancyId))
    .limit(limit)
    .for('update', { of: subscriptionMatches, skipLocked: true });
  return rows.map((row) => ({
    recipient: {
      subscriptionId: row.subscriptionId,
      studentId: row.studentId,
      email: row.email,
      channel: row.channel,
      token: row.token,
      query: row.query,
    },
    vacancy: alertVacancyOf(row satisfies AlertVacancyRow),
    sendable: row.pausedAt === null && row.studentStatus === 'approved' && isVisibleToStudents(row, now),
  }));
}

/**
 * Closes matches: sent, or dropped because the vacancy went out of sight or the subscription was
 * paused before they went out (`sent_at` means «handled»: a paused search resumed later does not
 * flood the student with what it missed).
 */
export async function markMatchesSent(
  tx: Executor,
  pairs: readonly { subscriptionId: number; vacancyId: number }[],
  now: Date,
): Promise<void> {
  const bySubscription = new Map<number, number[]>();
  for (const pair of pairs) {
    const list = bySubscription.get(pair.subscriptionId) ?? [];
    list.push(pair.vacancyId);
    bySubscription.set(pair.subscriptionId, list);
  }
  for (const [subscriptionId, vacancyIds] of bySubscription) {
    await tx
      .update(subscriptionMatches)
      .set({ sentAt: now })
      .where(
        and(
          eq(subscriptionMatches.subscriptionId, subscriptionId),
          inArray(subscriptionMatches.vacancyId, vacancyIds),
          isNull(subscriptionMatches.sentAt),
        ),
      );
  }
}
