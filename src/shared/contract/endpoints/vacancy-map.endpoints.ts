import { endpoint } from '../endpoint';
import { VacancyPointsQuerySchema, VacancyPointsSchema } from '../vacancy-map.contract';

/*
 * «На карте» of /vacancies/ (docs/decisions/064-map-and-list.md): apart from vacancy.endpoints.ts,
 * so the list's first screen does not download the pins' schema.
 */
/**
 * Public: the list's search as pins (docs/decisions/064-map-and-list.md): the newest TOTAL_CAP
 * matches grouped by point. Cached and rate-limited as the list is.
 */
export const vacancyPoints = endpoint({
  method: 'GET',
  path: '/vacancy/getPoints',
  summary: 'Вакансии поиска на карте: точки с числом вакансий (не больше 1 000 самых новых совпадений)',
  access: 'public',
  query: VacancyPointsQuerySchema,
  response: VacancyPointsSchema,
});
