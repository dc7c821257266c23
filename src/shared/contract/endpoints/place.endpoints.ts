import { endpoint } from '../endpoint';
import { CityListQuerySchema, CityPageSchema } from '../place.contract';

/**
 * The city dictionary (docs/decisions/061) for the places filter and the vacancy form: public, it
 * is the same for everyone and changes only with a release.
 */
export const cityList = endpoint({
  method: 'GET',
  path: '/city/getItems',
  summary: 'Города по началу названия (крупные первыми) и регионы; или города по ids',
  access: 'public',
  query: CityListQuerySchema,
  response: CityPageSchema,
});
