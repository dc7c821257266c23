/**
 * The scroll position of every history entry, put back when Back or Forward returns to it
 * (docs/decisions/054-lists-kept-per-history-entry.md). The browser's own restoration runs before
 * a single-page app has drawn the screen again, so it lands on a page too short and stops there
 * (60 cards at 14,703 px came back at 438 px, issue 24, item 8): it is turned off, and the
 * position is set again each frame until the screen is long enough, for at most RESTORE_MS, or
 * until the user scrolls by themselves.
 */
import { recall, remember } from './history-entry';

const SCROLL_SLOT = 'scroll-y';
const RESTORE_MS = 2000;

let restoring = false;
let cancelled = false;

function onScroll(): void {
  // While an entry is being drawn again, the page's height and so its position jump: those are
  // not the reader's positions, and must not overwrite the one being restored.
  if (restoring) return;
  remember(SCROLL_SLOT, window.scrollY);
}

/** Back or Forward: the entry's position is read now, before anything redraws, then applied. */
function onPopState(): void {
  const target = recall<number>(SCROLL_SLOT) ?? 0;
  restoring = true;
  cancelled = false;
  const deadline = performance.now() + RESTORE_MS;
  const step = () => {
    if (!cancelled) window.scrollTo(0, target);
    if (cancelled || Math.abs(window.scrollY - target) <= 1 || performance.now() > deadline) {
      restoring = false;
      remember(SCROLL_SLOT, window.scrollY);
      return;
    }
    requestAnimationFrame(step);
  };
  // The router draws the entry on this popstate (a synchronous update): the first try comes after.
  requestAnimationFrame(step);
}

function onUserInput(): void {
  if (restoring) cancelled = true;
}

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** Keeps each entry's position as the reader scrolls, and puts it back on Back and Forward. */
export function keepScrollPerEntry(): VoidFunction {
  const before = window.history.scrollRestoration;
  window.history.scrollRestoration = 'manual';
  addEventListener('scroll', onScroll, { passive: true });
  // Capture: before the router hears of the new entry and draws it.
  addEventListener('popstate', onPopState, true);
  for (const type of USER_INPUT) addEventListener(type, onUserInput, { passive: true, capture: true });
  return () => {
    window.history.scrollRestoration = before;
    removeEventListener('scroll', onScroll);
    removeEventListener('popstate', onPopState, true);
    for (const type of USER_INPUT) removeEventListener(type, onUserInput, { capture: true });
  };
}
