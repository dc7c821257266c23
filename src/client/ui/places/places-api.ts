/**
 * The places' call (docs/decisions/061): cities and regions by the start of a name. ui/ reaches
 * the API only through the injected client (lib/services, docs/decisions/039).
 */
import { cityList } from '../../../shared/contract/endpoints/place.endpoints';
import type { Services } from '../../lib/services';

type Http = Services['http'];

export function citiesRequest(http: Http, text: string, signal: AbortSignal) {
  return http.api(cityList, { query: { text } }, { signal });
}
