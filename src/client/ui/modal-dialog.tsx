import { type JSX, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { OverlayScope, useBackClosable } from './use-back-closable';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA APG): role=dialog with aria-modal, focus moves in and is trapped by
 * Tab/Shift+Tab, Escape (and Telegram's BackButton) closes — asking first while a form inside holds
 * unsaved text (ui/unsaved-changes.ts) — and focus returns to what opened it.
 * Not <dialog>.showModal(): happy-dom and older Telegram webviews do not implement it fully.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}): JSX.Element {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { hold, dismiss } = useBackClosable(true, onClose);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismiss();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="modal-backdrop">
      <div
        ref={panel}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 className="modal__title" id={`${id}-title`}>
          {title}
        </h2>
        <OverlayScope value={hold}>
          <div className="modal__body">{children}</div>
          {footer ? <div className="modal__footer">{footer}</div> : null}
        </OverlayScope>
      </div>
    </div>
  );
}
