import { and, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Announcement, AnnouncementItem } from '../../../shared/contract/announcement.contract';
import type { Executor } from '../../db/client';
import { admins, announcements } from '../../db/schema';

type AnnouncementRow = typeof announcements.$inferSelect;

/** Shown now: not removed, and its last day not over (no end: until removed). */
export function shownAt(now: Date): SQL {
  return and(
    isNull(announcements.removedAt),
    or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
  ) as SQL;
}

/** What the banner reads. */
export function toAnnouncement(row: AnnouncementRow): Announcement {
  return { id: row.id, text: row.text, link: row.link, endsAt: row.endsAt?.toISOString() ?? null };
}

function stateOf(row: AnnouncementRow, now: Date): AnnouncementItem['state'] {
  if (row.removedAt) return 'removed';
  return row.endsAt && row.endsAt.getTime() <= now.getTime() ? 'ended' : 'shown';
}

/** A row of the admins' list: the notice with its author's name (null once that admin is deleted). */
function toAnnouncementItem(row: AnnouncementRow, author: string | null, now: Date): AnnouncementItem {
  return {
    ...toAnnouncement(row),
    createdAt: row.createdAt.toISOString(),
    author,
    removedAt: row.removedAt?.toISOString() ?? null,
    state: stateOf(row, now),
  };
}

/** The admins' rows for these ids, or a page of all of them; newest first, with their authors. */
export async function readAnnouncementItems(
  db: Executor,
  now: Date,
  options: { ids?: readonly number[]; limit?: number; offset?: number },
): Promise<AnnouncementItem[]> {
  const query = db
    .select({ row: announcements, author: admins.name })
    .from(announcements)
    .leftJoin(admins, eq(admins.id, announcements.createdBy))
    .where(options.ids ? inArray(announcements.id, [...options.ids]) : undefined)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .$dynamic();
  const rows = await (options.limit === undefined
    ? query
    : query.limit(options.limit).offset(options.offset ?? 0));
  return rows.map(({ row, author }) => toAnnouncementItem(row, author, now));
}
