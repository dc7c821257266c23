/**
 * Warns before unsaved changes are lost: the browser's own prompt when the tab closes or reloads
 * (beforeunload), and the platform's confirmation when an in-app link is followed — a single-page
 * app's links never fire beforeunload.
 */
import { useEffect } from 'react';
import { usePlatform } from '../../../lib/services';

export const UNSAVED_MESSAGE = 'Изменения не сохранены. Уйти со страницы?';

export function useUnsavedWarning(dirty: boolean): void {
  const platform = usePlatform();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(target instanceof HTMLAnchorElement) || target.target === '_blank') return;
      const url = new URL(target.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
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
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase: runs before wouter's <Link> handler on the anchor itself.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, platform]);
}
