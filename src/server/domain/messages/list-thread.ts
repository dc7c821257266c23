import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ApplicationActor, ApplicationStatus } from '../../../shared/contract/application.contract';
import { fileUrl } from '../../../shared/contract/file.contract';
import type { MessageListQuery, ThreadItem, ThreadPage } from '../../../shared/contract/message.contract';
import { applicationEvents, applicationMessages, files } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, success } from '../result';
import type { Viewer } from '../viewer';
import { withdrawReadNotices } from './notify-thread';
import { closedReason, findThread, type Thread } from './thread-access';

/** The history and the messages as one list: the same columns from both tables. */
function threadRows(deps: DomainDeps, applicationId: number) {
  const events = deps.db
    .select({
      kind: sql<'event' | 'message'>`'event'`.as('kind'),
      id: applicationEvents.id,
      at: applicationEvents.at,
      author: sql<string>`${applicationEvents.actor}::text`.as('author'),
      text: applicationEvents.message,
      fromStatus: sql<string | null>`${applicationEvents.fromStatus}::text`.as('from_status'),
      toStatus: sql<string | null>`${applicationEvents.toStatus}::text`.as('to_status'),
      fileToken: sql<string | null>`null::text`.as('file_token'),
      fileMime: sql<string | null>`null::text`.as('file_mime'),
      fileSize: sql<number | null>`null::integer`.as('file_size'),
      readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
      reportedAt: sql<Date | null>`null::timestamptz`.as('reported_at'),
    })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId));
  const messages = deps.db
    .select({
      kind: sql<'event' | 'message'>`'message'`.as('kind'),
      id: applicationMessages.id,
      at: applicationMessages.createdAt,
      author: sql<string>`${applicationMessages.author}::text`.as('author'),
      text: applicationMessages.text,
      fromStatus: sql<string | null>`null::text`.as('from_status'),
      toStatus: sql<string | null>`null::text`.as('to_status'),
      fileToken: sql<string | null>`${files.token}`.as('file_token'),
      fileMime: sql<string | null>`${files.mime}`.as('file_mime'),
      fileSize: sql<number | null>`${files.size}`.as('file_size'),
      readAt: sql<Date | null>`${applicationMessages.readAt}`.as('read_at'),
      reportedAt: sql<Date | null>`${applicationMessages.reportedAt}`.as('reported_at'),
    })
    .from(applicationMessages)
    .leftJoin(files, eq(files.id, applicationMessages.fileId))
    .where(eq(applicationMessages.applicationId, applicationId));
  return unionAll(events, messages);
}

type ThreadRow = Awaited<ReturnType<typeof threadRows>>[number];

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

function toItem(row: ThreadRow, thread: Thread): ThreadItem {
  const author = row.author as ApplicationActor;
  const mine = thread.reader !== 'admin' && author === thread.reader;
  const at = asDate(row.at)?.toISOString() ?? '';
  if (row.kind === 'event') {
    const letter = row.fromStatus === null;
    return {
      kind: letter ? 'letter' : 'status',
      id: row.id,
      at,
      author,
      mine,
      text: letter ? thread.letter || null : row.text,
      status: { from: row.fromStatus as ApplicationStatus | null, to: row.toStatus as ApplicationStatus },
      file: null,
      readByOther: null,
      reported: false,
    };
  }
  return {
    kind: 'message',
    id: row.id,
    at,
    author,
    mine,
    text: row.text,
    status: null,
    file:
      row.fileToken && row.fileMime
        ? { url: fileUrl(row.fileToken), mime: row.fileMime, size: Number(row.fileSize ?? 0) }
        : null,
    readByOther: row.readAt !== null,
    reported: row.reportedAt !== null,
  };
}

/**
 * GET /api/message/getItems (docs/decisions/058): the cover letter, every move with its message
 * and the messages, in time order (`sort=newest` for the latest page first), with whether the
 * reader may write. A side's reading marks the other side's messages read; an admin's does not.
 */
export async function listThread(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  query: MessageListQuery,
): Promise<DomainResult<ThreadPage>> {
  const found = await findThread(deps.db, viewer, query.applicationId);
  if (!found.ok) return found;
  const thread = found.value;
  const now = deps.now();
  const reader = thread.reader;
  if (reader !== 'admin')
    await deps.db.transaction(async (tx) => {
      await tx
        .update(applicationMessages)
        .set({ readAt: now })
        .where(
          and(
            eq(applicationMessages.applicationId, thread.applicationId),
            ne(applicationMessages.author, reader),
            isNull(applicationMessages.readAt),
          ),
        );
      await withdrawReadNotices(tx, thread.applicationId, reader);
    });
  const order = query.sort === 'newest' ? desc : asc;
  const rows = await threadRows(deps, thread.applicationId)
    .orderBy(order(sql`at`), order(sql`kind`), order(sql`id`))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  const [events] = await deps.db
    .select({ n: count() })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, thread.applicationId));
  const [messages] = await deps.db
    .select({ n: count() })
    .from(applicationMessages)
    .where(eq(applicationMessages.applicationId, thread.applicationId));
  const reason = thread.reader === 'admin' ? null : closedReason(thread, now);
  return success({
    items: rows.slice(0, query.limit).map((row) => toItem(row, thread)),
    total: (events?.n ?? 0) + (messages?.n ?? 0),
    page: query.page,
    hasMore: rows.length > query.limit,
    writable: thread.reader !== 'admin' && reason === null,
    closedReason: thread.reader === 'admin' ? null : reason,
  });
}
