import * as v from 'valibot';
import { BooleanParamSchema, PageParamSchema, pageSchema, SearchTextParamSchema } from './query';
import { singleLine } from './text';

/**
 * Tags and vacancy types: admin-managed dictionaries with a name, an order and visibility.
 * /api/tag/… and /api/vacancy-type/… share these shapes.
 */
/**
 * Dictionaries are short (tens of entries): one request returns them whole, so a slider never
 * hides the tag an admin added last.
 */
export const DICTIONARY_LIMIT_MAX = 200;

export const DictionaryItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  position: v.number(),
  visible: v.boolean(),
  /** Published vacancies of approved companies carrying it (what the slider shows). */
  vacancyCount: v.number(),
});
export type DictionaryItem = v.InferOutput<typeof DictionaryItemSchema>;

export const DictionaryListQuerySchema = v.object({
  text: SearchTextParamSchema,
  /** Admins may ask for hidden ones too; everyone else always gets visible ones only. */
  includeHidden: BooleanParamSchema,
  page: PageParamSchema,
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'Размер страницы должен быть числом.'),
      v.transform(Number),
      v.minValue(1, 'Размер страницы не меньше 1.'),
      v.maxValue(DICTIONARY_LIMIT_MAX, `Размер страницы не больше ${DICTIONARY_LIMIT_MAX}.`),
    ),
    String(DICTIONARY_LIMIT_MAX),
  ),
});
export type DictionaryListQuery = v.InferOutput<typeof DictionaryListQuerySchema>;

export const DictionaryPageSchema = pageSchema(DictionaryItemSchema);

export const DICTIONARY_NAME_MAX = 60;

export const DictionaryItemInputSchema = v.object({
  name: v.pipe(
    v.string('Введите название.'),
    v.trim(),
    singleLine,
    v.nonEmpty('Введите название.'),
    v.maxLength(DICTIONARY_NAME_MAX, `Название не длиннее ${DICTIONARY_NAME_MAX} символов.`),
  ),
  position: v.optional(
    v.pipe(
      v.number('Порядок — целое число.'),
      v.integer('Порядок — целое число.'),
      v.minValue(0, 'Порядок не меньше 0.'),
      v.maxValue(10_000, 'Порядок не больше 10000.'),
    ),
    0,
  ),
  visible: v.optional(v.boolean('Видимость — да или нет.'), true),
});
export type DictionaryItemInput = v.InferOutput<typeof DictionaryItemInputSchema>;
