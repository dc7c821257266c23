/**
 * A Platform for tests: in-memory storage, real browser-history navigation (as the web platform
 * does, so wouter sees it) and recorded toasts, buzzes, navigations and location changes.
 */
import { navigate } from 'wouter/use-browser-location';
import { presentConfirm } from '../../platform/confirm-presenter';
import { createMainButtonHolders } from '../../platform/main-button-holders';
import type {
  ConfirmOptions,
  HapticKind,
  LocationAnswer,
  MainButtonState,
  Platform,
  PlatformKind,
  PlatformStorage,
  ToastKind,
  WriteAccessAnswer,
} from '../../platform/platform';

/** The fake's MainButton: what a Telegram client would show now, and a way to press it. */
interface FakeMainButton {
  readonly available: boolean;
  /** The current holder's state; null while hidden. */
  readonly state: MainButtonState | null;
  show: Platform['mainButton']['show'];
  /** A press as the host reports it: ignored while hidden, disabled or loading, as Telegram does. */
  press(): void;
}

export interface FakePlatform extends Platform {
  readonly store: Map<string, string>;
  readonly toasts: Array<{ kind: ToastKind; message: string }>;
  /**
   * Every buzz Telegram would give, in order: each platform.haptic(kind), and the one its toast adds
   * to a success, error or warning notice (platform/telegram/telegram-platform.ts).
   */
  readonly haptics: HapticKind[];
  readonly navigations: string[];
  readonly locations: string[];
  /** Every platform.openLink(url), in order. */
  readonly openedLinks: string[];
  readonly mainButton: FakeMainButton;
  /** The SecondaryButton, beside the MainButton (present when `mainButton` is). */
  readonly secondaryButton: FakeMainButton;
  /** Every setClosingConfirmation call, in order. */
  readonly closingConfirmation: boolean[];
  /** Every platform.confirm(options), in order. */
  readonly confirms: ConfirmOptions[];
  /** Every platform.downloadFile(url, fileName), in order. */
  readonly downloads: Array<{ url: string; fileName: string }>;
  /** How many times platform.requestWriteAccess() was called. */
  readonly writeAccessRequests: number[];
}

export interface FakePlatformOptions {
  kind?: PlatformKind;
  initData?: string | null;
  /** What platform.startParam() answers (Telegram deep links). */
  startParam?: string | null;
  /** A native MainButton, as inside Telegram; off by default (the website has none). */
  mainButton?: boolean;
  /** Initial storage content (raw strings, as a real storage holds them). */
  storage?: Record<string, string>;
  /** What platform.confirm answers; true by default. */
  confirmAnswer?: boolean;
  /** Ask through the app's dialog as the website does (ui/confirm-dialog.tsx) instead of answering. */
  confirmDialog?: boolean;
  /** What requestWriteAccess answers inside Telegram; the website has no such method. */
  writeAccessAnswer?: WriteAccessAnswer;
  /** What requestLocation answers («Рядом со мной»); the user says no by default. */
  location?: LocationAnswer;
}

/** A MainButton or SecondaryButton with the real stacking rules (platform/main-button-holders.ts). */
function fakeBottomButton(available: boolean): FakeMainButton {
  const holders = createMainButtonHolders(() => {});
  return {
    available,
    get state() {
      return holders.current();
    },
    show: (state) => holders.show(state),
    press() {
      const state = holders.current();
      if (state && state.disabled !== true && state.loading !== true) state.onClick();
    },
  };
}

export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const store = new Map<string, string>(Object.entries(options.storage ?? {}));
  const toasts: FakePlatform['toasts'] = [];
  const haptics: HapticKind[] = [];
  const navigations: string[] = [];
  const locations: string[] = [];
  const openedLinks: string[] = [];
  const closingConfirmation: boolean[] = [];
  const confirms: ConfirmOptions[] = [];
  const downloads: FakePlatform['downloads'] = [];
  const writeAccessRequests: number[] = [];
  const mainButton = fakeBottomButton(options.mainButton ?? false);
  // Telegram draws both or neither here: a client new enough for the one has the other.
  const secondaryButton = fakeBottomButton(options.mainButton ?? false);
  const storage: PlatformStorage = {
    async getItem(key) {
      return store.get(key) ?? null;
    },
    async setItem(key, value) {
      store.set(key, value);
    },
    async removeItem(key) {
      store.delete(key);
    },
  };
  return {
    kind: options.kind ?? 'web',
    storage,
    store,
    toasts,
    haptics,
    navigations,
    locations,
    openedLinks,
    navigation: {
      navigate(path, navigateOptions) {
        navigations.push(path);
        navigate(path, { replace: navigateOptions?.replace ?? false });
      },
      onLocationChange(path) {
        locations.push(path);
      },
    },
    toast(kind, message) {
      toasts.push({ kind, message });
      if (kind !== 'info') haptics.push(kind);
    },
    haptic(kind) {
      haptics.push(kind);
    },
    async confirm(confirmOptions) {
      confirms.push(confirmOptions);
      const shown = options.confirmDialog ? presentConfirm(confirmOptions) : null;
      return shown ?? options.confirmAnswer ?? true;
    },
    mainButton,
    secondaryButton,
    closingConfirmation,
    confirms,
    setClosingConfirmation(enabled) {
      closingConfirmation.push(enabled);
    },
    initData() {
      return options.initData ?? null;
    },
    startParam() {
      return options.startParam ?? null;
    },
    openLink(url) {
      openedLinks.push(url);
    },
    downloads,
    async downloadFile(url, fileName) {
      downloads.push({ url, fileName });
      return true;
    },
    ...(options.kind === 'telegram'
      ? {
          async requestWriteAccess() {
            writeAccessRequests.push(writeAccessRequests.length + 1);
            return options.writeAccessAnswer ?? 'allowed';
          },
        }
      : {}),
    writeAccessRequests,
    async requestLocation() {
      return options.location ?? { ok: false, reason: 'denied' };
    },
    dispose() {},
  };
}
