/**
 * Warns before unsaved changes are lost: the platform's closing confirmation (Telegram's "close
 * anyway?", the browser's beforeunload prompt) while the form is dirty, and the platform's
 * confirmation when an in-app link is followed — a single-page app's links never fire
 * beforeunload, and Telegram's confirmation covers only closing the Mini App.
 */
import { useEffect } from 'react';
import { usePlatform } from '../lib/services';
import type { Platform } from '../platform/platform';

export const UNSAVED_MESSAGE = 'Изменения не сохранены. Уйти со страницы?';

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

export function useUnsavedChanges(dirty: boolean): void {
  const platform = usePlatform();
  useEffect(() => {
    if (!dirty) return;
    const release = holdClosingConfirmation(platform);
    const onClick = (event: MouseEvent) => {
      const url = leavingLink(event);
      if (!url) return;
      // Stop the router's own handler, then go there ourselves if the user agrees.
      event.preventDefault();
      event.stopPropagation();
      void platform
        .confirm({
          title: 'Уйти без сохранения?',
          message: UNSAVED_MESSAGE,
          confirmText: 'Уйти',
          cancelText: 'Остаться',
        })
        .then((yes) => {
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
