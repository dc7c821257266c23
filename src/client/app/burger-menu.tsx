import { type JSX, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useBackClosable } from '../ui/use-back-closable';
import type { MenuEntry } from './menu-config';
import { MenuList } from './menu-list';

/**
 * The menu below 1024 px (above it the side menu is always shown and this button is hidden by
 * CSS). A disclosure: the button says whether the panel is open and which element it controls;
 * Escape closes and returns focus to the button; any navigation closes it.
 */
export function BurgerMenu({
  entries,
  footer,
}: {
  entries: readonly MenuEntry[];
  footer?: ReactNode;
}): JSX.Element {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useBackClosable(open, () => setOpen(false));

  // Close on navigation; `location` is the trigger, not a value used inside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design.
  useEffect(() => {
    setOpen(false);
  }, [location]);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="burger">
      <button
        ref={buttonRef}
        type="button"
        className="burger__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Закрыть меню' : 'Открыть меню'}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="burger__icon" aria-hidden="true" />
      </button>
      {open ? (
        <button
          type="button"
          className="burger__backdrop"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => setOpen(false)}
        />
      ) : null}
      <div ref={panelRef} id={panelId} className="burger__panel" hidden={!open}>
        <nav aria-label="Меню">
          <MenuList entries={entries} onNavigate={() => setOpen(false)} />
        </nav>
        {footer}
      </div>
    </div>
  );
}
