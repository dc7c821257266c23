import * as v from 'valibot';
import { messages } from '../../messages';
import {
  AdminCreateInputSchema,
  AdminItemSchema,
  AdminListSchema,
  AdminRenameInputSchema,
} from '../admin.contract';
import { endpoint } from '../endpoint';
import { IdParamsSchema } from '../query';

/** The admins list of /board/admin/edit/: admins manage each other (never themselves away). */
export const adminList = endpoint({
  method: 'GET',
  path: '/admin/getItems',
  summary: 'Список администраторов (свой отмечен)',
  access: ['admin'],
  response: AdminListSchema,
});

export const adminCreate = endpoint({
  method: 'POST',
  path: '/admin/',
  summary: 'Создать администратора с паролем',
  access: ['admin'],
  body: AdminCreateInputSchema,
  response: AdminItemSchema,
  status: 201,
});

export const adminRename = endpoint({
  method: 'PUT',
  path: '/admin/:id{[0-9]+}/',
  summary: 'Переименовать администратора',
  access: ['admin'],
  params: IdParamsSchema,
  notFound: messages.adminNotFound,
  body: AdminRenameInputSchema,
  response: AdminItemSchema,
});

export const adminDelete = endpoint({
  method: 'DELETE',
  path: '/admin/:id{[0-9]+}/',
  summary: 'Удалить другого администратора',
  access: ['admin'],
  params: IdParamsSchema,
  notFound: messages.adminNotFound,
  response: v.null(),
});
