/**
 * The guest home's one call: the newest vacancies from the public list (the server's shared
 * cache answers it), read with the list's declaration (src/shared/contract/endpoints/vacancy.endpoints.ts).
 * It stays apart from the vacancy cards and from home-api.ts, which would bring the home and
 * applications contracts to a guest's first screen of `/` (tests/e2e/js-budget.journey.test.ts).
 */
import { vacancyList } from '../../../shared/contract/endpoints/vacancy.endpoints';
import type { HomeVacancy } from '../../../shared/contract/home.contract';
import type { VacancyPage } from '../../../shared/contract/vacancy.contract';
import { PUBLIC_PAGE_SIZES } from '../../../shared/initial-data';
import type { HttpClient, HttpResult } from '../../lib/http';

/** The rows the home shows of a list page (the page's inlined one, or the API's). */
export function latestRows(page: VacancyPage): HomeVacancy[] {
  return page.items.map((item) => ({
    id: item.id,
    title: item.title,
    companyName: item.company.name,
    salary: item.salary,
    publishedAt: item.publishedAt,
  }));
}

export async function fetchLatestVacancies(http: HttpClient): Promise<HttpResult<HomeVacancy[]>> {
  const result = await http.api(vacancyList, { query: { limit: PUBLIC_PAGE_SIZES.guestLatest } });
  return result.ok ? { ...result, data: latestRows(result.data) } : result;
}
