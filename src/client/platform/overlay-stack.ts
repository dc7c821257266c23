/**
 * The open overlays (sheets, dialogs, the burger menu, the applicant's card), newest last.
 * Telegram's BackButton (and Android's hardware back, which Telegram routes to it) consults this
 * stack first: a press closes the top overlay and only a press with none open navigates back. One
 * module-wide stack, because there is one screen and one BackButton; it imports nothing but a
 * type, so both platforms may read it.
 *
 * An overlay may hold text the user typed and has not sent (an invitation, a refusal's reason):
 * then closing it is leaving that text, and `dismissOverlay` asks first, as leaving a dirty form
 * does (issue 24, item 9). The question comes before the overlay closes, never after.
 */
import type { ConfirmOptions } from './platform';

type Listener = (count: number) => void;

/** Asked before unsaved text is thrown away: by Back, Escape, or a link out of a dirty form. */
export const LEAVE_UNSAVED: ConfirmOptions = {
  title: 'Уйти без сохранения?',
  message: 'Изменения не сохранены. Уйти со страницы?',
  confirmText: 'Уйти',
  cancelText: 'Остаться',
};

interface Entry {
  close: VoidFunction;
  /** True while a form inside the overlay holds unsaved text. */
  unsaved: () => boolean;
}

const open: Entry[] = [];
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of listeners) listener(open.length);
}

/** Registers an open overlay; the returned function removes it (call it when it closes). */
export function pushOverlay(close: VoidFunction, unsaved: () => boolean = () => false): VoidFunction {
  const entry = { close, unsaved };
  open.push(entry);
  changed();
  return () => {
    const index = open.indexOf(entry);
    if (index < 0) return;
    open.splice(index, 1);
    changed();
  };
}

/**
 * Closes an overlay the user dismisses (Back, Escape): at once, or after `ask` agrees when it
 * holds unsaved text. `ask` is the platform's confirmation of LEAVE_UNSAVED.
 */
export function dismissOverlay(
  overlay: { close: VoidFunction; unsaved: () => boolean },
  ask: () => Promise<boolean>,
): void {
  if (!overlay.unsaved()) {
    overlay.close();
    return;
  }
  void ask().then((leave) => {
    if (leave) overlay.close();
  });
}

/**
 * Dismisses the newest overlay (asking first if it holds unsaved text); false when none is open
 * (the caller navigates instead).
 */
export function closeTopOverlay(ask: () => Promise<boolean> = () => Promise.resolve(false)): boolean {
  const top = open.at(-1);
  if (!top) return false;
  dismissOverlay(top, ask);
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
