import { notFoundMessages } from '../../not-found-messages';
import { endpoint } from '../endpoint';
import { IdParamsSchema } from '../query';
import {
  RecentVacanciesDataSchema,
  RecentVacanciesSeenSchema,
  VacancyDetailSchema,
  VacancyListQuerySchema,
  VacancyPageSchema,
} from '../vacancy.contract';

/*
 * The reads: the public list and page, and a student's new vacancies. The writes are
 * vacancy-write.endpoints.ts, so the public screens do not download the vacancy form's schema.
 */

/**
 * Public: guests and students read published vacancies of approved companies. `scope=own` (a
 * company's board) and `scope=all` (admins) are checked by the handler after the query, so a bad
 * query answers 400 before any 401 (src/server/routes/vacancy.routes.ts).
 */
export const vacancyList = endpoint({
  method: 'GET',
  path: '/vacancy/getItems',
  summary: 'Список вакансий: публичный, свои компании (scope=own) или все для администратора (scope=all)',
  access: 'public',
  query: VacancyListQuerySchema,
  response: VacancyPageSchema,
});

/** Public; a hidden vacancy answers 404 to those who may not see it (docs/decisions/005). */
export const vacancyDetail = endpoint({
  method: 'GET',
  path: '/vacancy/:id{[0-9]+}/',
  summary: 'Одна вакансия',
  access: 'public',
  params: IdParamsSchema,
  notFound: notFoundMessages.vacancy,
  response: VacancyDetailSchema,
});

/** docs/product.md#api-calls: no payload, no trailing slash. */
export const vacancyRecent = endpoint({
  method: 'POST',
  path: '/vacancy/recent',
  summary: 'Новые вакансии с прошлого просмотра студента',
  access: ['student'],
  response: RecentVacanciesDataSchema,
});

export const vacancyRecentSeen = endpoint({
  method: 'POST',
  path: '/vacancy/recent/seen/',
  summary: 'Отметить новые вакансии просмотренными (отметка переходит на «сейчас»)',
  access: ['student'],
  response: RecentVacanciesSeenSchema,
});
