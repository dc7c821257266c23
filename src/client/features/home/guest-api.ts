/**
 * The guest home's one call: the newest vacancies from the public list (the server's shared
 * cache answers it). It reads only what a home row shows, with a schema of its own: the full
 * vacancy contract and the cards would add about 9 KB to a guest's first screen of `/`
 * (tests/e2e/js-budget.test.ts), and home-api.ts would bring the home and applications contracts.
 */
import * as v from 'valibot';
import type { HomeVacancy } from '../../../shared/contract/home';
import { CURRENCIES } from '../../../shared/dictionaries';
import type { HttpClient, HttpResult } from '../../lib/http';

/** How many of the newest vacancies a guest sees under the search box. */
export const GUEST_LATEST_COUNT = 6;

const LatestPageSchema = v.object({
  items: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      company: v.object({ name: v.string() }),
      salary: v.object({
        from: v.nullable(v.number()),
        to: v.nullable(v.number()),
        currency: v.picklist(CURRENCIES),
        gross: v.boolean(),
      }),
      publishedAt: v.nullable(v.string()),
    }),
  ),
});

export async function fetchLatestVacancies(http: HttpClient): Promise<HttpResult<HomeVacancy[]>> {
  const result = await http.get('vacancy/getItems', LatestPageSchema, {
    searchParams: { limit: GUEST_LATEST_COUNT },
  });
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
