import { and, between, type SQL, sql } from 'drizzle-orm';
import type { MapBox } from '../../../shared/contract/map-box.contract';
import type { Executor } from '../../db/client';
import { cities, vacancies } from '../../db/schema';

/**
 * A vacancy's point on the map (docs/decisions/064-map-and-list.md): its own address's point when
 * it has both coordinates, else its city's centre (`city` the joined dictionary row). The pins
 * and the area filter read a point alike, so a pin inside the area is a vacancy the list keeps.
 */
export const ownPoint = sql`(${vacancies.lat} is not null and ${vacancies.lng} is not null)`;

/** The dictionary's cities whose centre lies in the area (a scan of its 1 117 rows). */
export async function citiesInBox(db: Executor, box: MapBox): Promise<number[]> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(between(cities.lat, box.south, box.north), between(cities.lng, box.west, box.east)));
  return rows.map((row) => row.id);
}

/** The list's condition: the own point inside, or no own point and a city whose centre is inside. */
export function vacancyInBox(box: MapBox, cityIds: readonly number[]): SQL {
  const inside = sql`${vacancies.lat} between ${box.south}::float8 and ${box.north}::float8
    and ${vacancies.lng} between ${box.west}::float8 and ${box.east}::float8`;
  const cityInside = sql`${vacancies.cityId} = any(${`{${cityIds.join(',')}}`}::int[])`;
  return sql`((${ownPoint} and ${inside}) or (not ${ownPoint} and ${cityInside}))`;
}
