import { tagEndpoints } from '../../shared/contract/endpoints/dictionary.endpoints';
import { dictionaryRoutes } from './dictionary.routes';
import type { BoardRouteOptions } from './vacancy.routes';

/** /api/tag/getItems and /api/tag/ (docs/product.md#api-calls): the admin-managed tags. */
export const tagRoutes = (options: BoardRouteOptions) => dictionaryRoutes(tagEndpoints, 'tag', options);
