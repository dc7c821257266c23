import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  TelegramLinkRequestSchema,
  TelegramLinkStatusSchema,
  TelegramUndoRequestSchema,
  TelegramWriteAccessSchema,
  TgLoginReplySchema,
  TgLoginRequestSchema,
} from '../telegram.contract';

/**
 * Telegram sign-in and linking (docs/design.md#sessions-and-telegram; decisions 010, 013, 023).
 * Refusals carry a machine-readable `code` (TG_LOGIN_CODES, `telegram-off` for 503 without a bot).
 */

/** The Mini App's sign-in: the Telegram user's linked account, whatever session came along. */
export const tgLogin = endpoint({
  method: 'POST',
  path: '/tg-login/',
  summary: 'Вход из Telegram Mini App по initData (сессия и bearer, администратору — второй фактор)',
  access: 'public',
  body: TgLoginRequestSchema,
  response: TgLoginReplySchema,
});

export const telegramLinkStatus = endpoint({
  method: 'GET',
  path: '/telegram/link/',
  summary: 'Привязан ли Telegram к своему аккаунту',
  access: 'signed-in',
  response: TelegramLinkStatusSchema,
});

/** The website's Login Widget answer plus the account's password (docs/decisions/013). */
export const telegramLink = endpoint({
  method: 'POST',
  path: '/telegram/link/',
  summary: 'Привязать Telegram к своему аккаунту (ответ виджета входа и пароль)',
  access: 'signed-in',
  body: TelegramLinkRequestSchema,
  response: TelegramLinkStatusSchema,
});

export const telegramUnlink = endpoint({
  method: 'POST',
  path: '/telegram/unlink/',
  summary: 'Отвязать Telegram от своего аккаунта',
  access: 'signed-in',
  response: TelegramLinkStatusSchema,
});

/** requestWriteAccess's answer inside the Mini App (docs/decisions/023). */
export const telegramWriteAccess = endpoint({
  method: 'POST',
  path: '/telegram/write-access/',
  summary: 'Запомнить, разрешил ли пользователь боту писать первым',
  access: 'signed-in',
  body: TelegramWriteAccessSchema,
  response: TelegramLinkStatusSchema,
});

/** The «это был не я» link from the notice mail: whoever holds the token, no session needed. */
export const telegramUndo = endpoint({
  method: 'POST',
  path: '/telegram/undo/',
  summary: 'Отменить новую привязку Telegram по ссылке из письма',
  access: 'public',
  body: TelegramUndoRequestSchema,
  response: v.null(),
});
