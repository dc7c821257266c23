import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  ChangePasswordRequestSchema,
  type RECOVERY_KINDS,
  ResetPasswordRequestSchema,
  SendMailRequestSchema,
} from '../password.contract';

/** Passwords (src/server/routes/password.routes.ts): recovery by mail, and the signed-in change. */
export const resetMail = endpoint({
  method: 'POST',
  path: '/sendMail/',
  summary: 'Письмо со ссылкой для восстановления пароля (ответ один, есть аккаунт или нет)',
  access: 'public',
  body: SendMailRequestSchema,
  response: v.null(),
});

export const passwordReset = endpoint({
  method: 'POST',
  path: '/changePass/',
  summary: 'Новый пароль по ссылке из письма восстановления',
  access: 'public',
  body: ResetPasswordRequestSchema,
  response: v.null(),
});

const passwordChangeOf = <const K extends (typeof RECOVERY_KINDS)[number]>(kind: K, whose: string) =>
  endpoint({
    method: 'POST',
    path: `/${kind}/changePass/`,
    summary: `Смена пароля ${whose}: текущий и новый`,
    access: [kind],
    body: ChangePasswordRequestSchema,
    response: v.null(),
  });

/** One per kind that changes its own password (admins' passwords are another admin's business). */
export const passwordChange = {
  student: passwordChangeOf('student', 'студентом'),
  company: passwordChangeOf('company', 'компанией'),
} as const;
