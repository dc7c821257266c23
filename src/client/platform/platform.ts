/**
 * The platform port (DESIGN §3, §7): everything that differs between the website and the
 * Telegram Mini App sits behind this interface. One implementation is chosen once at boot
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

export type HapticKind = 'success' | 'error' | 'warning' | 'selection' | 'impact';

export interface PlatformNavigation {
  /** Go to an in-app path (pushState), or replace the current entry. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /**
   * Called by the router whenever the location changes. Telegram shows its BackButton on
   * every screen but the root; the website does nothing (the browser has its own).
   */
  onLocationChange(path: string): void;
}

export interface Platform {
  readonly kind: PlatformKind;
  readonly storage: PlatformStorage;
  readonly navigation: PlatformNavigation;
  /** A notice for the user; Telegram adds a haptic. Never throws. */
  toast(kind: ToastKind, message: string): void;
  haptic(kind: HapticKind): void;
  /** A confirmation dialog (Telegram: a native popup). Resolves true when confirmed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** The raw initData inside Telegram (sent with logout, SPEC §7); null on the website. */
  initData(): string | null;
  /** Ends what the platform set up (listeners, mounted SDK components). Used by tests. */
  dispose(): void;
}
