/**
 * Where the website's confirmations are drawn. The web platform cannot render React itself, so
 * the app mounts one presenter (ui/confirm-dialog.tsx: an accessible modal) and the platform's
 * `confirm` goes through it; without one (before the first render) it falls back to the browser's
 * `window.confirm`. Telegram never uses this: its popups are native.
 */
import type { ConfirmOptions } from './platform';

type Presenter = (options: ConfirmOptions) => Promise<boolean>;

let presenter: Presenter | null = null;

/** Installs the presenter; the returned function removes it again (only if still the current one). */
export function setConfirmPresenter(next: Presenter): VoidFunction {
  presenter = next;
  return () => {
    if (presenter === next) presenter = null;
  };
}

/** Asks through the mounted presenter, or null when none is mounted. */
export function presentConfirm(options: ConfirmOptions): Promise<boolean> | null {
  return presenter ? presenter(options) : null;
}
