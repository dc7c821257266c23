import * as v from 'valibot';
import { notFoundMessages } from '../../not-found-messages';
import {
  DictionaryItemInputSchema,
  DictionaryItemSchema,
  DictionaryListQuerySchema,
  DictionaryPageSchema,
} from '../dictionary-item.contract';
import { endpoint } from '../endpoint';
import { IdParamsSchema } from '../query';

/** The API base of each admin dictionary: /api/tag/… and /api/vacancy-type/… share one shape. */
export type DictionaryBase = 'tag' | 'vacancy-type';

const NAMES: Record<DictionaryBase, { many: string; notFound: string }> = {
  tag: { many: 'тегов', notFound: notFoundMessages.tag },
  'vacancy-type': { many: 'типов вакансий', notFound: notFoundMessages.vacancyType },
};

/**
 * One dictionary's endpoints: the list and one item are public (hidden items only for admins,
 * decided by the handler: src/server/routes/dictionary.routes.ts); writes are the career centre's.
 */
export function dictionaryEndpoints<const B extends DictionaryBase>(base: B) {
  const { many, notFound } = NAMES[base];
  return {
    list: endpoint({
      method: 'GET',
      path: `/${base}/getItems`,
      summary: `Справочник ${many}: видимые всем, скрытые — администратору (includeHidden)`,
      access: 'public',
      query: DictionaryListQuerySchema,
      response: DictionaryPageSchema,
    }),
    item: endpoint({
      method: 'GET',
      path: `/${base}/:id{[0-9]+}/`,
      summary: `Одна запись справочника ${many}`,
      access: 'public',
      params: IdParamsSchema,
      notFound,
      response: DictionaryItemSchema,
    }),
    create: endpoint({
      method: 'POST',
      path: `/${base}/`,
      summary: `Добавить запись в справочник ${many}`,
      access: ['admin'],
      body: DictionaryItemInputSchema,
      response: DictionaryItemSchema,
      status: 201,
    }),
    update: endpoint({
      method: 'PUT',
      path: `/${base}/:id{[0-9]+}/`,
      summary: `Изменить запись справочника ${many}`,
      access: ['admin'],
      params: IdParamsSchema,
      notFound,
      body: DictionaryItemInputSchema,
      response: DictionaryItemSchema,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `/${base}/:id{[0-9]+}/`,
      summary: `Удалить запись справочника ${many}`,
      access: ['admin'],
      params: IdParamsSchema,
      notFound,
      response: v.null(),
    }),
  };
}

export type DictionaryEndpoints = ReturnType<typeof dictionaryEndpoints<DictionaryBase>>;

export const tagEndpoints = dictionaryEndpoints('tag');
export const vacancyTypeEndpoints = dictionaryEndpoints('vacancy-type');

/** Each dictionary's family by its API base (the client's calls are parameterised by it). */
export const DICTIONARY_ENDPOINTS: Record<DictionaryBase, DictionaryEndpoints> = {
  tag: tagEndpoints,
  'vacancy-type': vacancyTypeEndpoints,
};
