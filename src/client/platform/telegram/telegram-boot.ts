/**
 * Starts @tma.js/sdk the way the official reactjs-template does (src/init.ts): init → mount the
 * components the client supports → bind CSS variables → ready. Only `init()` may throw out of
 * here (no launch params, no way to talk to the host); that is the caller's cue to fall back to
 * the website. Every later step is optional comfort and is attempted on its own.
 */
import {
  backButton,
  closingBehavior,
  init,
  mainButton,
  miniApp,
  secondaryButton,
  swipeBehavior,
  themeParams,
  viewport,
} from '@tma.js/sdk';
import { applyTelegramTheme } from './telegram-theme';

/** How long viewport.mount may wait for the host before giving up (docs/telegram-pitfalls.md, pitfall 5). */
const VIEWPORT_MOUNT_TIMEOUT_MS = 5000;

/** A failed optional step is logged and skipped: the app works without it. */
function attempt(step: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.warn(`[platform] Telegram ${step} failed; continuing without it`, error);
  }
}

/** The result of `ifAvailable` on a function returning a cleanup, reduced to the cleanup. */
function cleanupOf(result: { ok: true; data: VoidFunction } | { ok: false }): VoidFunction | null {
  return result.ok ? result.data : null;
}

function removeCssVars(prefix: string): void {
  const { style } = document.documentElement;
  const names = Array.from({ length: style.length }, (_, index) => style.item(index));
  for (const name of names) {
    if (name.startsWith(prefix)) style.removeProperty(name);
  }
}

/**
 * Boots the SDK and returns the function that undoes everything it set up, in reverse order.
 * Throws only when `init()` does.
 */
export function bootTelegramSdk(): VoidFunction {
  const cleanups: VoidFunction[] = [];
  let disposed = false;
  const add = (cleanup: VoidFunction | null): void => {
    if (cleanup) cleanups.push(cleanup);
  };

  // Throws LaunchParamsRetrieveError / UnknownEnvError outside a real host (e.g. a Mini App URL
  // pasted into a desktop browser). Deliberately not caught here.
  add(init());

  attempt('backButton.mount', () => {
    if (backButton.mount.ifAvailable().ok) add(() => backButton.unmount());
  });

  // themeParams first: miniApp derives its colours from the theme (template order).
  attempt('themeParams.mount', () => {
    if (themeParams.mount.ifAvailable().ok) add(() => themeParams.unmount());
  });
  attempt('themeParams.bindCssVars', () => {
    const unbind = cleanupOf(themeParams.bindCssVars.ifAvailable());
    if (!unbind) return;
    add(() => {
      unbind();
      // @tma.js/sdk 3.3's unbind removes properties named after the theme keys ("bg_color"), not
      // the variables it set ("--tg-theme-bg-color"), so they would linger: remove them here.
      removeCssVars('--tg-theme-');
    });
  });

  // miniApp.mount threw on older clients (docs/telegram-pitfalls.md, pitfall 2: "web_app_set_bottom_bar_color
  // unsupported").
  attempt('miniApp.mount', () => {
    if (miniApp.mount.ifAvailable().ok) add(() => miniApp.unmount());
  });
  attempt('miniApp.bindCssVars', () => add(cleanupOf(miniApp.bindCssVars.ifAvailable())));
  // After miniApp: the colour scheme comes from miniApp.isDark().
  attempt('theme', () => add(applyTelegramTheme()));

  // MainButton after themeParams: its default colours are theme colours (docs/telegram-pitfalls.md#the-sdk).
  attempt('mainButton.mount', () => {
    if (mainButton.mount.ifAvailable().ok) add(() => mainButton.unmount());
  });
  attempt('secondaryButton.mount', () => {
    if (secondaryButton.mount.ifAvailable().ok) add(() => secondaryButton.unmount());
  });
  attempt('closingBehavior.mount', () => {
    if (!closingBehavior.mount.ifAvailable().ok) return;
    // A reload restores the last state from sessionStorage; nothing is unsaved at start.
    closingBehavior.disableConfirmation.ifAvailable();
    add(() => {
      closingBehavior.disableConfirmation.ifAvailable();
      closingBehavior.unmount();
    });
  });

  // Vertical swipes close the app while the user scrolls a list (docs/telegram-pitfalls.md, pitfall 7).
  attempt('swipeBehavior.mount', () => {
    if (swipeBehavior.mount.ifAvailable().ok) {
      add(() => swipeBehavior.unmount());
      swipeBehavior.disableVertical.ifAvailable();
    }
  });

  // Telegram may open the app at half height (the attachment menu, inline buttons): the lists and
  // the filter sheet need the whole screen. Needs no mounted viewport, so it goes out first.
  attempt('viewport.expand', () => {
    viewport.expand.ifAvailable();
  });

  // Never awaited: viewport.mount hangs forever on some clients and times out on others
  // (docs/telegram-pitfalls.md, pitfall 5). The app renders at once; the viewport CSS variables arrive when
  // they arrive.
  attempt('viewport.mount', () => {
    const mounting = viewport.mount.ifAvailable({ timeout: VIEWPORT_MOUNT_TIMEOUT_MS });
    // @tma.js/sdk 3.3's Viewport exposes no `unmount` (unlike the other components), so its
    // host listeners outlive dispose(); only the CSS-variable binding below is undone.
    if (!mounting.ok) return;
    mounting.data.then(
      () => {
        if (disposed) return;
        attempt('viewport.bindCssVars', () => add(cleanupOf(viewport.bindCssVars.ifAvailable())));
      },
      (error: unknown) =>
        console.warn('[platform] Telegram viewport.mount failed; continuing without it', error),
    );
  });

  // Lifts Telegram's loading placeholder as soon as the theme is applied, which shortens the flash
  // of unstyled background (docs/telegram-pitfalls.md, pitfall 8).
  attempt('miniApp.ready', () => {
    miniApp.ready.ifAvailable();
  });

  return () => {
    if (disposed) return;
    disposed = true;
    for (const cleanup of cleanups.splice(0).reverse()) {
      attempt('cleanup', cleanup);
    }
  };
}
