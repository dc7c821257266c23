/**
 * Bulk actions run the existing single-item endpoints (approve, deny, archive, delete) row by
 * row: the server has no bulk endpoints for them, and one row's refusal (a 409, a lost race)
 * must not hide what happened to the others.
 */
import type { BulkOutcome } from './bulk-bar';

/** What one call answers: an HttpResult fits. */
export type ItemResult = { ok: true } | { ok: false; message: string };

/**
 * A few at a time: fast enough for a page of twenty rows, gentle on the server and on the
 * write rate limits, and the answers still arrive in a stable order for the outcome.
 */
const BULK_CONCURRENCY = 3;

export async function runEach<T extends { id: number }>(
  items: readonly T[],
  call: (item: T) => Promise<ItemResult>,
  concurrency = BULK_CONCURRENCY,
): Promise<BulkOutcome> {
  const results: (ItemResult | undefined)[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      const item = items[index];
      if (item === undefined) continue;
      try {
        results[index] = await call(item);
      } catch {
        // The HTTP client never throws; this only keeps one broken call from stopping the rest.
        results[index] = { ok: false, message: 'Не удалось выполнить действие.' };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  const done: number[] = [];
  const failed: { id: number; message: string }[] = [];
  items.forEach((item, index) => {
    const result = results[index];
    if (result?.ok) done.push(item.id);
    else failed.push({ id: item.id, message: result?.message ?? 'Не удалось выполнить действие.' });
  });
  return { done, failed };
}
