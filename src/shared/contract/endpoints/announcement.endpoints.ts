import { messages } from '../../messages';
import {
  AnnouncementCreateInputSchema,
  AnnouncementCurrentSchema,
  AnnouncementItemSchema,
  AnnouncementListQuerySchema,
  AnnouncementPageSchema,
} from '../announcement.contract';
import { endpoint } from '../endpoint';
import { IdParamsSchema } from '../query';

/**
 * Career-centre announcements: every signed-in account reads the shown ones (the home's banner);
 * admins list, post and remove them on /board/announcements/.
 */
export const announcementCurrent = endpoint({
  method: 'GET',
  path: '/announcement/current',
  summary: 'Объявления карьерного центра, которые сейчас показываются (не больше трёх, сначала новые)',
  access: 'signed-in',
  response: AnnouncementCurrentSchema,
});

export const announcementList = endpoint({
  method: 'GET',
  path: '/announcement/',
  summary: 'Все объявления, сначала новые, с автором и состоянием',
  access: ['admin'],
  query: AnnouncementListQuerySchema,
  response: AnnouncementPageSchema,
});

export const announcementCreate = endpoint({
  method: 'POST',
  path: '/announcement/',
  summary: 'Опубликовать объявление (одновременно показывается не больше двадцати)',
  access: ['admin'],
  body: AnnouncementCreateInputSchema,
  response: AnnouncementItemSchema,
  status: 201,
});

/** Idempotent: removing a removed notice answers it as it is; an unknown id is a 404. */
export const announcementRemove = endpoint({
  method: 'DELETE',
  path: '/announcement/:id{[0-9]+}/',
  summary: 'Снять объявление с главной (повторный запрос ничего не меняет)',
  access: ['admin'],
  params: IdParamsSchema,
  notFound: messages.announcementNotFound,
  response: AnnouncementItemSchema,
});
