import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from './context';

/**
 * The website's session cookie (docs/design.md#sessions-and-telegram): HttpOnly, SameSite=Lax; over HTTPS
 * also Secure with the __Host- prefix (no Domain, Path=/), so no subdomain can plant or read it.
 */
export type CookiePolicy = { name: string; secure: boolean };

export function cookiePolicy(publicUrl: string | undefined): CookiePolicy {
  const secure = publicUrl?.startsWith('https://') ?? false;
  return { name: secure ? '__Host-sid' : 'sid', secure };
}

export function readSessionCookie(c: AppContext, policy: CookiePolicy): string | undefined {
  return getCookie(c, policy.name);
}

export function writeSessionCookie(
  c: AppContext,
  policy: CookiePolicy,
  credential: string,
  expiresAt: Date,
): void {
  setCookie(c, policy.name, credential, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: policy.secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: AppContext, policy: CookiePolicy): void {
  deleteCookie(c, policy.name, { path: '/', secure: policy.secure, httpOnly: true, sameSite: 'Lax' });
}
