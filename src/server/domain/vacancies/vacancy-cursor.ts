import { TOTAL_CAP } from '../../../shared/contract/vacancy.contract';
import type { VacancySort } from '../../../shared/dictionaries';

/**
 * The `next`/`after` of the vacancy list (docs/decisions/029): where the following page starts.
 * - `key`: the sort key and id of the last item shown (keyset: the next page is an index range,
 *   as cheap at any depth as the first). The key is the list's ordering expression
 *   (vacancy-order.ts) as text: microseconds since the epoch (`null`: not published), or a salary.
 * - `rank`: inside the ranked candidates of a relevance search, an offset among them (at most
 *   TOTAL_CAP items, each request ranks them again).
 */
export type VacancyCursor =
  | { kind: 'key'; order: 'newest' | 'salary'; key: string; id: number }
  | { kind: 'rank'; offset: number };

const INTEGER = /^-?\d{1,20}$/;

export function encodeCursor(cursor: VacancyCursor): string {
  const parts =
    cursor.kind === 'key'
      ? [cursor.order === 'newest' ? 'n' : 's', cursor.key, cursor.id]
      : ['r', cursor.offset];
  return Buffer.from(parts.join('.')).toString('base64url');
}

/** Null for anything the server did not write, or a cursor of another sort than `sort`. */
export function decodeCursor(text: string, sort: VacancySort): VacancyCursor | null {
  const parts = Buffer.from(text, 'base64url').toString().split('.');
  const [kind, first, second] = parts;
  if (kind === 'r' && parts.length === 2 && sort === 'relevance') {
    const offset = Number(first);
    return Number.isSafeInteger(offset) && offset > 0 && offset < TOTAL_CAP ? { kind: 'rank', offset } : null;
  }
  if ((kind !== 'n' && kind !== 's') || parts.length !== 3 || !first || !second) return null;
  const order = kind === 'n' ? 'newest' : 'salary';
  // Relevance continues newest-first after its ranked candidates.
  if (order === 'salary' ? sort !== 'salary' : sort === 'salary') return null;
  const id = Number(second);
  if (
    !(INTEGER.test(first) || (order === 'newest' && first === 'null')) ||
    !Number.isSafeInteger(id) ||
    id < 0 ||
    id > 2_147_483_647
  )
    return null;
  return { kind: 'key', order, key: first, id };
}
