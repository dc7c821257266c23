import * as v from 'valibot';
import { IdParamSchema } from '../../shared/contract/query';
import { type InitialDataPayload, initialDataKeys } from '../../shared/initial-data';
import { paths } from '../../shared/paths';
import { filtersToQuery, parseFilters } from '../../shared/vacancy-filters';
import type { PublicListCache } from '../cache/public-list-cache';
import { getCompany } from '../domain/companies/get-company';
import type { DomainDeps } from '../domain/deps';
import { UnknownPlaceError } from '../domain/places/resolve-places';
import { getVacancy } from '../domain/vacancies/get-vacancy';
import type { SearchSnapshots } from '../domain/vacancy-search/snapshot-store';
import type { VacancyViewRecorder } from '../domain/vacancy-views/view-recorder';
import type { Viewer } from '../domain/viewer';
import {
  firstCompaniesPage,
  firstCompanyVacanciesPage,
  firstVacanciesPage,
  holdsVacanciesPage,
  latestVacancies,
} from './first-page-data';
import { summaryOf } from './html-text';
import { jobPosting } from './job-posting';
import { companiesHead, HOME_HEAD, vacanciesHead } from './list-head';
import type { PageHead } from './page-head';
import type { PublicRoute } from './route-preloads';
import { companyShareImage, logoImage, vacancyShareImage } from './share-image-head';

type PublicPageOptions = {
  deps: DomainDeps;
  cache: PublicListCache;
  /** The public list in memory (docs/decisions/065-search-in-memory.md); null: off. */
  search?: SearchSnapshots | null;
  /** Counts a guest's vacancy view the page answered without an API call (docs/decisions/025). */
  views?: VacancyViewRecorder | undefined;
  /** PUBLIC_URL or the server's own address (canonical links, JSON-LD). */
  linkBase: () => string;
  /**
   * A filtered search the shared cache does not hold counts here per address, as the API's do
   * (routes/vacancy.routes.ts, docs/decisions/030); over it the page goes without the list, and the
   * client's own request meets the API's limit. Absent: no limit (tests).
   */
  mayRunSearch?: ((address: string) => boolean) | null;
};

/** The page request as the shell sees it. */
type PageRequest = {
  path: string;
  /** The query string with its «?», or ''. */
  search: string;
  /** The signed-in account of the page's cookie; null for a guest (and inside Telegram). */
  viewer: Viewer;
  /** Where a guest's view is counted from. */
  guest: { address: string; userAgent: string };
};

type PublicPage = {
  status: 200 | 404;
  route: PublicRoute;
  head: PageHead | null;
  /** Only for guests (docs/decisions/027): what the API would answer a guest, once. */
  initialData: InitialDataPayload | null;
};

/** Link previews and crawlers fetch pages too; they are no audience a company's view figure counts. */
const ROBOT_AGENT = /bot|crawl|spider|preview|facebookexternalhit|vkshare|embedly|slurp/i;

function idOf(path: string, base: string): number | null | undefined {
  if (!path.startsWith(base)) return undefined;
  const match = path.slice(base.length).match(/^([^/]+)\/$/);
  if (!match?.[1]) return undefined;
  const parsed = v.safeParse(IdParamSchema, match[1]);
  return parsed.success ? parsed.output : null;
}

/**
 * /vacancies/ with its filters as the client reads them from the address; nothing when the search
 * is refused (an unknown city, the caller's limit): the client then asks and shows the API's answer.
 */
async function vacanciesData(
  { deps, cache, search = null, mayRunSearch = null }: PublicPageOptions,
  request: PageRequest,
  inline: (data: unknown) => InitialDataPayload | null,
): Promise<InitialDataPayload | null> {
  const filters = filtersToQuery(parseFilters(request.search));
  if (mayRunSearch && !holdsVacanciesPage(cache, filters) && !mayRunSearch(request.guest.address)) {
    return null;
  }
  try {
    return inline(await firstVacanciesPage(deps, cache, search, filters));
  } catch (error) {
    if (error instanceof v.ValiError || error instanceof UnknownPlaceError) return null;
    throw error;
  }
}

/**
 * The public pages' first screen (docs/decisions/027): their status (404 for what the viewer may
 * not see), head (title, description, og:*, canonical, JSON-LD) and, for a guest, the data of
 * their first API requests. Null for every other path: the shell stays as it was.
 */
export async function describePublicPage(
  options: PublicPageOptions,
  request: PageRequest,
): Promise<PublicPage | null> {
  const path = request.path.endsWith('/') ? request.path : `${request.path}/`;
  const guest = request.viewer === null;
  const url = `${path}${request.search}`;
  const inline = (entries: Record<string, unknown>): InitialDataPayload | null =>
    guest ? { url, entries } : null;
  const { deps, cache, search = null } = options;

  if (path === paths.home) {
    return {
      status: 200,
      route: 'home',
      head: HOME_HEAD,
      initialData: guest
        ? inline({ [initialDataKeys.latestVacancies]: await latestVacancies(deps, cache, search) })
        : null,
    };
  }

  if (path === paths.vacancies) {
    const initialData = guest
      ? await vacanciesData(options, request, (data) => inline({ [initialDataKeys.vacancies]: data }))
      : null;
    return {
      status: 200,
      route: 'vacancies',
      head: await vacanciesHead(deps.db, request.search),
      initialData,
    };
  }
  if (path === paths.companies) {
    const initialData =
      guest && request.search === ''
        ? inline({ [initialDataKeys.companies]: await firstCompaniesPage(deps, cache) })
        : null;
    return {
      status: 200,
      route: 'companies',
      head: companiesHead(request.search),
      initialData,
    };
  }

  const vacancyId = idOf(path, paths.vacancy);
  if (vacancyId !== undefined) {
    const result = vacancyId === null ? null : await getVacancy(deps, vacancyId, request.viewer);
    if (!result?.ok) return { status: 404, route: 'vacancy', head: null, initialData: null };
    const vacancy = result.value;
    if (guest && options.views && !ROBOT_AGENT.test(request.guest.userAgent)) {
      options.views.record(vacancy.id, { kind: 'guest', address: request.guest.address });
    }
    const title = `${vacancy.title} — ${vacancy.company.name}`;
    const findable = vacancy.status === 'published' && vacancy.hiddenReason === null;
    return {
      status: 200,
      route: 'vacancy',
      head: {
        title,
        description: summaryOf(
          [vacancy.description, vacancy.requirements].find((text) => text.trim() !== '') ?? title,
        ),
        path: `${paths.vacancy}${vacancy.id}/`,
        ogType: 'article',
        // Only what students may find has a share image and is a job posting: not a company's own
        // draft or hidden vacancy.
        image: findable
          ? vacancyShareImage(vacancy)
          : logoImage(vacancy.company.logoUrl, vacancy.company.name),
        jsonLd: findable ? jobPosting(vacancy, options.linkBase()) : null,
      },
      initialData: inline({ [initialDataKeys.vacancy(vacancy.id)]: vacancy }),
    };
  }

  const companyId = idOf(path, paths.company);
  if (companyId !== undefined) {
    const result = companyId === null ? null : await getCompany(deps, companyId, request.viewer);
    if (!result?.ok) return { status: 404, route: 'company', head: null, initialData: null };
    const company = result.value;
    return {
      status: 200,
      route: 'company',
      head: {
        title: company.name,
        description:
          summaryOf(company.description) || `${company.name}: профиль компании и открытые вакансии.`,
        path: `${paths.company}${company.id}/`,
        ogType: 'profile',
        image:
          company.status === 'approved'
            ? companyShareImage(company)
            : logoImage(company.logoUrl, company.name),
      },
      initialData: guest
        ? inline({
            [initialDataKeys.company(company.id)]: company,
            [initialDataKeys.companyVacancies(company.id)]: await firstCompanyVacanciesPage(
              deps,
              cache,
              search,
              company.id,
            ),
          })
        : null,
    };
  }
  return null;
}
