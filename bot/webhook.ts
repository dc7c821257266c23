/**
 * The bot by webhook (PUBLIC_URL over https): Telegram POSTs updates to the main server, which
 * mounts this handler outside /api (app option `botWebhook`). Two secrets, both derived from the
 * token so every instance agrees on them without more configuration: a path segment nobody can
 * guess, and the `X-Telegram-Bot-Api-Secret-Token` header Telegram sends back (grammY compares
 * it in constant time and answers 401 otherwise). Neither reveals the token (HMAC, one-way).
 */
import { createHmac } from 'node:crypto';
import { type Bot, webhookCallback } from 'grammy';
import { ALLOWED_UPDATES } from './bot';

export type BotWebhook = { path: string; handle: (request: Request) => Promise<Response> };

export const WEBHOOK_BASE_PATH = '/telegram/webhook/';

const derive = (token: string, label: string) =>
  createHmac('sha256', token).update(`job-board:${label}`).digest('base64url');

/** Where the webhook is mounted: a path with a segment derived from the token (never the token). */
export function webhookPath(token: string): string {
  return `${WEBHOOK_BASE_PATH}${derive(token, 'webhook-path').slice(0, 32)}`;
}

/** The secret Telegram sends back in `X-Telegram-Bot-Api-Secret-Token` (1–256 of [A-Za-z0-9_-]). */
export function webhookSecretToken(token: string): string {
  return derive(token, 'webhook-secret');
}

export function createBotWebhook(bot: Bot, options: { secretToken: string }): BotWebhook {
  const callback = webhookCallback(bot, 'std/http', {
    secretToken: options.secretToken,
    // Answer Telegram within its patience; handlers are short (one query, one reply).
    onTimeout: 'return',
    timeoutMilliseconds: 9_000,
  });
  return {
    path: webhookPath(bot.token),
    handle: (request) => callback(request),
  };
}

/** Tells Telegram where to send updates (called at start; idempotent on Telegram's side). */
export async function registerWebhook(bot: Bot, url: string, secretToken: string): Promise<void> {
  await bot.api.setWebhook(url, { secret_token: secretToken, allowed_updates: [...ALLOWED_UPDATES] });
}
