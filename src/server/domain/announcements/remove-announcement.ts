import { and, eq, isNull } from 'drizzle-orm';
import type { AnnouncementItem } from '../../../shared/contract/announcement.contract';
import { messages } from '../../../shared/messages';
import { announcements } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { readAnnouncementItems } from './announcement-rows';

/**
 * DELETE /api/announcement/:id/ (admins): the notice leaves the home at once; its row stays, marked
 * removed, for the admins' list. Idempotent: a second removal (a double click, two admins at once)
 * changes nothing and answers the notice as the first left it; an unknown id is a 404.
 */
export async function removeAnnouncement(
  deps: DomainDeps,
  id: number,
): Promise<DomainResult<AnnouncementItem>> {
  const now = deps.now();
  await deps.db
    .update(announcements)
    .set({ removedAt: now })
    .where(and(eq(announcements.id, id), isNull(announcements.removedAt)));
  const [item] = await readAnnouncementItems(deps.db, now, { ids: [id] });
  return item ? success(item) : failure('not-found', messages.announcementNotFound);
}
