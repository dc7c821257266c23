import * as v from 'valibot';
import {
  LoginRequestSchema,
  LogoutDataSchema,
  LogoutQuerySchema,
  SessionDataSchema,
  SessionWithBearerSchema,
  SetupRequestSchema,
} from '../auth.contract';
import { endpoint } from '../endpoint';
import { PendingAdminSchema } from '../two-factor.contract';

/**
 * Sessions (src/server/routes/auth.routes.ts). Sign-in and logout are public: the credentials decide, and
 * a logout without a session still succeeds (the client cleans up after an expiry).
 */
export const login = endpoint({
  method: 'POST',
  path: '/login/',
  summary: 'Вход по email и паролю (внутри Telegram — ещё и привязка аккаунта)',
  access: 'public',
  body: LoginRequestSchema,
  // An admin gets the second factor's challenge instead of a session (docs/decisions/016).
  response: v.union([PendingAdminSchema, SessionWithBearerSchema]),
});

export const logout = endpoint({
  method: 'POST',
  path: '/logout/',
  summary: 'Выход: сессия завершается (внутри Telegram — и автоматический вход)',
  access: 'public',
  query: LogoutQuerySchema,
  response: LogoutDataSchema,
});

export const currentSession = endpoint({
  method: 'GET',
  path: '/session/',
  summary: 'Текущая сессия и аккаунт',
  access: 'signed-in',
  response: SessionDataSchema,
});

export const firstAdminSetup = endpoint({
  method: 'POST',
  path: '/setup/',
  summary: 'Создание первого администратора по одноразовой ссылке',
  access: 'public',
  body: SetupRequestSchema,
  response: v.null(),
  status: 201,
});
