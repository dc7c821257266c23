import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { MessageSide, Unread } from '../../../shared/contract/message.contract';
import type { Executor } from '../../db/client';
import { applicationMessages } from '../../db/schema';

/**
 * The reader's side's unread messages per application: one read of the side's partial index
 * (src/server/db/schema/messages.ts), cheap enough for every menu. `ids` narrows it to a page of
 * applications (the lists' rows); without it, every thread of the account.
 */
export async function unreadByApplication(
  db: Executor,
  reader: { kind: MessageSide; id: number },
  ids?: readonly number[],
): Promise<Map<number, number>> {
  if (ids?.length === 0) return new Map();
  const party =
    reader.kind === 'student'
      ? and(eq(applicationMessages.studentId, reader.id), eq(applicationMessages.author, 'company'))
      : and(eq(applicationMessages.companyId, reader.id), eq(applicationMessages.author, 'student'));
  const rows = await db
    .select({ applicationId: applicationMessages.applicationId, n: count() })
    .from(applicationMessages)
    .where(
      and(
        party,
        isNull(applicationMessages.readAt),
        ids ? inArray(applicationMessages.applicationId, [...ids]) : undefined,
      ),
    )
    .groupBy(applicationMessages.applicationId);
  return new Map(rows.map((row) => [row.applicationId, row.n]));
}

/** GET /api/message/unread: the total and each application's count, ids ascending. */
export async function readUnread(db: Executor, reader: { kind: MessageSide; id: number }): Promise<Unread> {
  const byApplication = [...(await unreadByApplication(db, reader)).entries()]
    .sort(([a], [b]) => a - b)
    .map(([applicationId, n]) => ({ applicationId, count: n }));
  return { total: byApplication.reduce((sum, item) => sum + item.count, 0), byApplication };
}
