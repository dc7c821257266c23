import { formatMessage, minutesRu } from '../../shared/messages';
import type { AppContext } from './context';
import { fail } from './envelope';

/**
 * The one 429 answer of every limited endpoint (sign-in, codes, uploads, search, feedback…):
 * `Retry-After` in seconds, and the endpoint's Russian message with the wait in whole minutes,
 * rounded up so «через 1 минуту» never promises less than the limit allows.
 */
export function rateLimited(c: AppContext, template: string, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return fail(c, 429, formatMessage(template, { minutes: minutesRu(Math.ceil(retryAfterSeconds / 60)) }));
}
