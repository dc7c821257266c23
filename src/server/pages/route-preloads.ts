import { existsSync, readFileSync } from 'node:fs';
import { FIRST_SCREEN_ROOTS, type FirstScreen } from '../client-chunks';

/**
 * The public pages whose first screen the server prepares (docs/decisions/027); `home` is a
 * guest's `/`. Each first screen is one chunk of that name, with what it imports statically
 * (src/server/client-chunks.ts, docs/decisions/068-first-screen-chunks.md).
 */
export type PublicRoute = FirstScreen;

type ManifestChunk = { file: string; name?: string; src?: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** The addresses to modulepreload for a route: its chunk and what that imports statically. */
export type RoutePreloads = (route: PublicRoute) => readonly string[];

export const NO_PRELOADS: RoutePreloads = () => [];

/**
 * From the manifest: each route's chunk (the one the build named after it; a chunk of a group has
 * no `src`) with its static imports, less the entry's own (index.html already preloads those).
 * Computed once; a page then costs a lookup.
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
  for (const route of Object.keys(FIRST_SCREEN_ROOTS) as PublicRoute[]) {
    const own = Object.keys(manifest).find((key) => manifest[key]?.name === route && !manifest[key]?.src);
    if (own === undefined) continue;
    const keys = new Set<string>();
    closure(own, keys);
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
