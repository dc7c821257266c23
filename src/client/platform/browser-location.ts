import type { LocationAnswer } from './platform';

/** How long the browser may take to find the device before «Рядом со мной» gives up. */
const LOCATE_TIMEOUT_MS = 15_000;

/**
 * The browser's geolocation (the website, and Telegram clients older than Mini Apps 8.0): a
 * rough position is enough for «Рядом со мной» (docs/decisions/061). Never throws.
 */
export function browserLocation(): Promise<LocationAnswer> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ ok: false, reason: 'unavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 10 * 60_000 },
    );
  });
}
