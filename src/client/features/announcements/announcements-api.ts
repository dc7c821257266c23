/** The admins' calls of /board/announcements/: the list by pages, posting, removing. */
import type {
  AnnouncementCreateInput,
  AnnouncementItem,
} from '../../../shared/contract/announcement.contract';
import {
  announcementCreate,
  announcementList,
  announcementRemove,
} from '../../../shared/contract/endpoints/announcement.endpoints';
import type { Page } from '../../../shared/contract/query';
import type { HttpClient, HttpResult } from '../../lib/http';

export function fetchAnnouncements(
  http: HttpClient,
  query: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<HttpResult<Page<AnnouncementItem>>> {
  return http.api(announcementList, { query }, signal ? { signal } : {});
}

export const postAnnouncement = (http: HttpClient, input: AnnouncementCreateInput) =>
  http.api(announcementCreate, { body: input });

export const removeAnnouncement = (http: HttpClient, id: number) =>
  http.api(announcementRemove, { params: { id } });
