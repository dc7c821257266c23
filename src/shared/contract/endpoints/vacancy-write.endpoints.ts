import * as v from 'valibot';
import { notFoundMessages } from '../../not-found-messages';
import { endpoint } from '../endpoint';
import { IdParamsSchema } from '../query';
import { VacancyDetailSchema } from '../vacancy.contract';
import { VacancyArchiveRequestSchema, VacancyInputSchema } from '../vacancy-input.contract';

/** Who edits, archives and deletes a vacancy; whose one it must be the domain decides (403). */
const WRITERS = ['company', 'admin'] as const;

export const vacancyCreate = endpoint({
  method: 'POST',
  path: '/vacancy/',
  summary: 'Создать вакансию своей компании',
  access: ['company'],
  body: VacancyInputSchema,
  response: VacancyDetailSchema,
  status: 201,
});

export const vacancyUpdate = endpoint({
  method: 'PUT',
  path: '/vacancy/:id{[0-9]+}/',
  summary: 'Изменить вакансию (своя компания или администратор)',
  access: WRITERS,
  params: IdParamsSchema,
  notFound: notFoundMessages.vacancy,
  body: VacancyInputSchema,
  response: VacancyDetailSchema,
});

export const vacancyDelete = endpoint({
  method: 'DELETE',
  path: '/vacancy/:id{[0-9]+}/',
  summary: 'Удалить вакансию (своя компания или администратор)',
  access: WRITERS,
  params: IdParamsSchema,
  notFound: notFoundMessages.vacancy,
  response: v.null(),
});

export const vacancyArchive = endpoint({
  method: 'POST',
  path: '/vacancy/archive/',
  summary: 'Отправить вакансию в архив или вернуть из него',
  access: WRITERS,
  body: VacancyArchiveRequestSchema,
  response: VacancyDetailSchema,
});
