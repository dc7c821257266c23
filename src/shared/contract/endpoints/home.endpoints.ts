import { endpoint } from '../endpoint';
import { HomeSchema, HomeSeenResultSchema, HomeSeenSchema } from '../home.contract';

/**
 * `/`'s data (docs/decisions/025-home-screens-and-views.md): a student's or a company's home in one
 * answer. Guests read the public list and admins the board's home, so neither has one here.
 */
export const homeRead = endpoint({
  method: 'GET',
  path: '/home/',
  summary: 'Главная студента или компании одним ответом',
  access: ['student', 'company'],
  response: HomeSchema,
});

export const homeSeen = endpoint({
  method: 'POST',
  path: '/home/seen/',
  summary: 'Отметить новые вакансии подписок просмотренными (без списка — все)',
  access: ['student'],
  body: HomeSeenSchema,
  response: HomeSeenResultSchema,
});
