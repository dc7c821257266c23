import { messages } from '../../shared/messages';
import type { DomainFailure } from '../domain/result';
import type { AppContext } from './context';
import { fail } from './envelope';

const STATUS = { 'not-found': 404, forbidden: 403, conflict: 409 } as const;

/**
 * A domain refusal as a truthful status with its Russian message (field errors for 400; a wait
 * for 429, with `Retry-After` as `http/rate-limited.ts` sends it).
 */
export function failFromDomain(c: AppContext, failure: DomainFailure): Response {
  if (failure.reason === 'invalid') return fail(c, 400, messages.invalidInput, failure.errors);
  if (failure.reason === 'rate-limited') {
    c.header('Retry-After', String(failure.retryAfterSeconds));
    return fail(c, 429, failure.message);
  }
  if (failure.code)
    return c.json({ success: false, message: failure.message, code: failure.code }, STATUS[failure.reason]);
  return fail(c, STATUS[failure.reason], failure.message);
}
