import { inArray } from 'drizzle-orm';
import type { VacancyModeration } from '../../../shared/contract/vacancy.contract';
import type { Executor } from '../../db/client';
import { admins } from '../../db/schema';

type ModerationRow = {
  hiddenAt: Date | null;
  hiddenBy: number | null;
  returnedAt: Date | null;
  returnedBy: number | null;
  returnReason: string | null;
};

/** Who is looking: admins read the moderating admin's name, a company reads none (docs/decisions/052). */
export type ModerationAudience = 'admin' | 'company';

/** The names of the admins who moderated these rows, read once per page; none for a company. */
export async function moderatorNames(
  db: Executor,
  rows: readonly ModerationRow[],
  audience: ModerationAudience,
): Promise<ReadonlyMap<number, string>> {
  if (audience !== 'admin') return new Map();
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.hiddenAt !== null && row.hiddenBy !== null) ids.add(row.hiddenBy);
    if (row.returnReason !== null && row.returnedBy !== null) ids.add(row.returnedBy);
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: admins.id, name: admins.name })
    .from(admins)
    .where(inArray(admins.id, [...ids]));
  return new Map(found.map((admin) => [admin.id, admin.name]));
}

/** The board's view of a row's moderation; `names` from moderatorNames (empty: no names). */
export function moderationOf(row: ModerationRow, names: ReadonlyMap<number, string>): VacancyModeration {
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), by: nameOf(row.hiddenBy) } : null,
    returned:
      row.returnedAt && row.returnReason !== null
        ? { at: row.returnedAt.toISOString(), by: nameOf(row.returnedBy), reason: row.returnReason }
        : null,
  };
}
