import { count, sql } from 'drizzle-orm';
import {
  ANNOUNCEMENTS_SHOWN_MAX,
  type AnnouncementCreateInput,
  type AnnouncementItem,
} from '../../../shared/contract/announcement.contract';
import { pluralRu } from '../../../shared/format';
import { formatMessage, messages } from '../../../shared/messages';
import { endOfMoscowDay } from '../../../shared/moscow-time';
import { announcements } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainFailure, type DomainResult, failure, invalid, success } from '../result';
import { readAnnouncementItems, shownAt } from './announcement-rows';

const DAY_MS = 86_400_000;
/** A notice may be planned up to a year ahead; a later day is most likely a typo (2062). */
const ENDS_WITHIN_MS = 366 * DAY_MS;
/**
 * Posts take turns on this advisory lock (pg_advisory_xact_lock's two-key form; the upload quota's
 * classes in domain/files/upload-limits.ts are 14_001–14_003): two admins posting at once cannot
 * both see room for the twentieth notice.
 */
const POST_LOCK_CLASS = 14_010;

/**
 * POST /api/announcement/ (admins): a notice shown on the students' and companies' home from now
 * on, until its last day is over or an admin removes it. At most ANNOUNCEMENTS_SHOWN_MAX are shown
 * at once (409); a last day already over or more than a year ahead is refused at its field (400).
 */
export async function postAnnouncement(
  deps: DomainDeps,
  adminId: number,
  input: AnnouncementCreateInput,
): Promise<DomainResult<AnnouncementItem>> {
  const now = deps.now();
  const endsAt = input.endsOn === '' ? null : endOfMoscowDay(input.endsOn);
  if (endsAt && endsAt.getTime() <= now.getTime()) return invalid({ endsOn: messages.announcementEndPassed });
  if (endsAt && endsAt.getTime() - now.getTime() > ENDS_WITHIN_MS)
    return invalid({ endsOn: messages.announcementEndTooFar });
  const outcome = await deps.db.transaction(async (tx): Promise<DomainFailure | number> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${POST_LOCK_CLASS}, 0)`);
    const [shown] = await tx.select({ value: count() }).from(announcements).where(shownAt(now));
    if ((shown?.value ?? 0) >= ANNOUNCEMENTS_SHOWN_MAX) {
      const many = pluralRu(ANNOUNCEMENTS_SHOWN_MAX, ['объявление', 'объявления', 'объявлений']);
      return failure('conflict', formatMessage(messages.announcementsTooMany, { count: many }));
    }
    const [row] = await tx
      .insert(announcements)
      .values({
        text: input.text,
        link: input.link === '' ? null : input.link,
        endsAt,
        createdBy: adminId,
        createdAt: now,
      })
      .returning({ id: announcements.id });
    if (!row) throw new Error('announcement insert returned nothing');
    return row.id;
  });
  if (typeof outcome !== 'number') return outcome;
  const [item] = await readAnnouncementItems(deps.db, now, { ids: [outcome] });
  if (!item) throw new Error('announcement vanished after insert');
  return success(item);
}
