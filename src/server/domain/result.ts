/**
 * What a domain call answers instead of throwing: the route maps each reason to a truthful
 * status (404, 403, 409, 400) without the domain knowing HTTP.
 */
export type DomainFailure =
  | { ok: false; reason: 'not-found' | 'forbidden' | 'conflict'; message: string; code?: string }
  | { ok: false; reason: 'invalid'; errors: Record<string, string> };

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
