import * as v from 'valibot';

/** Telegram's initData is a few hundred characters; anything near this is not initData. */
export const INIT_DATA_MAX_LENGTH = 4096;

export const InitDataSchema = v.pipe(
  v.string('Нет данных запуска Telegram.'),
  v.nonEmpty('Нет данных запуска Telegram.'),
  v.maxLength(INIT_DATA_MAX_LENGTH, 'Данные запуска Telegram слишком длинные.'),
);

/**
 * Given to /api/login/ and /api/register/ inside Telegram: the account is then linked to that
 * Telegram user, and the answer carries a bearer credential (contract/telegram.contract.ts).
 */
export const OptionalInitDataSchema = v.optional(InitDataSchema);
