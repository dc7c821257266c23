/**
 * The Telegram side of the conversation journeys: what the bot sent to a chat (every button, and
 * the message id a reply in the chat names), and who receives the chat's updates. As bot/README.md
 * runs it: with the embedded database the server polls the Bot API itself (BOT_POLLING), with
 * PostgreSQL `npm run bot` does, in a process of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { projectRoot } from '../../../src/server/client-build';
import type { TelegramUserData } from '../../../src/server/dev/mini-app-launch';
import { type FakeBotApi, inlineButtons } from '../../helpers/fake-bot-api';
import { testEnv } from '../../helpers/test-env';
import { startOfButton } from './applications-journey';
import { LOAD, pathOf, TOAST_WATCH } from './feedback-journey';
import { JOURNEY_BOT, journeyInitData } from './journey-init-data';
import type { JourneyServer } from './journey-server';
import { openMiniApp, type TelegramHost } from './telegram-host';

type ChatMessage = {
  text: string;
  /** What a reply to it names (reply_to_message.message_id). */
  messageId: number;
  buttons: { text: string; url: string; data: string }[];
};

/** Every message the bot sent to this chat, in order, with all its buttons. */
export function chatOf(bot: FakeBotApi, chatId: number): ChatMessage[] {
  return bot
    .callsOf('sendMessage')
    .filter((call) => Number(call.payload.chat_id) === chatId && call.messageId !== undefined)
    .map((call) => ({
      text: String(call.payload.text ?? ''),
      messageId: call.messageId ?? 0,
      buttons: inlineButtons(call).map((button) => ({
        text: String(button.text ?? ''),
        url: String(button.url ?? ''),
        data: String(button.callback_data ?? ''),
      })),
    }));
}

/** Waits for the bot's message to this chat that contains `words`; a miss lists what the chat got. */
export async function awaitChatMessage(bot: FakeBotApi, chatId: number, words: string): Promise<ChatMessage> {
  const found = () => chatOf(bot, chatId).find((message) => message.text.includes(words));
  await expect
    .poll(() => found() !== undefined, { ...LOAD, message: `no bot message with «${words}» to ${chatId}` })
    .toBe(true);
  const message = found();
  if (!message) throw new Error('unreachable');
  return message;
}

/** The button of a bot message that opens this screen of the Mini App (a t.me link with startapp). */
export function buttonOpening(
  message: ChatMessage,
  path: string,
): { text: string; startParam: string } | null {
  for (const button of message.buttons) {
    if (!button.url.startsWith('https://t.me/')) continue;
    const start = startOfButton(button.url);
    if (start.path === path) return { text: button.text, startParam: start.startParam };
  }
  return null;
}

/** Opens the Mini App as Telegram does from a button's link, and waits for its automatic sign-in. */
export async function openFromButton(
  page: Page,
  url: string,
  user: TelegramUserData,
  startParam: string,
): Promise<TelegramHost> {
  await page.addInitScript({ content: TOAST_WATCH });
  const signedIn = page.waitForResponse((response) => pathOf(response.url()) === '/api/tg-login/', LOAD);
  const host = await openMiniApp(page, {
    baseUrl: url,
    path: '/',
    startParam,
    initData: journeyInitData(user, startParam),
  });
  expect((await signedIn).status()).toBe(200);
  return host;
}

/** `npm run bot` with the server's database and Bot API: it prints this line once it polls. */
const POLLING = /получает обновления/;

/**
 * Starts the bot's own process (the release's `node scripts/run.mjs bot/standalone-bot`) when the
 * database is PostgreSQL; with PGlite the server polls and this does nothing. Answers its stop.
 */
async function startChatUpdates(env: Record<string, string>): Promise<() => Promise<void>> {
  if (!env.DATABASE_URL) return async () => {};
  const child: ChildProcess = spawn(
    process.execPath,
    [join(projectRoot, 'scripts', 'run.mjs'), 'bot/standalone-bot'],
    {
      cwd: projectRoot,
      env: { ...testEnv.childBase, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run bot did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!POLLING.test(output)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`npm run bot exited before it polled:\n${output}`));
    });
  });
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
}

/**
 * For the suite: the chat's updates reach the server (PGlite: it polls, BOT_POLLING) or `npm run
 * bot` started here beside it (PostgreSQL), with the server's database, fake Bot API and inbox.
 */
export function useChatUpdates(journey: JourneyServer, bot: () => FakeBotApi, smtpUrl: () => string): void {
  let stop = async () => {};
  beforeAll(async () => {
    stop = await startChatUpdates({
      ...journey.databaseEnv,
      BOT_TOKEN: JOURNEY_BOT.BOT_TOKEN,
      BOT_API_ROOT: bot().apiRoot,
      SMTP_URL: smtpUrl(),
    });
  });
  afterAll(() => stop());
}
