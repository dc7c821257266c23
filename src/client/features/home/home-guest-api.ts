/**
 * The guest home's one call: the newest vacancies from the public list (the server's shared
 * cache answers it), read with the list's declaration (src/shared/contract/endpoints/vacancy.endpoints.ts).
 * It stays apart from the vacancy cards and from home-api.ts, which would bring the home and
 * applications contracts to a guest's first screen of `/` (tests/e2e/js-budget.journey.test.ts).
 */
import { vacancyList } from '../../../shared/contract/endpoints/vacancy.endpoints';
import type { HomeVacancy } from '../../../shared/contract/home.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

/** How many of the newest vacancies a guest sees under the search box. */
const GUEST_LATEST_COUNT = 6;

export async function fetchLatestVacancies(http: HttpClient): Promise<HttpResult<HomeVacancy[]>> {
  const result = await http.api(vacancyList, { query: { limit: GUEST_LATEST_COUNT } });
  if (!result.ok) return result;
  return {
    ...result,
    data: result.data.items.map((item) => ({
      id: item.id,
      title: item.title,
      companyName: item.company.name,
      salary: item.salary,
      publishedAt: item.publishedAt,
    })),
  };
}
