import { eq, ne } from 'drizzle-orm';
import type { DictionaryItem, DictionaryItemInput } from '../../../shared/contract/dictionary-item.contract';
import { bumpCacheVersions } from '../../cache/cache-versions';
import type { Executor } from '../../db/client';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import {
  type DictionaryKind,
  dictionaryMessages,
  dictionaryTables,
  selectDictionaryRows,
  toDictionaryItem,
  vacancyCounts,
} from './dictionary-kinds';

const folded = (name: string) => name.toLocaleLowerCase('ru');

/** «Python» and «python» are one tag: compared in code, so no database collation is involved. */
async function hasDuplicate(tx: Executor, kind: DictionaryKind, name: string, exceptId: number | null) {
  const rows = await selectDictionaryRows(tx, kind, (table) =>
    exceptId === null ? undefined : ne(table.id, exceptId),
  );
  return rows.some((row) => folded(row.name) === folded(name));
}

/** A unique violation: two admins saving the same name at once; the loser gets the same 409. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * POST (id null) and PUT of /api/tag/ and /api/vacancy-type/ (admins only; the route checks).
 * Names appear in vacancy items, so both the dictionaries and the vacancy lists are invalidated.
 */
export async function saveDictionaryItem(
  deps: DomainDeps,
  kind: DictionaryKind,
  id: number | null,
  input: DictionaryItemInput,
): Promise<DomainResult<DictionaryItem>> {
  const table = dictionaryTables[kind];
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      if (id !== null) {
        const [existing] = await selectDictionaryRows(tx, kind, (t) => eq(t.id, id));
        if (!existing) return failure('not-found', dictionaryMessages[kind].notFound);
      }
      if (await hasDuplicate(tx, kind, input.name, id)) {
        return failure('conflict', dictionaryMessages[kind].duplicate);
      }
      const values = { name: input.name, position: input.position, visible: input.visible, updatedAt: now };
      const [saved] =
        id === null
          ? await tx
              .insert(table)
              .values({ ...values, createdAt: now })
              .returning({ id: table.id })
          : await tx.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });
      if (!saved) throw new Error('dictionary write returned no row');
      await bumpCacheVersions(tx, ['dictionaries', 'vacancies']);
      const counts = await vacancyCounts(tx, kind, [saved.id], now);
      return success(toDictionaryItem({ id: saved.id, ...input }, counts.get(saved.id) ?? 0));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return failure('conflict', dictionaryMessages[kind].duplicate);
    throw error;
  }
}

/**
 * DELETE /api/tag/:id/ and /api/vacancy-type/:id/: the foreign keys do the rest — a tag leaves
 * its vacancies (cascade), a type's vacancies keep going without a type (set null).
 */
export async function deleteDictionaryItem(
  deps: DomainDeps,
  kind: DictionaryKind,
  id: number,
): Promise<DomainResult<null>> {
  const table = dictionaryTables[kind];
  return deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (!deleted) return failure('not-found', dictionaryMessages[kind].notFound);
    await bumpCacheVersions(tx, ['dictionaries', 'vacancies']);
    return success(null);
  });
}
