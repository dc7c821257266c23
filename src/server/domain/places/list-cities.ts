import { asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CITY_LIST_LIMIT, type CityListQuery, type CityPage } from '../../../shared/contract/place.contract';
import type { Executor } from '../../db/client';
import { cities } from '../../db/schema';

const REGIONS_MAX = 5;
/** Lower case, ё as е: how a typed name and the dictionary's are compared. */
const folded = (column: SQL | AnyPgColumn) => sql`replace(lower(${column}), 'ё', 'е')`;

const columns = { id: cities.id, name: cities.name, region: cities.region };

/**
 * GET /api/city/getItems (docs/decisions/061): the cities whose name starts with the text (any
 * case, ё as е), the largest first, so «Каз» offers Казань before Казачинское; or the given ids
 * (a saved search's cities), by name. The regions with a word starting with the text come beside. At most CITY_LIST_LIMIT: the picker shows a short list.
 */
export async function listCities(db: Executor, query: CityListQuery): Promise<CityPage> {
  if (query.ids?.length) {
    const items = await db
      .select(columns)
      .from(cities)
      .where(inArray(cities.id, query.ids))
      .orderBy(asc(cities.name));
    return { items, regions: [], total: items.length, page: 1, hasMore: false };
  }
  const prefix = (query.text ?? '').toLowerCase().replaceAll('ё', 'е');
  const [rows, regions] = await Promise.all([
    db
      .select(columns)
      .from(cities)
      .where(prefix ? sql`starts_with(${folded(cities.name)}, ${prefix})` : undefined)
      .orderBy(desc(cities.population), asc(cities.id))
      .limit(CITY_LIST_LIMIT + 1),
    prefix
      ? db
          .select({ region: cities.region })
          .from(cities)
          .where(sql`position(${` ${prefix}`} in ' ' || ${folded(cities.region)}) > 0`)
          .groupBy(cities.region)
          .orderBy(asc(cities.region))
          .limit(REGIONS_MAX)
      : Promise.resolve([]),
  ]);
  const items = rows.slice(0, CITY_LIST_LIMIT);
  return {
    items,
    regions: regions.map((row) => row.region),
    total: items.length,
    page: 1,
    hasMore: rows.length > CITY_LIST_LIMIT,
  };
}
