import { desc } from 'drizzle-orm';
import {
  ANNOUNCEMENTS_CURRENT_MAX,
  type AnnouncementCurrent,
} from '../../../shared/contract/announcement.contract';
import { announcements } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { shownAt, toAnnouncement } from './announcement-rows';

/**
 * GET /api/announcement/current (any signed-in account): the notices shown now, newest first, at
 * most ANNOUNCEMENTS_CURRENT_MAX — the home's banner. One indexed read (announcements_live_idx).
 */
export async function currentAnnouncements(deps: DomainDeps): Promise<AnnouncementCurrent> {
  const rows = await deps.db
    .select()
    .from(announcements)
    .where(shownAt(deps.now()))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(ANNOUNCEMENTS_CURRENT_MAX);
  return { items: rows.map(toAnnouncement) };
}
