/**
 * The open overlays (sheets, dialogs, the burger menu), newest last. Telegram's BackButton (and
 * Android's hardware back, which Telegram routes to it) consults this stack first: a press closes
 * the top overlay and only a press with none open navigates back. One module-wide stack, because
 * there is one screen and one BackButton; it imports nothing, so both platforms may read it.
 */

type Listener = (count: number) => void;

const open: Array<{ close: VoidFunction }> = [];
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of listeners) listener(open.length);
}

/** Registers an open overlay; the returned function removes it (call it when it closes). */
export function pushOverlay(close: VoidFunction): VoidFunction {
  const entry = { close };
  open.push(entry);
  changed();
  return () => {
    const index = open.indexOf(entry);
    if (index < 0) return;
    open.splice(index, 1);
    changed();
  };
}

/** Closes the newest overlay; false when none is open (the caller navigates instead). */
export function closeTopOverlay(): boolean {
  const top = open.at(-1);
  if (!top) return false;
  top.close();
  return true;
}

export function openOverlayCount(): number {
  return open.length;
}

/** Called with the number of open overlays whenever it changes; returns the unsubscribe. */
export function onOverlaysChange(listener: Listener): VoidFunction {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
