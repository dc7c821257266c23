/** The call of «На карте» (its own chunk, vacancy-map.tsx): the list's search as pins. */
import { vacancyPoints } from '../../../shared/contract/endpoints/vacancy-map.endpoints';
import type { VacancyPoints } from '../../../shared/contract/vacancy-map.contract';
import { filtersToQuery, type VacancyFilters } from '../../../shared/vacancy-filters';
import type { HttpClient, HttpResult } from '../../lib/http';

export function vacancyPointsRequest(
  http: HttpClient,
  filters: VacancyFilters,
  signal: AbortSignal,
): Promise<HttpResult<VacancyPoints>> {
  return http.api(vacancyPoints, { query: filtersToQuery(filters) }, { signal });
}
