import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  SecondFactorChallengeSchema,
  SecondFactorPassedSchema,
  SecondFactorResetInputSchema,
  SecondFactorVerifyInputSchema,
  TelegramConfirmationSchema,
  TotpConfirmInputSchema,
  TotpEnrolmentSchema,
} from '../two-factor.contract';

/**
 * The admin's second factor (docs/decisions/016-admin-second-factor.md): enrolment and verification
 * take the pending session of an admin who passed the password only; the reset a full admin session.
 */

export const secondFactorChallenge = endpoint({
  method: 'GET',
  path: '/two-factor/challenge/',
  summary: 'Что нужно для входа администратора: настроить второй фактор или ввести код',
  access: 'second-factor',
  response: SecondFactorChallengeSchema,
});

export const totpStart = endpoint({
  method: 'POST',
  path: '/two-factor/totp/start/',
  summary: 'Начать настройку приложения-аутентификатора (секрет показывается один раз)',
  access: 'second-factor',
  response: TotpEnrolmentSchema,
});

export const totpConfirm = endpoint({
  method: 'POST',
  path: '/two-factor/totp/confirm/',
  summary: 'Завершить настройку кодом из приложения (полная сессия и резервные коды)',
  access: 'second-factor',
  body: TotpConfirmInputSchema,
  response: SecondFactorPassedSchema,
});

export const secondFactorVerify = endpoint({
  method: 'POST',
  path: '/two-factor/verify/',
  summary: 'Подтвердить вход кодом из приложения или резервным кодом',
  access: 'second-factor',
  body: SecondFactorVerifyInputSchema,
  response: SecondFactorPassedSchema,
});

export const telegramConfirmationAsk = endpoint({
  method: 'POST',
  path: '/two-factor/telegram/ask/',
  summary: 'Попросить бота подтвердить вход в Telegram',
  access: 'second-factor',
  response: v.null(),
});

export const telegramConfirmationPoll = endpoint({
  method: 'GET',
  path: '/two-factor/telegram/',
  summary: 'Ответил ли администратор боту (ожидание или полная сессия)',
  access: 'second-factor',
  response: TelegramConfirmationSchema,
});

export const secondFactorReset = endpoint({
  method: 'POST',
  path: '/two-factor/reset/',
  summary: 'Сбросить второй фактор другого администратора',
  access: ['admin'],
  body: SecondFactorResetInputSchema,
  response: v.null(),
});
