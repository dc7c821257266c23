/**
 * The screen's primary action as Telegram's MainButton (docs/telegram-pitfalls.md#design-conventions: the
 * primary or final action, with its loader during slow actions), and the closing confirmation for unsaved
 * changes.
 *
 * One MainButton exists per Mini App, so holders stack (main-button-holders.ts): the latest
 * `show` owns it and hands it back when it hides.
 * One click listener is bound for the whole launch and forwards to the current holder, so a
 * re-render never leaves a stale listener behind.
 */
import { closingBehavior, mainButton, secondaryButton } from '@tma.js/sdk';
import { createMainButtonHolders } from '../main-button-holders';
import type { MainButtonState, PlatformMainButton } from '../platform';

/** The Bot API limits the MainButton text to 64 characters. */
export const MAIN_BUTTON_TEXT_MAX = 64;

function guarded(step: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.warn(`[platform] Telegram ${step} failed`, error);
  }
}

function buttonText(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= MAIN_BUTTON_TEXT_MAX ? trimmed : `${trimmed.slice(0, MAIN_BUTTON_TEXT_MAX - 1)}…`;
}

interface TelegramMainButton extends PlatformMainButton {
  /** Hides the button and stops listening (platform dispose). */
  dispose(): void;
}

/** What the SDK's MainButton and SecondaryButton share, as this adapter uses it. */
interface SdkBottomButton {
  setParams: {
    ifAvailable(params: {
      text?: string;
      isVisible?: boolean;
      isEnabled?: boolean;
      isLoaderVisible?: boolean;
    }): unknown;
    isAvailable(): boolean;
  };
  onClick: { ifAvailable(listener: () => void): { ok: boolean; data?: VoidFunction } };
}

/** One of Telegram's bottom buttons as a platform button: holders stack, one click listener. */
function createTelegramBottomButton(button: SdkBottomButton, name: string): TelegramMainButton {
  function apply(state: MainButtonState | null): void {
    guarded(`${name}.setParams`, () => {
      if (state === null) {
        button.setParams.ifAvailable({ isVisible: false, isLoaderVisible: false });
        return;
      }
      const loading = state.loading === true;
      button.setParams.ifAvailable({
        text: buttonText(state.text),
        isVisible: true,
        // Inactive while the loader spins, as Telegram's own showProgress() does: no double submit.
        isEnabled: state.disabled !== true && !loading,
        isLoaderVisible: loading,
      });
    });
  }

  let offClick: VoidFunction | null = null;
  guarded(`${name}.onClick`, () => {
    const bound = button.onClick.ifAvailable(() => {
      const state = holders.current();
      // Some clients still report presses of an inactive button: honour what the screen said.
      if (!state || state.disabled === true || state.loading === true) return;
      state.onClick();
    });
    offClick = bound.ok && bound.data ? bound.data : null;
  });
  const holders = createMainButtonHolders(apply);
  // A reload restores the previous page's button from sessionStorage: start hidden.
  apply(null);

  return {
    available: button.setParams.isAvailable(),
    show: (state) => holders.show(state),
    dispose() {
      holders.clear();
      guarded(`${name}.offClick`, () => offClick?.());
      offClick = null;
    },
  };
}

export function createTelegramMainButton(): TelegramMainButton {
  return createTelegramBottomButton(mainButton, 'mainButton');
}

/** The SecondaryButton (Bot API 7.10): on older clients `available` is false and screens keep their own button. */
export function createTelegramSecondaryButton(): TelegramMainButton {
  return createTelegramBottomButton(secondaryButton, 'secondaryButton');
}

/** Turns Telegram's "close anyway?" question on or off; a no-op where unsupported. */
export function setTelegramClosingConfirmation(enabled: boolean): void {
  guarded('closingBehavior', () => {
    if (enabled) closingBehavior.enableConfirmation.ifAvailable();
    else closingBehavior.disableConfirmation.ifAvailable();
  });
}
