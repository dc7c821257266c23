import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiFailure } from '../../shared/contract/envelope';
import type { AppContext } from './context';

/** `{ success: true, data }` (docs/design.md#api-rules). */
export function ok<TData>(c: AppContext, data: TData, status: ContentfulStatusCode = 200) {
  return c.json({ success: true as const, data }, status);
}

/** `{ success: false, message, errors? }` with a Russian message and a truthful status. */
export function fail(
  c: AppContext,
  status: ContentfulStatusCode,
  message: string,
  errors?: Record<string, string>,
) {
  const body: ApiFailure = errors ? { success: false, message, errors } : { success: false, message };
  return c.json(body, status);
}
