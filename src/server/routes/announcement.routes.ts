import {
  announcementCreate,
  announcementCurrent,
  announcementList,
  announcementRemove,
} from '../../shared/contract/endpoints/announcement.endpoints';
import { currentAnnouncements } from '../domain/announcements/current-announcements';
import { listAnnouncements } from '../domain/announcements/list-announcements';
import { postAnnouncement } from '../domain/announcements/post-announcement';
import { removeAnnouncement } from '../domain/announcements/remove-announcement';
import type { DomainDeps } from '../domain/deps';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/** /api/announcement/…: the home's banner for every account; the list, posting and removing for admins. */
export function announcementRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(announcementCurrent, async (c) => ok(c, await currentAnnouncements(deps)))
    .on(announcementList, async (c) => ok(c, await listAnnouncements(deps, c.req.valid('query'))))
    .on(announcementCreate, async (c, session) => {
      const result = await postAnnouncement(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
    })
    .on(announcementRemove, async (c) => {
      const result = await removeAnnouncement(deps, c.req.valid('param').id);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
