import * as v from 'valibot';
import { PUBLIC_CONFIG_GLOBAL } from '../../../shared/constants';
import { DEFAULT_MAP_TILE_URL, PublicConfigSchema } from '../../../shared/contract/public-config.contract';

/** The tile template from the shell's window.__APP_CONFIG__ (MAP_TILE_URL), or OpenStreetMap's. */
export function readTileUrl(scope: object = globalThis): string {
  const parsed = v.safeParse(PublicConfigSchema, Reflect.get(scope, PUBLIC_CONFIG_GLOBAL));
  return parsed.success && parsed.output.mapTileUrl !== '' ? parsed.output.mapTileUrl : DEFAULT_MAP_TILE_URL;
}

export const MAP_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>';

/** Moscow: where most companies are, and a sane view when there is nothing to show yet. */
export const DEFAULT_CENTER = { lat: 55.7558, lng: 37.6173 } as const;
export const DEFAULT_ZOOM = 10;
export const SINGLE_POINT_ZOOM = 15;

/**
 * Whether the tiles have failed: a burst of errors before the first tile arrived, or a whole
 * round of loading that ended without a single tile. A tile that loads later clears it.
 */
export interface TileHealth {
  loaded: number;
  errors: number;
  failed: boolean;
}

const TILE_ERRORS_BEFORE_FAILURE = 3;

export function tileHealth(state: TileHealth, event: 'tileload' | 'tileerror' | 'load'): TileHealth {
  if (event === 'tileload') return { loaded: state.loaded + 1, errors: state.errors, failed: false };
  if (event === 'tileerror') {
    const errors = state.errors + 1;
    return {
      ...state,
      errors,
      failed: state.failed || (state.loaded === 0 && errors >= TILE_ERRORS_BEFORE_FAILURE),
    };
  }
  return { ...state, failed: state.failed || (state.loaded === 0 && state.errors > 0) };
}
