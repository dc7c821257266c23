/**
 * The home banner's one call, apart from announcements-api.ts: the banner is its own chunk on the
 * students' and companies' home and carries only this declaration (app/home-by-role.tsx).
 */
import type { AnnouncementCurrent } from '../../../shared/contract/announcement.contract';
import { announcementCurrent } from '../../../shared/contract/endpoints/announcement.endpoints';
import type { HttpClient, HttpResult } from '../../lib/http';

export function fetchCurrentAnnouncements(
  http: HttpClient,
  signal?: AbortSignal,
): Promise<HttpResult<AnnouncementCurrent>> {
  return http.api(announcementCurrent, {}, signal ? { signal } : {});
}
