import { useEffect, useState } from 'react';

/** How far below the screen a map starts loading, so it is usually ready when scrolled to. */
const NEAR_SCREEN = '300px';

/**
 * True once `element` is within `margin` of the viewport (NEAR_SCREEN unless told; at once where
 * nothing can tell).
 */
export function useNearScreen(ref: { current: Element | null }, margin = NEAR_SCREEN): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
