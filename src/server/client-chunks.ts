import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/**
 * How the client build groups its modules into chunks (docs/decisions/068-first-screen-chunks.md).
 * Left to itself, rolldown gives every set of lazy screens that shares a module a chunk of its own:
 * the first screen of /vacancies/ was 28 small scripts, fetched in rounds of six. Here:
 * - `app`: everything the entry imports statically (React, the shell, the routes table), what
 *   every public first screen imports, and a screen's module that the other pages need too;
 * - one chunk per public first screen (`/`, /vacancies/, /vacancy/:id/, /companies/,
 *   /company/:id/): what that screen imports statically, and what it starts loading with itself;
 * - `public`: what two or more of those screens share, so no page downloads another page's code;
 * - `telegram` (@tma.js/sdk and the Telegram platform) and `sign-in` (the start link, the Telegram
 *   sign-in and the start-up session check), which the website's guests on public pages never
 *   request.
 * Everything else (the board, the dialogs, Swiper, Leaflet) keeps rolldown's own chunking, lazy.
 */

/** A named chunk and the modules (paths from the project root) whose static imports it gathers. */
export type ChunkBundle = { name: string; roots: readonly string[] };

/**
 * The public pages whose first screen is one chunk: a guest's `/`, /vacancies/, /vacancy/:id/,
 * /companies/ and /company/:id/. The server preloads each by this name (pages/route-preloads.ts).
 */
export type FirstScreen = 'home' | 'vacancies' | 'vacancy' | 'companies' | 'company';

/** Each first screen's modules: its screen, and the lazy parts it loads with itself. */
export const FIRST_SCREEN_ROOTS: Record<FirstScreen, readonly string[]> = {
  home: ['src/client/app/home-by-role.tsx', 'src/client/features/home/guest-home.tsx'],
  vacancies: ['src/client/app/vacancies-route.tsx', 'src/client/features/vacancies/vacancies-screen.tsx'],
  vacancy: [
    'src/client/app/vacancy-route.tsx',
    'src/client/features/vacancies/vacancy-screen.tsx',
    'src/client/features/applications/student/apply-panel.tsx',
    'src/client/features/related-vacancies/related-vacancies.tsx',
  ],
  companies: ['src/client/features/companies/companies-screen.tsx'],
  company: ['src/client/features/companies/company-screen.tsx'],
};

const FIRST_SCREEN_BUNDLES: readonly ChunkBundle[] = Object.entries(FIRST_SCREEN_ROOTS).map(
  ([name, roots]) => ({ name, roots }),
);

/** Loaded only inside Telegram, or when there is a session to check (docs/decisions/033). */
const PLATFORM_BUNDLES: readonly ChunkBundle[] = [
  {
    name: 'sign-in',
    roots: [
      'src/client/app/start-link.ts',
      'src/client/features/auth/telegram-sign-in.ts',
      'src/client/features/auth/session-check.ts',
    ],
  },
  { name: 'telegram', roots: ['src/client/platform/telegram/telegram-platform.ts'] },
];

/**
 * The entry's chunk: what it imports statically. rolldown's runtime (its CommonJS helpers, for
 * React) is a small chunk of its own beside it, which no group can take; the page preloads both.
 */
const APP_CHUNK = 'app';

/** What two or more first screens share. */
const SHARED_CHUNK = 'public';

/** The part of the module graph the plan reads: a module's static and dynamic imports, by id. */
type ModuleImports = (
  id: string,
) => { imports: readonly string[]; dynamicImports: readonly string[] } | undefined;

function closure(roots: Iterable<string>, graph: ModuleImports, stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id) || stop.has(id)) continue;
    const module = graph(id);
    if (module === undefined) continue;
    seen.add(id);
    pending.push(...module.imports);
  }
  return seen;
}

/**
 * The chunk of each module the plan places, by module id (absolute ids, as rolldown has them):
 * - the entry's static closure goes to `app`, and so does what every first screen imports: then
 *   a page whose screen shares nothing else with the others (a guest's `/`) needs no `public`;
 * - a module one first screen reaches goes to that screen's chunk, one that several reach to
 *   `public`. A screen's module that other code imports too goes where that code finds it
 *   without the screen's chunk: to `app` for code no public page loads (a form's button the
 *   login page uses), to `public` for what another screen loads later (the map of a vacancy
 *   and of a company); it stays with the screen when only the screen's own lazy parts import it;
 * - the platform bundles take what remains of theirs; what they share with a screen goes to `app`
 *   (a platform chunk never imports a screen's, and the login page loads the sign-in).
 */
export function planChunks(
  graph: ModuleImports,
  entry: string,
  screens: readonly ChunkBundle[],
  platform: readonly ChunkBundle[],
): Map<string, string> {
  const initial = closure([entry], graph, new Set());
  const owners = new Map<string, Set<string>>();
  /** For each lazy module a screen loads later (its dialog, its map), the screens that do. */
  const laterOf = new Map<string, Set<string>>();
  for (const { name, roots } of screens) {
    const modules = closure(roots, graph, initial);
    for (const id of modules) owners.set(id, (owners.get(id) ?? new Set()).add(name));
    const parts = [...modules].flatMap((id) => graph(id)?.dynamicImports ?? []);
    for (const id of closure(parts, graph, new Set([...initial, ...modules])))
      laterOf.set(id, (laterOf.get(id) ?? new Set()).add(name));
  }
  // Who imports each module statically, over every module the app can load.
  const importers = new Map<string, string[]>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const module = seen.has(id) ? undefined : graph(id);
    if (module === undefined) continue;
    seen.add(id);
    for (const imported of module.imports) importers.set(imported, [...(importers.get(imported) ?? []), id]);
    pending.push(...module.imports, ...module.dynamicImports);
  }
  const onPlatform = closure(
    platform.flatMap(({ roots }) => roots),
    graph,
    initial,
  );
  /**
   * Where a module of one screen goes when other code imports it too: to `app` when that code is
   * no public page's (a form's button the login page uses) or the sign-in's (the login page loads
   * it too, for «Войти через Telegram»), to `public` when it is what another
   * screen loads later (the map of a vacancy and of a company); it stays with the screen when only
   * that screen's own lazy parts import it (the student's apply panel).
   */
  const elsewhere = (id: string, screen: string): string | null => {
    let chunk: string | null = null;
    for (const importer of importers.get(id) ?? []) {
      if (initial.has(importer) || owners.get(importer)?.has(screen)) continue;
      const later = laterOf.get(importer);
      if (later === undefined || onPlatform.has(importer)) return APP_CHUNK;
      else if (later.size > 1 || !later.has(screen)) chunk = SHARED_CHUNK;
    }
    return chunk;
  };
  const plan = new Map<string, string>([...initial].map((id): [string, string] => [id, APP_CHUNK]));
  for (const [id, names] of owners) {
    const [only] = names;
    if (names.size === screens.length) plan.set(id, APP_CHUNK);
    else if (only === undefined || names.size > 1) plan.set(id, SHARED_CHUNK);
    else plan.set(id, elsewhere(id, only) ?? only);
  }
  const screenNames = new Set(screens.map(({ name }) => name));
  for (const { name, roots } of platform) {
    for (const id of closure(roots, graph, initial)) {
      const placed = plan.get(id);
      if (placed === undefined) plan.set(id, name);
      else if (screenNames.has(placed)) plan.set(id, APP_CHUNK);
    }
  }
  return plan;
}

/**
 * rolldown's `output.codeSplitting` for the client build (vite.config.ts). The plan is made once
 * per chunking pass, from the graph the pass hands to the first `name` call. Each chunk is a group
 * of its own, taken in the order below: a group also takes its modules' static imports, and those
 * of a screen's module are the app's, `public`'s or the screen's own, so the earlier groups must
 * have claimed theirs first; likewise `sign-in` before `telegram`, which shares a few modules with
 * it that the website's signed-in visitors need without the SDK.
 */
export function clientCodeSplitting(root: string): Rolldown.CodeSplittingOptions {
  const absolute = (bundles: readonly ChunkBundle[]) =>
    bundles.map(({ name, roots }) => ({ name, roots: roots.map((path) => resolve(root, path)) }));
  const plans = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  const planOf = (context: Rolldown.ChunkingContext): Map<string, string> => {
    let plan = plans.get(context);
    if (!plan) {
      plan = planChunks(
        (module) => {
          const info = context.getModuleInfo(module);
          return info
            ? { imports: info.importedIds, dynamicImports: info.dynamicallyImportedIds }
            : undefined;
        },
        resolve(root, 'index.html'),
        absolute(FIRST_SCREEN_BUNDLES),
        absolute(PLATFORM_BUNDLES),
      );
      plans.set(context, plan);
    }
    return plan;
  };
  const names = [
    APP_CHUNK,
    SHARED_CHUNK,
    ...FIRST_SCREEN_BUNDLES.map(({ name }) => name),
    ...PLATFORM_BUNDLES.map(({ name }) => name),
  ];
  return {
    groups: names.map((chunk, index) => ({
      name: (id: string, context: Rolldown.ChunkingContext) =>
        planOf(context).get(id) === chunk ? chunk : null,
      debugName: chunk,
      priority: names.length - index,
    })),
  };
}
