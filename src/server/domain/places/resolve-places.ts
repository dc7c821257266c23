import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** What a search's `city` and `region` name (docs/decisions/061): the values as the query holds them. */
type PlaceNames = { city?: readonly string[] | undefined; region?: readonly string[] | undefined };

/**
 * The cities a search names: null — no place filter; or the ids, possibly several for one name
 * («Кировск» is in two regions). A name the dictionary does not know is refused with its field.
 */
type ResolvedPlaces =
  | { ok: true; cityIds: number[] | null }
  | { ok: false; field: 'city' | 'region'; value: string };

type Row = { ids: number[] | null; unknown_city: string | null; unknown_region: string | null };

const jsonOf = (values: readonly string[] | undefined) => sql`${JSON.stringify(values ?? [])}::jsonb`;

/**
 * One statement: the ids by `search_place_ids` (migration 0031), the very function the saved
 * searches' trigger stores them with, so the list and the alerts read a place alike (024); and
 * the first value that names nothing.
 */
export async function resolvePlaces(db: Executor, names: PlaceNames): Promise<ResolvedPlaces> {
  if (!names.city?.length && !names.region?.length) return { ok: true, cityIds: null };
  const result = (await db.execute(sql`
    select search_place_ids(${jsonOf(names.city)}, ${jsonOf(names.region)}) as ids,
      (select value from jsonb_array_elements_text(${jsonOf(names.city)}) as value
        where search_place_ids(jsonb_build_array(value), null) = '{}' limit 1) as unknown_city,
      (select value from jsonb_array_elements_text(${jsonOf(names.region)}) as value
        where search_place_ids(null, jsonb_build_array(value)) = '{}' limit 1) as unknown_region`)) as unknown as {
    rows?: Row[];
  };
  const row = result.rows?.[0];
  if (row?.unknown_city) return { ok: false, field: 'city', value: row.unknown_city };
  if (row?.unknown_region) return { ok: false, field: 'region', value: row.unknown_region };
  return { ok: true, cityIds: (row?.ids ?? []).map(Number) };
}

/** A search naming a place the dictionary does not have: the route answers 400 with the field. */
export class UnknownPlaceError extends Error {
  override name = 'UnknownPlaceError';
  constructor(
    readonly field: 'city' | 'region',
    readonly value: string,
  ) {
    super(`unknown ${field}: ${value}`);
  }
}

/** What the person is told about a place the dictionary lacks: which one, and what to do. */
export function unknownPlaceText(field: 'city' | 'region', value: string): string {
  return field === 'city'
    ? `Города «${value}» нет в справочнике: выберите город из списка.`
    : `Региона «${value}» нет в справочнике: выберите регион из списка.`;
}
