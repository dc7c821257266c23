import { count } from 'drizzle-orm';
import type { AnnouncementItem } from '../../../shared/contract/announcement.contract';
import type { Page } from '../../../shared/contract/query';
import { announcements } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { readAnnouncementItems } from './announcement-rows';

/** GET /api/announcement/ (admins): every notice, removed and ended ones too, newest first, by pages. */
export async function listAnnouncements(
  deps: DomainDeps,
  query: { page: number; limit: number },
): Promise<Page<AnnouncementItem>> {
  const [total] = await deps.db.select({ value: count() }).from(announcements);
  const items = await readAnnouncementItems(deps.db, deps.now(), {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const all = total?.value ?? 0;
  return { items, total: all, page: query.page, hasMore: query.page * query.limit < all };
}
