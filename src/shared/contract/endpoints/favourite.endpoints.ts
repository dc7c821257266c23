import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  FavouriteIdsQuerySchema,
  FavouriteIdsSchema,
  FavouriteListQuerySchema,
  FavouriteStudentPageSchema,
  FavouriteSwitchRequestSchema,
  FavouriteSwitchResultSchema,
  FavouriteVacancyPageSchema,
} from '../favourite.contract';

/** Only these kinds keep favourites; which target each may keep the domain decides (403). */
const OWNERS = ['student', 'company'] as const;

export const favouriteSwitch = endpoint({
  method: 'POST',
  path: '/favourite/switch',
  summary: 'Добавить в избранное или убрать из него (ответ — новое состояние)',
  access: OWNERS,
  body: FavouriteSwitchRequestSchema,
  response: FavouriteSwitchResultSchema,
});

export const favouriteItems = endpoint({
  method: 'GET',
  path: '/favourite/getItems',
  summary: 'Своё избранное одного вида, сначала новое',
  access: OWNERS,
  query: FavouriteListQuerySchema,
  response: v.union([FavouriteVacancyPageSchema, FavouriteStudentPageSchema]),
});

export const favouriteIds = endpoint({
  method: 'GET',
  path: '/favourite/ids',
  summary: 'Все идентификаторы своего избранного одного вида (для карты на клиенте)',
  access: OWNERS,
  query: FavouriteIdsQuerySchema,
  response: FavouriteIdsSchema,
});
