import * as v from 'valibot';

/** Settings the browser may know (the shell's PUBLIC_CONFIG_GLOBAL). Never a secret. */
export const PublicConfigSchema = v.object({
  /** Leaflet tile template, `{z}/{x}/{y}` (MAP_TILE_URL). */
  mapTileUrl: v.string(),
});
export type PublicConfig = v.InferOutput<typeof PublicConfigSchema>;

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
