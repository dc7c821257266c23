/**
 * Start-up (docs/product.md#start-up-and-logout, #error-catalogue; docs/design.md#sessions-and-telegram):
 * load the platform, read what start-up needs from its storage once, render, then check the stored session
 * against the server's; a valid student session then refreshes the recent-vacancies cache when it is missing
 * or an hour old.
 */
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { GUEST_MARKUP_ATTRIBUTE, STORAGE_KEYS } from '../../shared/constants';
import type { StoredAuth } from '../../shared/contract/auth.contract';
import type { SessionVerdict } from '../features/auth/session-check';
import type { RefreshOutcome } from '../features/recent/startup-refresh';
import {
  authAtom,
  type Favourites,
  FavouritesSchema,
  favouritesAtom,
  type RecentVacanciesCache,
  RecentVacanciesCacheSchema,
  recentVacanciesAtom,
  StoredAuthSchema,
} from '../lib/app-state';
import { type HttpClient, setBearerToken } from '../lib/http';
import { type AppStore, createStore } from '../lib/store';
import { readStored } from '../lib/stored';
import { readStoredBearer, telegramSignInAtom } from '../lib/telegram-session';
import { isTelegramMiniApp } from '../platform/detect-telegram';
import type { Platform, PlatformStorage } from '../platform/platform';
import { App } from './app';
import { CrashScreen } from './error-boundary';

interface StartState {
  auth: StoredAuth | null;
  favourites: Favourites | null;
  recentVacancies: RecentVacanciesCache | null;
}

/** Reads the three start-up records; a corrupt one counts as absent and is removed. */
export async function readStartState(storage: PlatformStorage): Promise<StartState> {
  const [auth, favourites, recentVacancies] = await Promise.all([
    readStored(storage, STORAGE_KEYS.auth, StoredAuthSchema),
    readStored(storage, STORAGE_KEYS.favourites, FavouritesSchema),
    readStored(storage, STORAGE_KEYS.recentVacancies, RecentVacanciesCacheSchema),
  ]);
  return { auth, favourites, recentVacancies };
}

function createAppStore(state: StartState): AppStore {
  const store = createStore();
  store.set(authAtom, state.auth);
  store.set(favouritesAtom, state.favourites ?? {});
  store.set(recentVacanciesAtom, state.recentVacancies);
  return store;
}

interface BootOptions {
  container: HTMLElement;
  loadPlatform: () => Promise<Platform>;
  http: HttpClient;
  /** Where the shell's global lives (window; tests pass their own object). */
  scope?: object;
}

interface BootResult {
  root: Root;
  platform: Platform;
  store: AppStore;
  /** Settles when the start-up session check is over. */
  sessionCheck: Promise<SessionVerdict>;
  /**
   * The recent-vacancies refresh (docs/product.md#start-up-and-logout), run only after the session check
   * found it valid.
   */
  recentRefresh: Promise<RefreshOutcome | 'skipped'>;
}

/**
 * The server renders public pages into #root (docs/decisions/066-server-rendering.md). The browser
 * hydrates a guest's page when its own first render is a guest's too: the website, no stored
 * `auth`. Anything else (a stored session, Telegram, a signed-in page's layout) is rendered afresh
 * in place of the server's markup.
 */
function mount(container: HTMLElement, app: ReactNode, guest: boolean): Root {
  if (guest && container.hasAttribute(GUEST_MARKUP_ATTRIBUTE)) {
    return hydrateRoot(container, app, {
      // A mismatch costs the whole server render: reported, so the tests fail on it.
      onRecoverableError: (error) =>
        console.error('[hydration]', error, error instanceof Error ? error.cause : undefined),
    });
  }
  const root = createRoot(container);
  root.render(app);
  return root;
}

/** The crash screen replaces whatever the server rendered. */
function renderCrash(container: HTMLElement): Root {
  const root = createRoot(container);
  root.render(<CrashScreen scope="app" />);
  return root;
}

export async function boot({
  container,
  loadPlatform,
  http,
  scope,
}: BootOptions): Promise<BootResult | null> {
  // Inside Telegram the start-up code that only Telegram needs loads beside the platform, not
  // after it; the website's first screen carries none of it.
  if (isTelegramMiniApp(window)) {
    // A prefetch: the imports below and in session-check.ts reuse these module loads.
    Promise.all([import('./start-link'), import('../features/auth/telegram-sign-in')]).catch(() => {});
  }
  let platform: Platform;
  try {
    platform = await loadPlatform();
  } catch (error) {
    console.error(error);
    renderCrash(container);
    return null;
  }
  // Inside Telegram the bearer is read with the other start-up records
  // (docs/design.md#sessions-and-telegram).
  const [state, bearer] = await Promise.all([readStartState(platform.storage), readStoredBearer(platform)]);
  const store = createAppStore(state);
  if (platform.kind === 'telegram') {
    setBearerToken(bearer);
    store.set(telegramSignInAtom, 'pending');
    // A deep link opens its screen before the first render, so the start screen never flashes.
    const { applyStartLink } = await import('./start-link');
    applyStartLink(platform);
  }
  const root = mount(
    container,
    <App platform={platform} http={http} store={store} />,
    state.auth === null && platform.kind === 'web',
  );
  // A guest on the website has nothing to check (the check of docs/product.md#start-up-and-logout compares a
  // stored record with the shell's handle): the check, logout and their messages stay out of a guest's first
  // screen.
  const sessionCheck: Promise<SessionVerdict> =
    state.auth === null && platform.kind !== 'telegram'
      ? Promise.resolve({ verdict: 'no-auth' })
      : import('../features/auth/session-check').then(({ readServerHandle, runSessionCheck }) =>
          runSessionCheck({
            platform,
            http,
            store,
            storedAuth: state.auth,
            serverHandle: readServerHandle(scope),
          }),
        );
  const recentRefresh = sessionCheck.then(async (result) => {
    if (result.verdict !== 'valid') return 'skipped' as const;
    const auth = store.get(authAtom);
    if (auth?.kind !== 'student') return 'not-student' as const;
    // Only students need it: the refresh and the vacancy contract stay out of everyone's entry chunk.
    const { refreshRecentOnStart } = await import('../features/recent/startup-refresh');
    return refreshRecentOnStart({ platform, http, store, auth });
  });
  return { root, platform, store, sessionCheck, recentRefresh };
}
