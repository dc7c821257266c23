import { useSearch } from 'wouter';

/**
 * Where to go after signing in or registering: `?next=`, carried from the screen that asked for an
 * account (a vacancy's «Откликнуться», a student-only screen) through sign-in and registration.
 */
export function useNext(): string | null {
  return safeNext(new URLSearchParams(useSearch()).get('next'));
}

/**
 * `?next=` is user-controlled: only a same-origin path is followed. "//evil.example" and
 * "/\evil.example" are read by browsers as another host, so they are refused like absolute URLs.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}

/** `path` with `next` added to its query, or `path` itself without one. */
export function withNext(path: string, next: string | null): string {
  if (next === null) return path;
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
}
