import * as v from 'valibot';
import { CompanyListQuerySchema } from '../../shared/contract/company.contract';
import { VacancyListQuerySchema } from '../../shared/contract/vacancy.contract';
import { PUBLIC_PAGE_SIZES } from '../../shared/initial-data';
import { cacheKeyOf } from '../cache/cache-key';
import type { PublicListCache } from '../cache/public-list-cache';
import { listCompanies } from '../domain/companies/list-companies';
import type { DomainDeps } from '../domain/deps';
import { listVacancies } from '../domain/vacancies/list-vacancies';
import type { SearchSnapshots } from '../domain/vacancy-search/snapshot-store';

/**
 * The public lists' first pages exactly as the API answers a guest's first request
 * (routes/vacancy.routes.ts, routes/company.routes.ts): the same query, parsed from the same strings by the
 * same contract, through the same shared cache. So a page and the API share one cache entry,
 * and what the page inlines is what the client would have fetched.
 */

/** The cached envelope's data: the cache keeps `{ success: true, data }` serialised. */
function dataOf(json: string): unknown {
  const envelope: unknown = JSON.parse(json);
  return typeof envelope === 'object' && envelope !== null ? Reflect.get(envelope, 'data') : null;
}

async function publicVacancies(
  deps: DomainDeps,
  cache: PublicListCache,
  search: SearchSnapshots | null,
  raw: Record<string, string>,
) {
  const parsed = v.parse(VacancyListQuerySchema, raw);
  const query = { ...parsed, status: undefined };
  const answer = await cache.answer('vacancies', cacheKeyOf(query), (version) =>
    listVacancies(deps, query, { kind: 'public', now: deps.now() }, { snapshot: search?.at(version) }),
  );
  return dataOf(answer.json);
}

/**
 * /vacancies/ with the page's filters: the client's `vacancy/getItems?…&page=1&limit=20`, the filters
 * read from the address by the client's own rules (src/shared/vacancy-filters.ts).
 */
export function firstVacanciesPage(
  deps: DomainDeps,
  cache: PublicListCache,
  search: SearchSnapshots | null,
  filters: Record<string, string> = {},
): Promise<unknown> {
  return publicVacancies(deps, cache, search, {
    ...filters,
    page: '1',
    limit: String(PUBLIC_PAGE_SIZES.vacancies),
  });
}

/** `/` for a guest: the newest vacancies, the client's `vacancy/getItems?limit=6`. */
export function latestVacancies(
  deps: DomainDeps,
  cache: PublicListCache,
  search: SearchSnapshots | null,
): Promise<unknown> {
  return publicVacancies(deps, cache, search, { limit: String(PUBLIC_PAGE_SIZES.guestLatest) });
}

/** Whether the shared cache already holds that first page: a page may inline it at no cost. */
export function holdsVacanciesPage(cache: PublicListCache, filters: Record<string, string>): boolean {
  const parsed = v.safeParse(VacancyListQuerySchema, {
    ...filters,
    page: '1',
    limit: String(PUBLIC_PAGE_SIZES.vacancies),
  });
  return parsed.success && cache.holds('vacancies', cacheKeyOf({ ...parsed.output, status: undefined }));
}

/** A company page's open vacancies: the client's `vacancy/getItems?company=…&sort=newest`. */
export function firstCompanyVacanciesPage(
  deps: DomainDeps,
  cache: PublicListCache,
  search: SearchSnapshots | null,
  companyId: number,
): Promise<unknown> {
  return publicVacancies(deps, cache, search, {
    company: String(companyId),
    sort: 'newest',
    page: '1',
    limit: String(PUBLIC_PAGE_SIZES.companyVacancies),
  });
}

/** /companies/ without a search: approved companies, as everyone but an admin gets them. */
export async function firstCompaniesPage(deps: DomainDeps, cache: PublicListCache): Promise<unknown> {
  const parsed = v.parse(CompanyListQuerySchema, {
    text: '',
    page: '1',
    limit: String(PUBLIC_PAGE_SIZES.companies),
  });
  const query = { ...parsed, status: undefined };
  const answer = await cache.answer('companies', cacheKeyOf(query), () =>
    listCompanies(deps, query, { admin: false }),
  );
  return dataOf(answer.json);
}
