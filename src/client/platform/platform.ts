/**
 * The platform port (docs/design.md#layout, #sessions-and-telegram): everything that differs between the
 * website and the Telegram Mini App sits behind this interface. One implementation is chosen once at boot
 * (`load-platform.ts`, with `detect-telegram.ts`); the Telegram one is loaded by dynamic import only inside Telegram,
 * so website visitors download none of the Telegram SDK.
 */

export type PlatformKind = 'web' | 'telegram';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Asynchronous key-value storage: Telegram's device and cloud storages are asynchronous, so the
 * web one (localStorage) is too. Values are strings; callers serialise.
 */
export interface PlatformStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  destructive?: boolean;
}

/** What the user said when asked to let the bot write to them (Telegram's requestWriteAccess). */
export type WriteAccessAnswer = 'allowed' | 'denied' | 'unavailable';

export type HapticKind = 'success' | 'error' | 'warning' | 'selection' | 'impact';

interface PlatformNavigation {
  /** Go to an in-app path (pushState), or replace the current entry. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /**
   * Called by the router whenever the location changes. Telegram shows its BackButton on
   * every screen but the root; the website does nothing (the browser has its own).
   */
  onLocationChange(path: string): void;
}

/**
 * What the screen's primary action looks like now (the Telegram MainButton,
 * docs/telegram-pitfalls.md#design-conventions).
 */
export interface MainButtonState {
  text: string;
  /** Greyed out and not clickable. */
  disabled?: boolean;
  /** Shows the button's own spinner; a click meanwhile does nothing. */
  loading?: boolean;
  onClick(): void;
}

/** One screen's hold on the MainButton: only the latest holder changes or hides it. */
export interface MainButtonHandle {
  update(state: MainButtonState): void;
  hide(): void;
}

export interface PlatformMainButton {
  /**
   * True where the host draws a native primary button (Telegram). The website has none: its
   * screens keep their own submit buttons.
   */
  readonly available: boolean;
  /** Shows the button for a screen; a later `show` takes it over from an earlier holder. */
  show(state: MainButtonState): MainButtonHandle;
}

/** Where the device is, or why it is not known: the user said no, or the device cannot tell. */
export type LocationAnswer =
  | { ok: true; lat: number; lng: number }
  | { ok: false; reason: 'denied' | 'unavailable' };

export interface Platform {
  readonly kind: PlatformKind;
  readonly storage: PlatformStorage;
  readonly navigation: PlatformNavigation;
  /** A notice for the user; Telegram adds a haptic. Never throws. */
  toast(kind: ToastKind, message: string): void;
  haptic(kind: HapticKind): void;
  /** A confirmation dialog (Telegram: a native popup). Resolves true when confirmed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  readonly mainButton: PlatformMainButton;
  /**
   * The alternative to the primary action (Telegram's SecondaryButton, beside the MainButton):
   * «Отказываюсь» beside «Принимаю» (docs/decisions/059). The website has none.
   */
  readonly secondaryButton: PlatformMainButton;
  /**
   * Asks before the app or tab closes while true (unsaved changes). Telegram: the native closing
   * confirmation; website: the browser's `beforeunload` prompt.
   */
  setClosingConfirmation(enabled: boolean): void;
  /** The raw initData inside Telegram (sent with logout, docs/product.md#api-calls); null on the website. */
  initData(): string | null;
  /**
   * The Mini App's start parameter (`t.me/<bot>/<app>?startapp=…`, shared/start-param.ts): a
   * deep link into a screen. Null on the website and when the launch had none.
   */
  startParam(): string | null;
  /**
   * Opens an outside link: Telegram opens t.me links in itself (e.g. its share sheet,
   * `https://t.me/share/url?…`) and others in its browser; the website opens a new tab.
   */
  openLink(url: string): void;
  /**
   * Downloads a file from an absolute URL of ours that needs no custom headers (a signed
   * address). Telegram: the native download prompt (Bot API 8.0 downloadFile), or the browser on
   * older clients — its webviews ignore blob links. Website: a plain download link. Resolves
   * false when the user declined or the host refused; never throws.
   */
  downloadFile(url: string, fileName: string): Promise<boolean>;
  /**
   * Telegram only: asks the user to let the bot write first (issue 13, docs/decisions/023).
   * Absent on the website, which has no such prompt (and so ships no code for it).
   */
  requestWriteAccess?(): Promise<WriteAccessAnswer>;
  /**
   * «Рядом со мной» (docs/decisions/061): Telegram's location request inside Telegram, the
   * browser's geolocation on the website. Never throws.
   */
  requestLocation(): Promise<LocationAnswer>;
  /** Ends what the platform set up (listeners, mounted SDK components). Used by tests. */
  dispose(): void;
}
