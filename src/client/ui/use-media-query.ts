import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (the filter sidebar vs the sheet); null while
 * it is not known: on the server and in the browser's hydrating render, which must match the
 * server's (docs/decisions/066-server-rendering.md). What depends on it then lets CSS decide.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => null,
  );
}
