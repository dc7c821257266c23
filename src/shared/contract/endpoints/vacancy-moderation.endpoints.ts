import { endpoint } from '../endpoint';
import { VacancyDetailSchema } from '../vacancy.contract';
import { VacancyModerationRequestSchema, VacancyReturnRequestSchema } from '../vacancy-moderation.contract';

/** The career centre's moderation (docs/decisions/052): admins only; the answer is the vacancy as admins see it. */
export const vacancyHide = endpoint({
  method: 'POST',
  path: '/vacancy/moderation/hide/',
  summary: 'Скрыть опубликованную вакансию от студентов (администратор)',
  access: ['admin'],
  body: VacancyModerationRequestSchema,
  response: VacancyDetailSchema,
});

export const vacancyShow = endpoint({
  method: 'POST',
  path: '/vacancy/moderation/show/',
  summary: 'Снова показать скрытую вакансию студентам (администратор)',
  access: ['admin'],
  body: VacancyModerationRequestSchema,
  response: VacancyDetailSchema,
});

export const vacancyReturn = endpoint({
  method: 'POST',
  path: '/vacancy/moderation/return/',
  summary: 'Вернуть вакансию компании на доработку с причиной (администратор)',
  access: ['admin'],
  body: VacancyReturnRequestSchema,
  response: VacancyDetailSchema,
});
