import { TOTAL_CAP } from '../../../shared/contract/vacancy.contract';
import type { VacancySort } from '../../../shared/dictionaries';

/**
 * The `next`/`after` of the vacancy list (docs/decisions/029): where the following page starts.
 * - `key`: the sort key and id of the last item shown (keyset: the next page is an index range,
 *   as cheap at any depth as the first). The key is the list's ordering expression
 *   (vacancy-order.ts) as text: microseconds since the epoch (`null`: not published), or a salary.
 * - `rank`: inside the ranked candidates of a relevance or a distance search, an offset among them (at most
 *   TOTAL_CAP items, each request ranks them again).
 */
export type VacancyCursor =
  | { kind: 'key'; order: 'newest' | 'salary'; key: string; id: number }
  | { kind: 'rank'; offset: number };

const INTEGER = /^-?\d{1,20}$/;
const ID_MAX = 2_147_483_647;
/**
 * What a key may hold: the microseconds of a publication between 2000 and 2100, or a salary's
 * `salary_rank` (an `integer`, negative for currencies without a rate and for none:
 * docs/decisions/060, 063). A key past these is no cursor the server wrote, and once reached
 * PostgreSQL as an out-of-range `bigint`, timestamp or `integer` (a 500 instead of a 400).
 */
const KEY_RANGE = {
  newest: { min: Date.UTC(2000, 0, 1) * 1000, max: Date.UTC(2101, 0, 1) * 1000 },
  salary: { min: -ID_MAX, max: ID_MAX },
} as const;

function keyInRange(order: 'newest' | 'salary', key: string): boolean {
  if (order === 'newest' && key === 'null') return true;
  if (!INTEGER.test(key)) return false;
  const value = Number(key);
  return Number.isSafeInteger(value) && value >= KEY_RANGE[order].min && value <= KEY_RANGE[order].max;
}

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
  if (kind === 'r' && parts.length === 2 && (sort === 'relevance' || sort === 'distance')) {
    const offset = Number(first);
    return Number.isSafeInteger(offset) && offset > 0 && offset < TOTAL_CAP ? { kind: 'rank', offset } : null;
  }
  if ((kind !== 'n' && kind !== 's') || parts.length !== 3 || !first || !second) return null;
  const order = kind === 'n' ? 'newest' : 'salary';
  // Relevance continues newest-first after its ranked candidates.
  if (order === 'salary' ? sort !== 'salary' : sort === 'salary') return null;
  const id = Number(second);
  if (!keyInRange(order, first) || !Number.isSafeInteger(id) || id < 0 || id > ID_MAX) return null;
  return { kind: 'key', order, key: first, id };
}
