import { type JSX, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { setConfirmPresenter } from '../platform/confirm-presenter';
import type { ConfirmOptions } from '../platform/platform';

interface ViewProps {
  options: ConfirmOptions;
  onAnswer(confirmed: boolean): void;
}

/** When the dialog's chunk cannot load (offline): the browser's own question, never a hang. */
function BrowserConfirm({ options, onAnswer }: ViewProps): null {
  const asked = useRef(false);
  useEffect(() => {
    // Once per question, also under StrictMode's double effects.
    if (asked.current) return;
    asked.current = true;
    let yes = false;
    try {
      yes = window.confirm(options.title ? `${options.title}\n\n${options.message}` : options.message);
    } catch {
      yes = false;
    }
    onAnswer(yes);
  }, [options, onAnswer]);
  return null;
}

const ConfirmDialogView = lazy(
  (): Promise<{ default: (props: ViewProps) => JSX.Element | null }> =>
    import('./confirm-dialog-view').then(
      (module) => ({ default: module.ConfirmDialogView }),
      () => ({ default: BrowserConfirm }),
    ),
);

interface Pending {
  options: ConfirmOptions;
  resolve(confirmed: boolean): void;
}

/**
 * The website's confirmations (`platform.confirm`, platform/confirm-presenter.ts): an accessible
 * modal dialog instead of `window.confirm`, which cannot be styled, is blocked in some frames and
 * reads poorly with screen readers. Focus starts on the cancel button: the safe choice. Mounted
 * once by the app; inside Telegram the platform shows native popups and never calls it.
 */
export function ConfirmHost(): JSX.Element | null {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  useEffect(
    () =>
      setConfirmPresenter(
        (options) =>
          new Promise<boolean>((resolve) => {
            // A newer question replaces an unanswered one, which counts as declined.
            pendingRef.current?.resolve(false);
            const next = { options, resolve };
            pendingRef.current = next;
            setPending(next);
          }),
      ),
    [],
  );

  if (!pending) return null;
  const answer = (confirmed: boolean) => {
    if (pendingRef.current === pending) pendingRef.current = null;
    setPending(null);
    pending.resolve(confirmed);
  };
  return (
    // Its own chunk, loaded on the first question: the first screen carries none of it.
    <Suspense fallback={null}>
      <ConfirmDialogView options={pending.options} onAnswer={answer} />
    </Suspense>
  );
}
