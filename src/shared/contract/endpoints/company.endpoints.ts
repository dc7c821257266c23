import { notFoundMessages } from '../../not-found-messages';
import {
  CompanyDetailSchema,
  CompanyListQuerySchema,
  CompanyPageSchema,
  CompanyProfileInputSchema,
} from '../company.contract';
import { endpoint } from '../endpoint';
import { IdParamsSchema } from '../query';

/**
 * Public: approved companies for everyone; admins see every status and may filter by it
 * (decided by the handler: src/server/routes/company.routes.ts).
 */
export const companyList = endpoint({
  method: 'GET',
  path: '/company/getItems',
  summary: 'Список компаний: одобренные для всех, любые для администратора',
  access: 'public',
  query: CompanyListQuerySchema,
  response: CompanyPageSchema,
});

/** Public; contacts only for the company itself and admins. */
export const companyDetail = endpoint({
  method: 'GET',
  path: '/company/:id{[0-9]+}/',
  summary: 'Профиль компании',
  access: 'public',
  params: IdParamsSchema,
  notFound: notFoundMessages.company,
  response: CompanyDetailSchema,
});

/** The company edits its own public profile; admins any (the domain decides: 403). */
export const companyProfileUpdate = endpoint({
  method: 'PUT',
  path: '/company/:id{[0-9]+}/',
  summary: 'Изменить публичный профиль компании',
  access: ['company', 'admin'],
  params: IdParamsSchema,
  notFound: notFoundMessages.company,
  body: CompanyProfileInputSchema,
  response: CompanyDetailSchema,
});
