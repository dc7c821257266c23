import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { usePlatform } from '../lib/services';
import { dismissOverlay, LEAVE_UNSAVED, pushOverlay } from '../platform/overlay-stack';

/** What the forms inside an overlay tell it: how many of them hold unsaved text. */
interface OverlayHold {
  unsaved: number;
}

const OverlayContext = createContext<OverlayHold | null>(null);

/**
 * Put around an overlay's content (`value` from `useBackClosable`): a form inside that holds
 * unsaved text (ui/unsaved-changes.ts) makes Back and Escape ask before the overlay closes.
 */
export const OverlayScope = OverlayContext.Provider;

/** The overlay the calling component is drawn in, or null on the page itself. */
export function useEnclosingOverlay(): OverlayHold | null {
  return useContext(OverlayContext);
}

/**
 * While `open`, this overlay is on the stack Telegram's BackButton consults
 * (platform/overlay-stack.ts): Back closes it before it navigates anywhere, asking first while a
 * form inside (under `<OverlayScope value={hold}>`) holds unsaved text. `dismiss` is the same
 * for Escape and other ways the user waves the overlay away.
 */
export function useBackClosable(open: boolean, close: () => void): { hold: OverlayHold; dismiss(): void } {
  const platform = usePlatform();
  const closeRef = useRef(close);
  closeRef.current = close;
  const [hold] = useState<OverlayHold>(() => ({ unsaved: 0 }));
  const [overlay] = useState(() => ({ close: () => closeRef.current(), unsaved: () => hold.unsaved > 0 }));
  useEffect(() => {
    if (!open) return undefined;
    return pushOverlay(overlay.close, overlay.unsaved);
  }, [open, overlay]);
  const dismiss = useCallback(
    () => dismissOverlay(overlay, () => platform.confirm(LEAVE_UNSAVED)),
    [overlay, platform],
  );
  return { hold, dismiss };
}
