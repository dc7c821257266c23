import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to the first item of a page the user asked for: the «Показать ещё» button they
 * pressed may vanish (last page), and the new items are where reading continues. Items carry
 * `data-index`; the first link inside the first new one gets focus.
 */
export function useFocusAppended<E extends HTMLElement>(list: {
  appendedFrom: number | null;
}): { containerRef: RefObject<E | null>; markWanted: () => void } {
  const containerRef = useRef<E>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current || list.appendedFrom === null) return;
    wanted.current = false;
    containerRef.current?.querySelector<HTMLElement>(`[data-index="${list.appendedFrom}"] a`)?.focus();
  }, [list.appendedFrom]);
  return {
    containerRef,
    markWanted: () => {
      wanted.current = true;
    },
  };
}
