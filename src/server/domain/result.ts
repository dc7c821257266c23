import { formatMessage, minutesRu } from '../../shared/messages';

/**
 * What a domain call answers instead of throwing: the route maps each reason to a truthful
 * status (404, 403, 409, 400) without the domain knowing HTTP.
 */
export type DomainFailure =
  | { ok: false; reason: 'not-found' | 'forbidden' | 'conflict'; message: string; code?: string }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> }
  | { ok: false; reason: 'rate-limited'; message: string; retryAfterSeconds: number };

export type DomainResult<T> = { ok: true; value: T } | DomainFailure;

export const success = <T>(value: T): DomainResult<T> => ({ ok: true, value });

/** `code`: a machine-readable reason a screen may act on (e.g. the account's status). */
export const failure = (
  reason: 'not-found' | 'forbidden' | 'conflict',
  message: string,
  code?: string,
): DomainFailure => ({ ok: false, reason, message, ...(code ? { code } : {}) });

export const invalid = (errors: Record<string, string>): DomainFailure => ({
  ok: false,
  reason: 'invalid',
  errors,
});

/**
 * Past a limit that a wait lifts (429 with `Retry-After`): the template's `{minutes}` says when,
 * in whole minutes rounded up, as every 429 does (`http/rate-limited.ts`).
 */
export function limitedUntil(template: string, until: Date, now: Date): DomainFailure {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const message = formatMessage(template, { minutes: minutesRu(Math.ceil(retryAfterSeconds / 60)) });
  return { ok: false, reason: 'rate-limited', message, retryAfterSeconds };
}
