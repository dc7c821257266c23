import { CompanyAccountInputSchema, CompanyAccountSchema } from '../company-account.contract';
import { endpoint } from '../endpoint';
import { StudentProfileInputSchema, StudentProfileSchema } from '../student.contract';

/** Own profiles (docs/decisions/008): no id in the path, the account comes from the session. */
export const studentProfile = endpoint({
  method: 'GET',
  path: '/student/me/',
  summary: 'Свой профиль студента, со статусом и причиной отказа',
  access: ['student'],
  response: StudentProfileSchema,
});

export const studentProfileSave = endpoint({
  method: 'PUT',
  path: '/student/me/',
  summary: 'Сохранить свой профиль студента',
  access: ['student'],
  body: StudentProfileInputSchema,
  response: StudentProfileSchema,
});

export const companyAccount = endpoint({
  method: 'GET',
  path: '/company/me/',
  summary: 'Данные своей компании для формы: название, ИНН, контакт, телефон',
  access: ['company'],
  response: CompanyAccountSchema,
});

export const companyAccountSave = endpoint({
  method: 'PUT',
  path: '/company/me/',
  summary: 'Сохранить данные своей компании (новые название, ИНН или контакт проверяет администратор)',
  access: ['company'],
  body: CompanyAccountInputSchema,
  response: CompanyAccountSchema,
});
