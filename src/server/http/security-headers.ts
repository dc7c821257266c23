import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/** Telegram's web clients frame the Mini App; everyone else may not (clickjacking). */
export const FRAME_ANCESTORS = "'self' https://web.telegram.org https://*.web.telegram.org";

export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Headers every answer carries, computed once (what hono/secure-headers sends, less
 * X-Frame-Options, which would forbid Telegram Web's iframe: frame-ancestors says who may frame).
 */
const COMMON: readonly [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // One year (ASVS 5.0 3.4.1). Sent on every answer: browsers ignore it over plain http
  // (RFC 6797 §8.1), and behind a TLS-terminating proxy this process never sees the https.
  ['Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`],
  // Allow-popups: the Telegram Login Widget signs in through a telegram.org popup that reports back.
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['Origin-Agent-Cluster', '?1'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * Answers that are no page (API JSON, files, scripts, images) run nothing, may be framed by no one,
 * and neither set a base address nor send a form (`base-uri` and `form-action` do not fall back to
 * `default-src`); pages set their own policy (pageCsp) before this runs.
 */
const NOT_A_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of COMMON) headers.set(name, value);
    // Only what is made for other sites says so itself: the share images (docs/decisions/067-share-images.md).
    if (!headers.has('Cross-Origin-Resource-Policy'))
      headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', NOT_A_PAGE_CSP);
  };
}

/** A fresh nonce for the page's inline script. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org';
const TELEGRAM_WIDGET_FRAME = 'https://oauth.telegram.org';

/** The page's policy: its own scripts and the one inline script with the nonce. */
export function pageCsp(nonce: string, development: boolean): string {
  // telegram.org: the Login Widget on the profile page (linking Telegram on the website).
  const script = development
    ? `'self' 'unsafe-inline' ${TELEGRAM_WIDGET_SCRIPT}`
    : `'self' 'nonce-${nonce}' ${TELEGRAM_WIDGET_SCRIPT}`;
  const connect = development ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    `script-src ${script}`,
    // react-hot-toast and Leaflet set styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src ${connect}`,
    `frame-src ${TELEGRAM_WIDGET_FRAME}`,
    "font-src 'self' data:",
    "object-src 'none'",
    // The shell has no <base>: nothing may set one (ASVS 5.0 3.4.3).
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${FRAME_ANCESTORS}`,
  ].join('; ');
}
