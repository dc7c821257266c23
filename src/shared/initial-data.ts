import type { AccountKind } from './contract/auth.contract';
import type { PublicConfig } from './contract/public-config.contract';

/**
 * The first screen's data inlined in the shell (docs/decisions/027): the element that carries it
 * and the names of its entries. The server writes what a guest would get from the API for the
 * page's first requests; the client reads each entry once, on the first render of that page.
 */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** The product's name in titles and link previews (the client's usePageTitle says the same). */
export const SITE_NAME = 'Карьера';

export const initialDataKeys = {
  /**
   * /vacancies/ with the page's filters: GET /api/vacancy/getItems?…&page=1&limit=20 (the payload's
   * address says which filters).
   */
  vacancies: 'vacancies',
  /** `/` for a guest: the newest vacancies, GET /api/vacancy/getItems?limit=6. */
  latestVacancies: 'latest-vacancies',
  /** GET /api/vacancy/:id/ as a guest. */
  vacancy: (id: number) => `vacancy:${id}`,
  /** GET /api/company/:id/ as a guest. */
  company: (id: number) => `company:${id}`,
  /** The company page's open vacancies, first page (sort newest, limit 10). */
  companyVacancies: (id: number) => `company-vacancies:${id}`,
  /** /companies/ without a search: GET /api/company/getItems?text=&page=1&limit=20. */
  companies: 'companies',
} as const;

/** What the element holds: the page address it answers (path and query) and the entries. */
export type InitialDataPayload = {
  url: string;
  entries: Record<string, unknown>;
};

/**
 * The page sizes of the public lists: the client asks for these, and the server inlines the same
 * first page, so both sides read them from here.
 */
export const PUBLIC_PAGE_SIZES = {
  vacancies: 20,
  companies: 20,
  companyVacancies: 10,
  /** The newest vacancies under the guest home's search box. */
  guestLatest: 6,
} as const;

/**
 * What the server renders a page from (src/client/server-entry.tsx, docs/decisions/066-server-rendering.md):
 * the address as the browser's location will read it and the data the page inlines.
 */
export type ServerRenderInput = {
  /** The path as requested (the browser's `location.pathname`). */
  path: string;
  /** The query string with its «?», or '' (the browser's `location.search`). */
  search: string;
  initialData: InitialDataPayload | null;
  /**
   * The kind of the page's signed-in account, or null for a guest: a signed-in page gets its
   * layout (menu by role) and its screens' loading states, nothing personal.
   */
  viewerKind: AccountKind | null;
  /** What the page's shell gives the browser as window.__APP_CONFIG__ (src/server/http/shell.ts). */
  publicConfig: PublicConfig;
};

/** The server bundle's one export: the markup of #root for a guest. */
export type RenderPage = (input: ServerRenderInput) => Promise<string>;
