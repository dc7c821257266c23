import { describe, expect, it } from 'vitest';
import { readTileUrl, tileHealth } from './map-config';

describe('map config', () => {
  it('reads the tile template from the shell, falling back to OpenStreetMap', () => {
    expect(readTileUrl({ __APP_CONFIG__: { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png' } })).toBe(
      'https://tiles.example/{z}/{x}/{y}.png',
    );
    expect(readTileUrl({})).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(readTileUrl({ __APP_CONFIG__: { mapTileUrl: 5 } })).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  });

  it('calls the tiles failed after a burst of errors with no tile, or a round that loaded none', () => {
    let state = { loaded: 0, errors: 0, failed: false };
    state = tileHealth(state, 'tileerror');
    state = tileHealth(state, 'tileerror');
    expect(state.failed).toBe(false);
    expect(tileHealth(state, 'load').failed).toBe(true);
    state = tileHealth(state, 'tileerror');
    expect(state.failed).toBe(true);
    // A tile that arrives after all clears the failure.
    expect(tileHealth(state, 'tileload').failed).toBe(false);
    // Some tiles failing among loaded ones is not a failed map.
    const mostly = tileHealth(tileHealth({ loaded: 0, errors: 0, failed: false }, 'tileload'), 'tileerror');
    expect(tileHealth(tileHealth(tileHealth(mostly, 'tileerror'), 'tileerror'), 'load').failed).toBe(false);
  });
});
