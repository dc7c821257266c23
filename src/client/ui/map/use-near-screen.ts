import { useEffect, useState } from 'react';

/** How far below the screen a map starts loading, so it is usually ready when scrolled to. */
const NEAR_SCREEN = '300px';

/**
 * True once `element` is within `margin` of the viewport (NEAR_SCREEN unless told; right after the
 * first render where nothing can tell). Never on the first render: the server's render and the
 * browser's hydrating one must agree (docs/decisions/066-server-rendering.md).
 */
export function useNearScreen(ref: { current: Element | null }, margin = NEAR_SCREEN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
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
