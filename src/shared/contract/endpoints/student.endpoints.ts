import { studentMessages } from '../../student-messages';
import { endpoint } from '../endpoint';
import { IdParamsSchema } from '../query';
import {
  StudentApproveRequestSchema,
  StudentDenyRequestSchema,
  StudentDetailSchema,
  StudentListQuerySchema,
  StudentOpenContactsRequestSchema,
  StudentOpenContactsResultSchema,
  StudentPageSchema,
  StudentReviewSchema,
} from '../student-list.contract';

/**
 * The students catalogue: approved companies and admins read it (a company not yet approved gets
 * 403 with the reason from the domain); only admins decide about a student.
 */
const READERS = ['company', 'admin'] as const;

export const studentList = endpoint({
  method: 'GET',
  path: '/student/getItems',
  summary: 'Каталог студентов (компаниям — подтверждённые, администраторам — все статусы)',
  access: READERS,
  query: StudentListQuerySchema,
  response: StudentPageSchema,
});

export const studentCard = endpoint({
  method: 'GET',
  path: '/student/:id{[0-9]+}/',
  summary: 'Анкета студента: «О себе» полностью, резюме, причина отказа',
  access: READERS,
  params: IdParamsSchema,
  notFound: studentMessages.notFound,
  response: StudentDetailSchema,
});

export const studentOpenContacts = endpoint({
  method: 'POST',
  path: '/student/openContacts/',
  summary: 'Открыть или закрыть контакты студента всем компаниям',
  access: ['admin'],
  body: StudentOpenContactsRequestSchema,
  response: StudentOpenContactsResultSchema,
});

export const studentApprove = endpoint({
  method: 'POST',
  path: '/student/approve/',
  summary: 'Подтвердить профиль студента',
  access: ['admin'],
  body: StudentApproveRequestSchema,
  response: StudentReviewSchema,
});

export const studentDeny = endpoint({
  method: 'POST',
  path: '/student/deny/',
  summary: 'Отказать студенту с причиной (её видит студент и получает письмом)',
  access: ['admin'],
  body: StudentDenyRequestSchema,
  response: StudentReviewSchema,
});
