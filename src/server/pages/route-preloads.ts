import { existsSync, readFileSync } from 'node:fs';

/** The public pages whose first screen the server prepares (docs/decisions/027). */
export type PublicRoute = 'home' | 'vacancies' | 'vacancy' | 'companies' | 'company';

/**
 * The lazy screen module of each route, as Vite's manifest names it (its source path). The
 * e2e suite checks that each is in the built manifest, so a renamed screen fails a test rather
 * than silently losing its preload.
 */
export const ROUTE_SCREEN_MODULES: Record<PublicRoute, string> = {
  // `/` by role: the small chunk that picks the home (src/client/app/routes.tsx).
  home: 'src/client/app/home-by-role.tsx',
  vacancies: 'src/client/features/vacancies/vacancies-screen.tsx',
  vacancy: 'src/client/features/vacancies/vacancy-screen.tsx',
  companies: 'src/client/features/companies/companies-screen.tsx',
  company: 'src/client/features/companies/company-screen.tsx',
};

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** The addresses to modulepreload for a route: its screen chunk and what that imports statically. */
export type RoutePreloads = (route: PublicRoute) => readonly string[];

export const NO_PRELOADS: RoutePreloads = () => [];

/**
 * From the manifest: each route's screen chunk with its static imports, less the entry's own
 * (index.html already preloads those). Computed once; a page then costs a lookup.
 */
export function routePreloadsFrom(manifest: ViteManifest): RoutePreloads {
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) return;
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
  };
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loadedByEntry);
  const byRoute = new Map<PublicRoute, readonly string[]>();
  for (const [route, module] of Object.entries(ROUTE_SCREEN_MODULES) as [PublicRoute, string][]) {
    const keys = new Set<string>();
    closure(module, keys);
    const files = [...keys]
      .filter((key) => !loadedByEntry.has(key))
      .map((key) => `/${manifest[key]?.file ?? ''}`)
      .filter((file) => file.endsWith('.js'));
    byRoute.set(route, files);
  }
  return (route) => byRoute.get(route) ?? [];
}

/** The build's manifest (vite.config.ts: build.manifest); without one, nothing is preloaded. */
export function readRoutePreloads(manifestPath: string): RoutePreloads {
  if (!existsSync(manifestPath)) return NO_PRELOADS;
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (typeof manifest !== 'object' || manifest === null) return NO_PRELOADS;
  return routePreloadsFrom(manifest as ViteManifest);
}
