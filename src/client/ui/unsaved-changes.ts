/**
 * Warns before unsaved changes are lost: the platform's closing confirmation (Telegram's "close
 * anyway?", the browser's beforeunload prompt) while the form is dirty, the platform's
 * confirmation when an in-app link is followed — a single-page app's links never fire
 * beforeunload, and Telegram's confirmation covers only closing the Mini App — and, for a form
 * drawn inside an overlay (the applicant's card, a dialog), the same question before Back or
 * Escape closes that overlay (ui/use-back-closable.ts, issue 24, item 9).
 */
import { useEffect } from 'react';
import { usePlatform } from '../lib/services';
import { LEAVE_UNSAVED } from '../platform/overlay-stack';
import type { Platform } from '../platform/platform';
import { useEnclosingOverlay } from './use-back-closable';

/** How many mounted forms are dirty, per platform: confirmation stays on until the last is clean. */
const dirtyForms = new WeakMap<Platform, number>();

/** True while a mounted form has unsaved changes (logout asks more firmly then). */
export function hasUnsavedChanges(platform: Platform): boolean {
  return (dirtyForms.get(platform) ?? 0) > 0;
}

function holdClosingConfirmation(platform: Platform): VoidFunction {
  const before = dirtyForms.get(platform) ?? 0;
  dirtyForms.set(platform, before + 1);
  if (before === 0) platform.setClosingConfirmation(true);
  return () => {
    const left = (dirtyForms.get(platform) ?? 1) - 1;
    dirtyForms.set(platform, left);
    if (left === 0) platform.setClosingConfirmation(false);
  };
}

function leavingLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || target.target === '_blank') return null;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * `keptOnClose`: the text outlives its overlay (the page keeps it as a draft: feedback, the apply
 * dialog's letter), so closing the overlay loses nothing and asks nothing; leaving the page still
 * asks.
 */
export function useUnsavedChanges(dirty: boolean, options: { keptOnClose?: boolean } = {}): void {
  const platform = usePlatform();
  const enclosing = useEnclosingOverlay();
  const overlay = options.keptOnClose ? null : enclosing;
  useEffect(() => {
    if (!dirty || !overlay) return;
    overlay.unsaved += 1;
    return () => {
      overlay.unsaved -= 1;
    };
  }, [dirty, overlay]);
  useEffect(() => {
    if (!dirty) return;
    const release = holdClosingConfirmation(platform);
    const onClick = (event: MouseEvent) => {
      const url = leavingLink(event);
      if (!url) return;
      // Stop the router's own handler, then go there ourselves if the user agrees.
      event.preventDefault();
      event.stopPropagation();
      void platform.confirm(LEAVE_UNSAVED).then((yes) => {
        if (yes) platform.navigation.navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    // Capture phase: runs before wouter's <Link> handler on the anchor itself.
    document.addEventListener('click', onClick, true);
    return () => {
      release();
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, platform]);
}

/**
 * `useUnsavedChanges` as an element, for a component that renders its own overlay: put inside the
 * overlay, it marks that overlay (a hook in the component itself sits outside its scope).
 */
export function UnsavedChanges({ dirty }: { dirty: boolean }): null {
  useUnsavedChanges(dirty);
  return null;
}
