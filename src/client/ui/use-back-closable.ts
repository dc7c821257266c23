import { useEffect, useRef } from 'react';
import { pushOverlay } from '../platform/overlay-stack';

/**
 * While `open`, this overlay is on the stack Telegram's BackButton consults
 * (platform/overlay-stack.ts): Back closes it before it navigates anywhere.
 */
export function useBackClosable(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return undefined;
    return pushOverlay(() => closeRef.current());
  }, [open]);
}
