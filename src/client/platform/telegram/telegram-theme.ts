/**
 * Makes the page look like part of Telegram (docs/telegram-pitfalls.md#design-conventions: follow the theme
 * in real time). The colours themselves come from `themeParams.bindCssVars()` (--tg-theme-*), which
 * styles/base.css reads with website fallbacks; this file adds what CSS alone cannot:
 *
 * - `data-platform="telegram"` on <html>, so the stylesheet can style toasts and the page frame
 *   for the Mini App only;
 * - `data-color-scheme` and `color-scheme` from `miniApp.isDark()`: the OS preference the website
 *   follows may disagree with the Telegram theme, and form controls, scrollbars and the fallback
 *   palette must match the theme instead;
 * - the header, background and bottom-bar colours of the Telegram chrome, as theme keys, so the
 *   client keeps them in step with the page on every theme_changed
 *   (docs/telegram-pitfalls.md, pitfall 8: no seam).
 */
import { miniApp, themeParams } from '@tma.js/sdk';

const PLATFORM_ATTRIBUTE = 'data-platform';
const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

function attempt(step: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.warn(`[platform] Telegram ${step} failed; continuing without it`, error);
  }
}

function applyScheme(dark: boolean): void {
  const root = document.documentElement;
  const scheme = dark ? 'dark' : 'light';
  root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  root.style.colorScheme = scheme;
}

/**
 * The page background (styles/base.css `--bg`) is the theme's secondary background when the
 * theme has one, else its background; the chrome around the page uses the same key.
 */
function pageColourKey(): 'secondary_bg_color' | 'bg_color' {
  return themeParams.secondaryBgColor() ? 'secondary_bg_color' : 'bg_color';
}

/** Applies the theme to the document and the Telegram chrome; returns the undo. */
export function applyTelegramTheme(): VoidFunction {
  const root = document.documentElement;
  const cleanups: VoidFunction[] = [];
  root.setAttribute(PLATFORM_ATTRIBUTE, 'telegram');
  cleanups.push(() => root.removeAttribute(PLATFORM_ATTRIBUTE));

  attempt('colour scheme', () => {
    if (!miniApp.isMounted()) return;
    applyScheme(miniApp.isDark());
    // isDark is derived from the theme's bg_color, so it follows theme_changed.
    const off = miniApp.isDark.sub((dark) => applyScheme(dark));
    cleanups.push(() => {
      off();
      root.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
      root.style.removeProperty('color-scheme');
    });
  });

  // Our sticky header (styles/layout.css) is drawn on --surface (bg_color): Telegram's header
  // continues it. setHeaderColor takes the key itself, which the client re-applies on change.
  attempt('miniApp.setHeaderColor', () => {
    miniApp.setHeaderColor.ifAvailable('bg_color');
  });
  // Given as keys, the SDK re-posts these colours on every theme change (miniApp subscribes).
  attempt('miniApp.setBgColor', () => {
    miniApp.setBgColor.ifAvailable(pageColourKey());
  });
  // The bottom bar holds the MainButton: the page colour around it keeps it from looking pasted on.
  attempt('miniApp.setBottomBarColor', () => {
    miniApp.setBottomBarColor.ifAvailable(pageColourKey());
  });

  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) attempt('theme cleanup', cleanup);
  };
}
