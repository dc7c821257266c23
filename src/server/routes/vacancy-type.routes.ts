import { vacancyTypeEndpoints } from '../../shared/contract/endpoints/dictionary.endpoints';
import { dictionaryRoutes } from './dictionary.routes';
import type { BoardRouteOptions } from './vacancy.routes';

/** /api/vacancy-type/…: not in the specification's table; shaped like /api/tag/ (issue 3). */
export const vacancyTypeRoutes = (options: BoardRouteOptions) =>
  dictionaryRoutes(vacancyTypeEndpoints, 'vacancyType', options);
