import * as v from 'valibot';
import { SessionDataSchema } from './auth.contract';

/**
 * The admin's second factor (docs/decisions/016-admin-second-factor.md). After the password an
 * admin's session is pending: it may only enrol or verify here until the second factor passes.
 */
const SECOND_FACTOR_METHODS = ['totp', 'telegram'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
export const RECOVERY_CODE_COUNT = 10;

/** What /api/login/ answers an admin whose password was right: the session is not full yet. */
export const SecondFactorChallengeSchema = v.object({
  secondFactor: v.picklist(['enrol', 'verify']),
  /** Which methods the admin may use now (for `verify`: the enrolled one; recovery codes always). */
  methods: v.array(v.picklist(SECOND_FACTOR_METHODS)),
  /** Whether the bot can ask the admin (their Telegram is linked and the bot is configured). */
  telegramAvailable: v.boolean(),
});
export type SecondFactorChallenge = v.InferOutput<typeof SecondFactorChallengeSchema>;

/** The challenge as /api/login/ gives it; inside Telegram with the pending session's bearer. */
export const PendingAdminSchema = v.object({
  ...SecondFactorChallengeSchema.entries,
  bearer: v.optional(v.string()),
});
export type PendingAdmin = v.InferOutput<typeof PendingAdminSchema>;

/** POST /api/two-factor/totp/start/ — the secret, shown once, for the authenticator app. */
export const TotpEnrolmentSchema = v.object({ secret: v.string(), uri: v.string() });
export type TotpEnrolment = v.InferOutput<typeof TotpEnrolmentSchema>;

const TotpCodeSchema = v.pipe(
  v.string('Введите код из приложения.'),
  v.trim(),
  v.regex(/^\d{6}$/, 'Код — 6 цифр из приложения-аутентификатора.'),
);

/** POST /api/two-factor/totp/confirm/ */
export const TotpConfirmInputSchema = v.object({ code: TotpCodeSchema });

/** POST /api/two-factor/verify/: a code from the app (6 digits) or a recovery code (xxxxx-xxxxx). */
export const SecondFactorVerifyInputSchema = v.object({
  code: v.pipe(
    v.string('Введите код.'),
    v.trim(),
    v.nonEmpty('Введите код.'),
    v.maxLength(32, 'Код слишком длинный.'),
    v.regex(/^[0-9a-zA-Z -]+$/, 'Введите 6 цифр из приложения или резервный код.'),
  ),
});

/** The full session that replaces the pending one (plus the bearer inside Telegram). */
export const SecondFactorPassedSchema = v.object({
  ...SessionDataSchema.entries,
  bearer: v.optional(v.string()),
  /** Only at the end of an enrolment: shown once, never again. */
  recoveryCodes: v.optional(v.array(v.string())),
});
export type SecondFactorPassed = v.InferOutput<typeof SecondFactorPassedSchema>;

/** GET /api/two-factor/telegram/ — the bot's question, while the page waits. */
export const TelegramConfirmationSchema = v.union([
  v.object({ state: v.literal('waiting') }),
  SecondFactorPassedSchema,
]);

/** POST /api/two-factor/reset/ — an admin resets another admin's second factor. */
export const SecondFactorResetInputSchema = v.object({
  adminId: v.pipe(v.number('Укажите администратора.'), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
});

export const twoFactorMessages = {
  enrolFirst: 'Администратору нужен второй фактор: войдите по email и паролю и настройте его.',
  miniAppByPassword:
    'Ваш вход подтверждает Telegram, поэтому здесь нужен ещё и пароль: войдите по email и паролю.',
  pendingOnly: 'Сначала подтвердите вход вторым фактором.',
  notPending: 'Войдите по паролю заново: подтверждение входа устарело.',
  alreadyEnrolled: 'Второй фактор уже настроен: введите код из приложения или резервный код.',
  notEnrolling: 'Сначала начните настройку приложения-аутентификатора.',
  codeInvalid: 'Код не подошёл. Проверьте время на телефоне и введите новый код.',
  rateLimited: 'Слишком много попыток ввода кода. Попробуйте снова через {minutes}.',
  telegramUnavailable: 'Подтверждение через Telegram недоступно: привяжите Telegram или выберите приложение.',
  telegramDeclined: 'Вход отклонён в Telegram. Если это были не вы, смените пароль.',
  resetSelf: 'Свой второй фактор сбрасывает другой администратор.',
  resetDone: 'Второй фактор сброшен: при следующем входе администратор настроит его заново.',
} as const;
