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

/**
 * "Казань,Москва" or "928,510" → the names or ids as typed (the server finds them in the
 * dictionary and says which it does not know); at most `max`.
 */
export function placeListParam(max: number, message: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => [
        ...new Set(
          text
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ]),
      v.array(v.pipe(v.string(), v.maxLength(60, message), v.regex(/^[\p{L}\d .()—-]+$/u, message))),
      v.maxLength(max, `Не больше ${max} значений.`),
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
