/**
 * The server's markup is what the browser's first render makes (docs/decisions/066-server-rendering.md):
 * each public page rendered by the server entry, then booted in the page as the browser does, must
 * hydrate without a single mismatch (React's development build reports text and attribute
 * differences) and keep the server's nodes; a stored session or Telegram renders afresh instead.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_MARKUP_ATTRIBUTE } from '../../shared/constants';
import { DEFAULT_MAP_TILE_URL } from '../../shared/contract/public-config.contract';
import type { RenderPage } from '../../shared/initial-data';
import { INITIAL_DATA_ELEMENT_ID, type InitialDataPayload, initialDataKeys } from '../../shared/initial-data';
import { companyDetail, companyItem, page, vacancyDetail, vacancyItem } from './testing/board-fixtures';
import { createFakeFetch } from './testing/fake-fetch';
import { createFakePlatform } from './testing/fake-platform';

// Leaflet is not what these tests are about; the map's own tests cover it.
vi.mock('../ui/map/load-leaflet', () => ({ loadLeaflet: () => new Promise(() => {}) }));

const publicConfig = {
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  botUsername: 'career_bot',
  miniAppName: 'app',
  publicUrl: null,
};

type Case = {
  name: string;
  path: string;
  search?: string;
  entries: Record<string, unknown> | null;
  shows: string;
};

const CASES: Case[] = [
  {
    name: 'a guest’s home',
    path: '/',
    entries: { [initialDataKeys.latestVacancies]: page([vacancyItem(1), vacancyItem(2)], 2) },
    shows: 'Стажёр-разработчик 1',
  },
  {
    name: 'the vacancies',
    path: '/vacancies/',
    entries: { [initialDataKeys.vacancies]: page([vacancyItem(1), vacancyItem(2)], 2) },
    shows: 'Стажёр-разработчик 2',
  },
  {
    name: 'a filtered search',
    path: '/vacancies/',
    search: '?text=python&salaryFrom=50000&sort=newest',
    entries: { [initialDataKeys.vacancies]: page([vacancyItem(3)], 1) },
    shows: 'Стажёр-разработчик 3',
  },
  {
    name: 'a vacancy',
    path: '/vacancy/5/',
    entries: { [initialDataKeys.vacancy(5)]: vacancyDetail(5) },
    shows: 'Стажёр-разработчик 5',
  },
  {
    name: 'a company',
    path: '/company/7/',
    entries: {
      [initialDataKeys.company(7)]: companyDetail(7),
      [initialDataKeys.companyVacancies(7)]: page([vacancyItem(8)], 1),
    },
    shows: 'Стажёр-разработчик 8',
  },
  {
    name: 'the companies',
    path: '/companies/',
    entries: { [initialDataKeys.companies]: page([companyItem(4)], 1) },
    shows: companyItem(4).name,
  },
  { name: 'the not-found page', path: '/no-such-page/', entries: null, shows: 'Страница не найдена' },
];

const initialDataOf = ({ path, search = '', entries }: Case): InitialDataPayload | null =>
  entries && { url: `${path}${search}`, entries };

/**
 * Every page rendered first, by module instances of the server's own (as a server has), then the
 * browser's modules loaded afresh: in one realm the two renderers would otherwise share the
 * contexts' current values, and the browser's render would read the server's data through them.
 */
const markups = new Map<Case, string>();
let browser: {
  boot: typeof import('./boot').boot;
  createHttpClient: typeof import('../lib/http').createHttpClient;
  resetInitialData: () => void;
  forgetEntries: () => void;
};
/** What a browser has and a server does not: gone while the server renders, as on a server. */
const BROWSER_ONLY = [
  'window',
  'document',
  'location',
  'history',
  'navigator',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'IntersectionObserver',
  'ResizeObserver',
] as const;

beforeAll(async () => {
  vi.resetModules();
  const renderPage: RenderPage = (await import('../server-entry')).renderPage;
  for (const name of BROWSER_ONLY) vi.stubGlobal(name, undefined);
  for (const testCase of CASES) {
    const { path, search = '' } = testCase;
    markups.set(
      testCase,
      await renderPage({
        path,
        search,
        initialData: initialDataOf(testCase),
        viewerKind: null,
        publicConfig,
      }),
    );
  }
  vi.unstubAllGlobals();
  vi.resetModules();
  browser = {
    boot: (await import('./boot')).boot,
    createHttpClient: (await import('../lib/http')).createHttpClient,
    resetInitialData: (await import('../lib/initial-data')).resetInitialData,
    forgetEntries: (await import('../lib/history-entry')).forgetEntries,
  };
});

/** The page as the server sends it: the markup in #root, the data beside it. */
async function serve(testCase: Case): Promise<HTMLElement> {
  const { path, search = '' } = testCase;
  const initialData = initialDataOf(testCase);
  const markup = markups.get(testCase) ?? '';
  window.history.replaceState(null, '', `${path}${search}`);
  Reflect.set(window, '__APP_CONFIG__', publicConfig);
  document.body.innerHTML = `<div id="root" ${GUEST_MARKUP_ATTRIBUTE}>${markup}</div>`;
  if (initialData) {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = INITIAL_DATA_ELEMENT_ID;
    data.textContent = JSON.stringify(initialData);
    document.body.append(data);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  return container;
}

/**
 * React's development build notices that the server's renderer and the browser's both provided the
 * packages' contexts (wouter's, jotai's) in one realm; in production they never meet.
 */
const SHARED_REALM = 'Detected multiple renderers concurrently rendering the same context provider';

let errors: string[] = [];
beforeEach(() => {
  // A new page: nothing inlined read yet, no list kept from the last case's history entries.
  browser.resetInitialData();
  browser.forgetEntries();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!text.startsWith(SHARED_REALM)) errors.push(text);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** React marks each node it owns: the server's node is hydrated once it carries the mark. */
const hydrated = (node: Element | null) =>
  node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

async function start(
  container: HTMLElement,
  storage: Record<string, string> = {},
  kind: 'web' | 'telegram' = 'web',
) {
  const fake = createFakeFetch();
  const result = await act(() =>
    browser.boot({
      container,
      loadPlatform: async () => createFakePlatform({ storage, kind }),
      http: browser.createHttpClient({ fetch: fake.fetch }),
      scope: { __SESSION_TOKEN__: null },
    }),
  );
  if (!result) throw new Error('boot failed');
  return result;
}

describe('hydration of the server’s pages', () => {
  for (const testCase of CASES) {
    it(`${testCase.name}: the server's markup is the first render, kept`, async () => {
      const container = await serve(testCase);
      expect(container.textContent).toContain(testCase.shows);
      const heading = container.querySelector('h1');
      expect(heading).not.toBeNull();
      const result = await start(container);
      // Lazy screens load and the heading's boundary hydrates; effects run, requests are answered
      // (or not): nothing may differ.
      await waitFor(() => expect(hydrated(heading)).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(errors).toEqual([]);
      // Hydrated, not replaced: the server's heading is the node on screen.
      expect(container.querySelector('h1')).toBe(heading);
      expect(container.textContent).toContain(testCase.shows);
      act(() => result.root.unmount());
    });
  }

  it('a stored session renders afresh: no hydration, no mismatch reported', async () => {
    const container = await serve(CASES[1] as Case);
    const heading = container.querySelector('h1');
    const result = await start(container, { auth: '{"token":"t","kind":"student"}' });
    await waitFor(() => expect(container.querySelector('h1')).not.toBe(heading));
    expect(errors.filter((text) => /hydrat|did not match|didn't match/i.test(text))).toEqual([]);
    act(() => result.root.unmount());
  });

  it('inside Telegram the page renders afresh, as a Mini App', async () => {
    const container = await serve(CASES[3] as Case);
    const heading = container.querySelector('h1');
    const result = await start(container, {}, 'telegram');
    await waitFor(() => expect(container.querySelector('h1')).not.toBe(heading));
    expect(errors.filter((text) => /hydrat|did not match|didn't match/i.test(text))).toEqual([]);
    act(() => result.root.unmount());
  });
});
