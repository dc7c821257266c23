import { useEffect } from 'react';

const SITE = 'Карьера';

/** Each screen names itself: the tab title is what screen readers announce after navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title === SITE ? SITE : `${title} — ${SITE}`;
  }, [title]);
}
