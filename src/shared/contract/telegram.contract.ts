import * as v from 'valibot';
import { LoginPasswordSchema, SessionDataSchema } from './auth.contract';
import { InitDataSchema } from './init-data.contract';
import { SecondFactorChallengeSchema } from './two-factor.contract';

/**
 * Telegram sign-in and linking (docs/design.md#sessions-and-telegram; decision 010). initData is the raw
 * query string the Telegram client signed; it travels unmodified and only the server judges it.
 */

/** POST /api/tg-login/ */
export const TgLoginRequestSchema = v.object({
  initData: InitDataSchema,
  /**
   * The user pressed «Войти через Telegram» after logging out: this deliberate sign-in turns the
   * automatic one back on. Without it, a signed-out Telegram user stays signed out.
   */
  resume: v.optional(v.boolean('resume — да или нет.')),
});

/**
 * A session for the Telegram platform: the usual session data plus the bearer credential the
 * platform keeps in Telegram's storage and sends as `Authorization: Bearer …` (cookies are
 * unreliable in Telegram's webviews). Also the answer of /api/login/ and /api/register/ when
 * they were given initData.
 */
const TelegramSessionDataSchema = v.object({
  ...SessionDataSchema.entries,
  bearer: v.string(),
});
export type TelegramSessionData = v.InferOutput<typeof TelegramSessionDataSchema>;

/**
 * tg-login's answer to an admin (docs/decisions/016): no session yet, the second factor comes next,
 * with this pending bearer (it opens /api/two-factor/* only).
 */
const TelegramSecondFactorSchema = v.object({
  ...SecondFactorChallengeSchema.entries,
  bearer: v.pipe(v.string(), v.nonEmpty()),
});
export type TelegramSecondFactor = v.InferOutput<typeof TelegramSecondFactorSchema>;

/** POST /api/tg-login/: an admin's challenge, or anyone else's session. */
export const TgLoginReplySchema = v.union([TelegramSecondFactorSchema, TelegramSessionDataSchema]);

/** Machine-readable reasons of a refused tg-login, in the failure envelope's `code`. */
export const TG_LOGIN_CODES = {
  /** Forged, expired, another bot's or malformed initData (401). */
  invalid: 'init-data-invalid',
  /** No account is linked to this Telegram user (404): offer «войти по email» or registration. */
  unlinked: 'telegram-unlinked',
  /** The user logged out inside Telegram (403): offer «Войти через Telegram» or email. */
  signedOut: 'telegram-signed-out',
} as const;

/**
 * The failure `code` of /api/register/ (and of /api/login/ with initData) for a caller who is
 * already signed in (403): a second account, or a Telegram link moved away from the account in
 * use, needs a sign-out first (docs/decisions/013).
 */
export const ALREADY_SIGNED_IN = 'already-signed-in';

/**
 * POST /api/telegram/link/: the Telegram Login Widget's answer (core.telegram.org/widgets/login),
 * checked with SHA256(bot token); links Telegram to the signed-in account on the website.
 */
export const LoginWidgetDataSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  first_name: v.pipe(v.string(), v.maxLength(256)),
  last_name: v.optional(v.pipe(v.string(), v.maxLength(256))),
  username: v.optional(v.pipe(v.string(), v.maxLength(64))),
  photo_url: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  auth_date: v.pipe(v.number(), v.integer(), v.minValue(0)),
  hash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'Неверная подпись Telegram.')),
});
export type LoginWidgetData = v.InferOutput<typeof LoginWidgetDataSchema>;

/**
 * POST /api/telegram/link/ body: the widget's answer plus the account's current password — a
 * signed-in session alone does not link a Telegram account (docs/decisions/013).
 */
export const TelegramLinkRequestSchema = v.object({
  ...LoginWidgetDataSchema.entries,
  password: LoginPasswordSchema,
});

/** POST /api/telegram/undo/: the token of the «это был не я» link mailed after a new link. */
export const TelegramUndoRequestSchema = v.object({
  token: v.pipe(v.string('Ссылка неполная.'), v.nonEmpty('Ссылка неполная.'), v.maxLength(200)),
});

/** GET /api/telegram/link/: whether the signed-in account has Telegram linked. */
export const TelegramLinkStatusSchema = v.object({
  linked: v.boolean(),
  /** @username of the linked Telegram user, when known. */
  username: v.nullable(v.string()),
  /** The bot blocked notifications: the user blocked it. */
  botBlocked: v.boolean(),
  /**
   * Whether the bot may write first (initData's `allows_write_to_pm`, /start, or a granted
   * requestWriteAccess); null: not known. The Mini App asks for write access unless true.
   */
  allowsWriteToPm: v.nullable(v.boolean()),
});
export type TelegramLinkStatus = v.InferOutput<typeof TelegramLinkStatusSchema>;

/** POST /api/telegram/write-access/: what requestWriteAccess answered inside the Mini App. */
export const TelegramWriteAccessSchema = v.object({
  allowed: v.boolean('Ответ на запрос — да или нет.'),
});
