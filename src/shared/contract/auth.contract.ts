import * as v from 'valibot';
import { ACCOUNT_STATUSES, type AccountStatus } from '../dictionaries';
import { OptionalInitDataSchema } from './init-data.contract';
import { singleLine } from './text';

export const ACCOUNT_KINDS = ['student', 'company', 'admin'] as const;
const AccountKindSchema = v.picklist(ACCOUNT_KINDS, 'Выберите тип аккаунта.');
export type AccountKind = v.InferOutput<typeof AccountKindSchema>;

const EMAIL_MAX_LENGTH = 254;
/** ASVS 6.2.9 allows long passphrases; argon2 has no 72-byte cut like bcrypt. */
const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_MIN_LENGTH = 8;

export const EmailSchema = v.pipe(
  v.string('Введите email.'),
  v.trim(),
  singleLine,
  v.nonEmpty('Введите email.'),
  v.maxLength(EMAIL_MAX_LENGTH, 'Email слишком длинный.'),
  v.email('Введите email в формате name@example.ru.'),
  v.toLowerCase(),
);

/** At sign-in the password is checked, not judged: only presence and the hard maximum. */
export const LoginPasswordSchema = v.pipe(
  v.string('Введите пароль.'),
  v.nonEmpty('Введите пароль.'),
  v.maxLength(PASSWORD_MAX_LENGTH, `Пароль не длиннее ${PASSWORD_MAX_LENGTH} символов.`),
);

/** A new password (ASVS 6.2): 8..128 characters, no composition rules. */
export const NewPasswordSchema = v.pipe(
  v.string('Введите пароль.'),
  v.minLength(PASSWORD_MIN_LENGTH, `Пароль не короче ${PASSWORD_MIN_LENGTH} символов.`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Пароль не длиннее ${PASSWORD_MAX_LENGTH} символов.`),
);

/**
 * POST /api/login/. `kind` is optional (docs/decisions/050): without it, or with 'student' or
 * 'company', the account is found by its email among students and companies, the given kind
 * first; 'admin' is the admins' sign-in (/login/admin/) and finds admins only.
 */
export const LoginRequestSchema = v.object({
  email: EmailSchema,
  password: LoginPasswordSchema,
  kind: v.optional(AccountKindSchema),
  initData: OptionalInitDataSchema,
});
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/** What the client knows of the signed-in account. */
const SessionAccountSchema = v.object({
  id: v.number(),
  kind: AccountKindSchema,
  email: v.string(),
  name: v.string(),
  /**
   * Students and companies: the review status when the session was read, so screens can say what
   * waits for approval before the user meets a refusal (docs/decisions/051). The server still
   * decides every request by the current status.
   */
  status: v.optional(v.picklist(ACCOUNT_STATUSES as unknown as readonly [AccountStatus, ...AccountStatus[]])),
});
export type SessionAccount = v.InferOutput<typeof SessionAccountSchema>;

/**
 * The answer of /api/login/ and GET /api/session/. `token` is the session's public handle
 * (what the shell exposes in its global variable), never the credential itself.
 */
export const SessionDataSchema = v.object({
  kind: AccountKindSchema,
  token: v.string(),
  account: SessionAccountSchema,
});
export type SessionData = v.InferOutput<typeof SessionDataSchema>;

/**
 * The answer of /api/login/ (and /api/register/) for a full session: the session, plus `bearer`
 * when initData was given (contract/telegram.contract.ts). Without `bearer` here the plain session schema
 * would strip the credential the Mini App must keep.
 */
export const SessionWithBearerSchema = v.object({
  ...SessionDataSchema.entries,
  bearer: v.optional(v.pipe(v.string(), v.nonEmpty())),
});
export type SessionWithBearer = v.InferOutput<typeof SessionWithBearerSchema>;

/** POST /api/logout/ answers `{ success: true, data: null }`. */
export const LogoutDataSchema = v.null();

/**
 * POST /api/logout/?initData=…: inside Telegram the launch's initData also ends that user's
 * automatic sign-in (docs/design.md#sessions-and-telegram). Any string is taken: one Telegram does
 * not sign, or one too long to be initData, is ignored rather than refused, so a logout always ends
 * the session.
 */
export const LogoutQuerySchema = v.object({ initData: v.optional(v.string()) });

/** POST /api/setup/: the one-time creation of the first admin. */
export const SetupRequestSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  email: EmailSchema,
  name: v.pipe(
    v.string('Введите имя.'),
    v.trim(),
    v.nonEmpty('Введите имя.'),
    v.maxLength(120, 'Имя не длиннее 120 символов.'),
  ),
  password: NewPasswordSchema,
});
export type SetupRequest = v.InferOutput<typeof SetupRequestSchema>;

/** The `auth` record the client keeps in storage (docs/product.md#stored-data). */
export const StoredAuthSchema = v.object({ token: v.string(), kind: AccountKindSchema });
export type StoredAuth = v.InferOutput<typeof StoredAuthSchema>;
