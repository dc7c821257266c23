import { locationManager } from '@tma.js/sdk';
import { browserLocation } from '../browser-location';
import type { LocationAnswer } from '../platform';

/**
 * Telegram's own location request (Mini Apps 8.0, LocationManager): Telegram asks the user once
 * for the bot and answers the point; older clients fall back to the webview's geolocation.
 * Never throws (telegram-platform.ts's rule).
 */
export async function telegramRequestLocation(): Promise<LocationAnswer> {
  if (!locationManager.isSupported()) return browserLocation();
  try {
    if (!locationManager.isMounted()) await locationManager.mount();
    if (!locationManager.isAvailable()) return { ok: false, reason: 'unavailable' };
    const answer = await locationManager.requestLocation();
    return answer
      ? { ok: true, lat: answer.latitude, lng: answer.longitude }
      : { ok: false, reason: 'denied' };
  } catch (error) {
    console.warn('[platform] Telegram requestLocation failed', error);
    return { ok: false, reason: 'unavailable' };
  }
}
