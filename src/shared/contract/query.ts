import * as v from 'valibot';

/**
 * Query-string pieces: the browser sends strings, lists as comma-separated values
 * (`tags=3,7`). Each schema turns them into typed values with Russian errors.
 */

/**
 * Ids are PostgreSQL `integer`s: a larger number names no row, and without this bound the
 * database refuses the comparison itself (a 500 instead of the 400 the input deserves).
 */
const ID_MAX = 2_147_483_647;
/** The last step of every numeric id's pipe in a JSON body. */
export const idInRange = v.maxValue<number, typeof ID_MAX, string>(ID_MAX, 'Неверный идентификатор.');

const PAGE_MAX = 100;
export const LIMIT_MAX = 50;
const LIMIT_DEFAULT = 20;

export const PageParamSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,4}$/, 'Номер страницы должен быть числом.'),
    v.transform(Number),
    v.minValue(1, 'Номер страницы начинается с 1.'),
    v.maxValue(PAGE_MAX, `Можно открыть не дальше ${PAGE_MAX}-й страницы: уточните поиск.`),
  ),
  '1',
);

export const LimitParamSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, 'Размер страницы должен быть числом.'),
    v.transform(Number),
    v.minValue(1, 'Размер страницы не меньше 1.'),
    v.maxValue(LIMIT_MAX, `Размер страницы не больше ${LIMIT_MAX}.`),
  ),
  String(LIMIT_DEFAULT),
);

export const IdParamSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, 'Неверный идентификатор.'),
  v.transform(Number),
  v.minValue(1, 'Неверный идентификатор.'),
);

export const optionalId = v.optional(IdParamSchema);

/** `:id` of a declared path (src/shared/contract/endpoint.ts). */
export const IdParamsSchema = v.object({ id: IdParamSchema });

/**
 * The days a period filter may name: what the board can hold, and what PostgreSQL and the Moscow
 * time arithmetic take (`0000-01-01` or `2024-02-30` once reached the database and answered 500).
 */
const DAY_MIN = '2000-01-01';
const DAY_MAX = '2100-12-31';
const DAY_RANGE_MESSAGE = `Укажите дату между ${DAY_MIN.split('-').reverse().join('.')} и ${DAY_MAX.split('-').reverse().join('.')}.`;

/** `2026-12-05`, a day the calendar has (not `2026-02-30`). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** `from=ГГГГ-ММ-ДД` of a list or figures period: a real day within DAY_MIN…DAY_MAX. */
export const DayParamSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД.'),
    v.check(isCalendarDay, 'Такой даты нет в календаре: проверьте день и месяц.'),
    v.check((day) => day >= DAY_MIN && day <= DAY_MAX, DAY_RANGE_MESSAGE),
  ),
);

/** "3,7,12" → [3, 7, 12]; at most `max` ids. */
export function idListParam(max: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}(,\d{1,9})*$/, 'Список должен состоять из чисел через запятую.'),
      v.transform((text) => [...new Set(text.split(',').map(Number))]),
      v.maxLength(max, `Не больше ${max} значений.`),
    ),
  );
}

/** "full,part" → ['full', 'part'] from a fixed list. */
export function enumListParam<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => [...new Set(text.split(',').filter(Boolean))]),
      v.array(v.picklist(options, message)),
      v.maxLength(options.length),
    ),
  );
}

/** The longest search text the lists take (the bot's search and start parameters too). */
export const SEARCH_TEXT_MAX = 200;

export const SearchTextParamSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(SEARCH_TEXT_MAX, `Поисковый запрос не длиннее ${SEARCH_TEXT_MAX} символов.`),
  ),
);

export const BooleanParamSchema = v.optional(
  v.pipe(
    v.picklist(['true', 'false', '1', '0'], 'Ожидается true или false.'),
    v.transform((text) => text === 'true' || text === '1'),
  ),
);

/** `{ items, total, page, hasMore }` of every getItems (docs/design.md#api-rules). */
export function pageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ items: v.array(item), total: v.number(), page: v.number(), hasMore: v.boolean() });
}

export type Page<TItem> = { items: TItem[]; total: number; page: number; hasMore: boolean };
