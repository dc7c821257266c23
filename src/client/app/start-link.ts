/**
 * Mini App deep links (`t.me/<bot>/<app>?startapp=vacancy_42`, shared/start-param.ts): the start
 * parameter names a screen, opened once at boot. Telegram keeps the same launch parameters when
 * the user reloads the Mini App, so the tab remembers in sessionStorage which parameter it has
 * already followed: a reload stays where the user went since.
 */
import { parseStartParam, pathForStartTarget } from '../../shared/start-param';
import type { Platform } from '../platform/platform';

export const START_PARAM_APPLIED_KEY = 'start_param_applied';

type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** sessionStorage can be missing or throw on access (blocked storage in some webviews). */
function tabStorage(scope: object): TabStorage | null {
  try {
    const storage: unknown = Reflect.get(scope, 'sessionStorage');
    return typeof storage === 'object' && storage !== null && 'getItem' in storage && 'setItem' in storage
      ? (storage as TabStorage)
      : null;
  } catch {
    return null;
  }
}

/**
 * Follows the launch's start parameter (replacing the current entry, so Back does not return to
 * the bare start screen). Returns the path it went to, or null when there was nothing to follow.
 */
export function applyStartLink(platform: Platform, scope: object = globalThis): string | null {
  const raw = platform.startParam();
  const target = parseStartParam(raw);
  if (raw === null || target === null) return null;
  const storage = tabStorage(scope);
  try {
    if (storage?.getItem(START_PARAM_APPLIED_KEY) === raw) return null;
    storage?.setItem(START_PARAM_APPLIED_KEY, raw);
  } catch {
    // Without a memory of this tab the link is still followed: better once too often than never.
  }
  const path = pathForStartTarget(target);
  platform.navigation.navigate(path, { replace: true });
  return path;
}
