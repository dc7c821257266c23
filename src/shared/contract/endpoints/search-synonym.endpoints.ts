import { messages } from '../../messages';
import { endpoint } from '../endpoint';
import { IdParamsSchema } from '../query';
import {
  SearchSynonymInputSchema,
  SearchSynonymListQuerySchema,
  SearchSynonymPageSchema,
  SearchSynonymSchema,
} from '../search-synonym.contract';

/**
 * The search's synonyms (docs/decisions/060): the career centre lists and edits them on
 * /board/search-synonyms/. Every write re-reads the saved searches with the new dictionary, so
 * an alert keeps matching exactly what the list shows (docs/decisions/024).
 */
export const searchSynonymList = endpoint({
  method: 'GET',
  path: '/search-synonym/getItems',
  summary: 'Синонимы поиска по алфавиту; text ищет в обоих словах',
  access: ['admin'],
  query: SearchSynonymListQuerySchema,
  response: SearchSynonymPageSchema,
});

export const searchSynonymCreate = endpoint({
  method: 'POST',
  path: '/search-synonym/',
  summary: 'Добавить синоним: слово, которое вводят, и что оно означает',
  access: ['admin'],
  body: SearchSynonymInputSchema,
  response: SearchSynonymSchema,
  status: 201,
});

export const searchSynonymUpdate = endpoint({
  method: 'PUT',
  path: '/search-synonym/:id{[0-9]+}/',
  summary: 'Изменить синоним',
  access: ['admin'],
  params: IdParamsSchema,
  notFound: messages.searchSynonymNotFound,
  body: SearchSynonymInputSchema,
  response: SearchSynonymSchema,
});

export const searchSynonymRemove = endpoint({
  method: 'DELETE',
  path: '/search-synonym/:id{[0-9]+}/',
  summary: 'Удалить синоним',
  access: ['admin'],
  params: IdParamsSchema,
  notFound: messages.searchSynonymNotFound,
  response: SearchSynonymSchema,
});
