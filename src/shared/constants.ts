/**
 * The specification's business constants (docs/product.md#start-up-and-logout, #constants). Tests pin every
 * value here, so a change is a deliberate change of the contract.
 */

/**
 * How long the `recent_vacancies` cache stays fresh (docs/product.md#start-up-and-logout, #constants): one
 * hour.
 */
export const RECENT_VACANCIES_TTL_MS = 3_600_000;

/** Toasts (docs/product.md#constants). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_POSITION = 'bottom-right';
export const FADE_MS = 150;

/**
 * A script chunk that has not arrived after this long has failed with type `timeout`
 * (docs/product.md#constants).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The global variable of the server-rendered shell that holds the session's public handle
 * (docs/product.md#stored-data: "The server-rendered page exposes a session token in a global browser
 * variable"). It is a handle, never the credential: the credential stays in an HttpOnly cookie.
 */
export const SESSION_GLOBAL = '__SESSION_TOKEN__';

/**
 * The header every API call carries (docs/product.md#api-calls); the server refuses /api requests without it.
 */
export const XHR_HEADER = 'X-Requested-With';
export const XHR_HEADER_VALUE = 'XMLHttpRequest';

/**
 * Client-side storage keys (docs/product.md#stored-data). `telegramSession` is ours, not the specification's:
 * the Mini App's bearer credential (docs/design.md#sessions-and-telegram), kept only in Telegram's storage,
 * never on the website.
 */
export const STORAGE_KEYS = {
  auth: 'auth',
  favourites: 'favourites',
  recentVacancies: 'recent_vacancies',
  telegramSession: 'telegram_session',
} as const;

/**
 * The global variable of the shell holding the public configuration (PublicConfig): an explicit
 * whitelist of settings the browser may know, never a secret.
 */
export const PUBLIC_CONFIG_GLOBAL = '__APP_CONFIG__';

/** On #root when the server rendered a guest's page, which the browser may hydrate (docs/decisions/066-server-rendering.md). */
export const GUEST_MARKUP_ATTRIBUTE = 'data-guest-page';
