/**
 * Leaflet arrives by dynamic import, so it is in the map's own chunk and never in the first
 * screen of a route that merely could show a map. Its stylesheet is imported statically in
 * map-view.tsx: Vite merges it into the one stylesheet (docs/product.md#screens-and-paths).
 */
export type Leaflet = typeof import('leaflet');

let loading: Promise<Leaflet> | null = null;

export function loadLeaflet(): Promise<Leaflet> {
  loading ??= import('leaflet').then((module: Leaflet & { default?: Leaflet }) => module.default ?? module);
  // A failed download may succeed later (the network came back): do not remember the failure.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
