import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import type { Update, UserFromGetMe } from 'grammy/types';

/**
 * A fake Telegram Bot API on 127.0.0.1 for offline tests (docs/telegram-pitfalls.md#the-bot-side, «Offline
 * testing»): grammY is pointed at it with `client: { apiRoot }` and talks real HTTP, so the requests it
 * records are exactly what Telegram would receive.
 */

export type BotApiCall = {
  token: string;
  method: string;
  payload: Record<string, unknown>;
  /** The message_id a successful sendMessage answered with: what a reply in the chat names. */
  messageId?: number;
};

export const FAKE_BOT_INFO: UserFromGetMe = {
  id: 7_000_000_001,
  is_bot: true,
  first_name: 'Биржа',
  username: 'career_board_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
};

type Answer = { status: number; body: unknown };

export type FakeBotApi = {
  /** `http://127.0.0.1:<port>`: grammY's `apiRoot` (no trailing slash). */
  apiRoot: string;
  calls: BotApiCall[];
  /** The calls of one method, in order. */
  callsOf(method: string): BotApiCall[];
  /** sendMessage to these chats answers 403 "bot was blocked by the user". */
  blockChat(chatId: number): void;
  /** The next `times` sendMessage calls answer 429 with `retry_after` seconds (flood control). */
  rateLimit(times: number, retryAfterSeconds: number): void;
  /** Every sendMessage answers 500 while set (a Telegram outage). */
  failSends(failing: boolean): void;
  /** While set, every request is held open unanswered (a Telegram that accepts and hangs). */
  hang(hanging: boolean): void;
  /** Updates the next getUpdates answers with. */
  feedUpdates(...updates: Update[]): void;
  reset(): void;
  close(): Promise<void>;
};

const PATH = /^\/bot([^/]+)\/(\w+)$/;
const ok = (result: unknown): Answer => ({ status: 200, body: { ok: true, result } });
const error = (status: number, description: string): Answer => ({
  status,
  body: { ok: false, error_code: status, description },
});

export async function startFakeBotApi(): Promise<FakeBotApi> {
  const calls: BotApiCall[] = [];
  const blocked = new Set<number>();
  const updates: Update[] = [];
  let failing = false;
  let hanging = false;
  let limited = { times: 0, retryAfter: 0 };
  let messageId = 0;

  const answer = (call: BotApiCall): Answer => {
    const { method, payload } = call;
    switch (method) {
      case 'getMe':
        return ok(FAKE_BOT_INFO);
      case 'sendMessage': {
        const chatId = Number(payload.chat_id);
        if (failing) return error(500, 'Internal Server Error');
        if (limited.times > 0) {
          limited.times -= 1;
          return {
            status: 429,
            body: {
              ok: false,
              error_code: 429,
              description: `Too Many Requests: retry after ${limited.retryAfter}`,
              parameters: { retry_after: limited.retryAfter },
            },
          };
        }
        if (blocked.has(chatId)) return error(403, 'Forbidden: bot was blocked by the user');
        messageId += 1;
        call.messageId = messageId;
        return ok({
          message_id: messageId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: 'private', first_name: 'Тест' },
          from: FAKE_BOT_INFO,
          text: payload.text,
        });
      }
      case 'answerCallbackQuery':
      case 'editMessageText':
      case 'setChatMenuButton':
      case 'setMyCommands':
      case 'setWebhook':
      case 'deleteWebhook':
        return ok(true);
      case 'getUpdates':
        return ok(updates.splice(0, updates.length));
      default:
        return error(404, 'Not Found: method not found');
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const match = PATH.exec(req.url?.split('?')[0] ?? '');
    if (req.method !== 'POST' || !match?.[1] || !match[2]) {
      send(res, error(404, 'Not Found'));
      return;
    }
    const call = { token: match[1], method: match[2], payload: await readPayload(req) };
    calls.push(call);
    if (hanging) return;
    // Long polling with nothing to deliver: wait a little, as Telegram holds the request open.
    if (call.method === 'getUpdates' && updates.length === 0) await delay(100);
    send(res, answer(call));
  }

  // grammY keeps its connections alive (node-fetch with a keep-alive agent, grammy's
  // platform.node.js). Node closes an idle one after 5 s by default, and a request sent on it just
  // then fails as a network error: a notification lost to the fake's timing. Telegram keeps them
  // open; so does the fake (close() ends them all).
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    calls,
    callsOf: (method) => calls.filter((call) => call.method === method),
    blockChat: (chatId) => blocked.add(chatId),
    rateLimit: (times, retryAfter) => {
      limited = { times, retryAfter };
    },
    failSends: (value) => {
      failing = value;
    },
    hang: (value) => {
      hanging = value;
    },
    feedUpdates: (...items) => updates.push(...items),
    reset() {
      calls.length = 0;
      updates.length = 0;
      blocked.clear();
      failing = false;
      hanging = false;
      limited = { times: 0, retryAfter: 0 };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(res: ServerResponse, answer: Answer) {
  const body = JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** JSON, urlencoded or multipart (grammY switches to multipart when a file is attached). */
async function readPayload(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) return JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': type },
    body: raw,
  }).formData();
  const payload: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (typeof value !== 'string') continue;
    // Form fields carry nested objects as JSON text, as the Bot API accepts them.
    payload[key] = parseMaybeJson(value);
  }
  return payload;
}

function parseMaybeJson(value: string): unknown {
  if (!/^[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A syntactically valid token (env.ts checks the shape); never a real one. */
export const TEST_BOT_TOKEN = '123456789:TEST-token_for-offline-tests';

/** The inline keyboard of a recorded sendMessage, as Telegram received it. */
export function inlineButtons(call: BotApiCall | undefined): Record<string, unknown>[] {
  const markup = call?.payload.reply_markup as { inline_keyboard?: Record<string, unknown>[][] } | undefined;
  return markup?.inline_keyboard?.flat() ?? [];
}

/** A port nothing listens on: the Bot API unreachable (connection refused). */
export async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}
