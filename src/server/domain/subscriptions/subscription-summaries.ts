/**
 * A student's saved searches in words (describe-subscription-query.ts), newest first, for the
 * bot's /subscriptions (bot/subscriptions-command.ts).
 */
import { desc, eq } from 'drizzle-orm';
import type {
  SubscriptionChannel,
  SubscriptionFrequency,
} from '../../../shared/contract/subscription.contract';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { describeSubscriptionQuery, loadQueryNames, parseStoredQuery } from './describe-subscription-query';
import { queryParams } from './subscription-query';

export type SubscriptionSummary = {
  id: number;
  /** «python» · Стажировка · …, or «Все вакансии». */
  summary: string;
  /** The list address's params for these filters (`/vacancies/?` + URLSearchParams). */
  params: Record<string, string>;
  channel: SubscriptionChannel;
  frequency: SubscriptionFrequency;
  /** Minutes after midnight, Moscow time, for `daily`. */
  digestMinute: number;
  paused: boolean;
};

/** A stored query the contract no longer accepts (a dictionary value since removed). */
const UNREADABLE = 'Сохранённый поиск';

export async function subscriptionSummaries(db: Executor, studentId: number): Promise<SubscriptionSummary[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.studentId, studentId))
    .orderBy(desc(subscriptions.id));
  const parsed = rows.map((row) => parseStoredQuery(row.query));
  const names = await loadQueryNames(
    db,
    parsed.flatMap((query) => query ?? []),
  );
  return rows.map((row, index) => {
    const query = parsed[index] ?? null;
    return {
      id: row.id,
      summary: query ? describeSubscriptionQuery(query, names) : UNREADABLE,
      params: query ? queryParams(row.query) : {},
      channel: row.channel,
      frequency: row.frequency,
      digestMinute: row.digestMinute,
      paused: row.pausedAt !== null,
    };
  });
}
