import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cities, vacancies } from '../../db/schema';

/** «Рядом со мной» (docs/decisions/061): a point, latitude and longitude in degrees. */
type NearPoint = readonly [lat: number, lng: number];

/** How far «рядом» reaches: a city farther than this from the point is not near. */
const NEAR_RADIUS_KM = 300;
const KM_PER_DEGREE = 111.2;

/** The distance in km on a local flat map: exact enough within NEAR_RADIUS_KM, and cheap. */
function kmBetween(lat: SQL, lng: SQL, [pointLat, pointLng]: NearPoint): SQL {
  const cos = Math.cos((pointLat * Math.PI) / 180);
  return sql`(${KM_PER_DEGREE}::float8 * sqrt(power(${lat} - ${pointLat}::float8, 2)
    + power((${lng} - ${pointLng}::float8) * ${cos}::float8, 2)))`;
}

/** The dictionary's cities within NEAR_RADIUS_KM of the point (a few hundred at most). */
export async function citiesNear(db: Executor, point: NearPoint): Promise<number[]> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(sql`${kmBetween(sql`${cities.lat}`, sql`${cities.lng}`, point)} <= ${NEAR_RADIUS_KM}`);
  return rows.map((row) => row.id);
}

/**
 * A vacancy's distance from the point: from its own address's point when it has one, else from
 * its city's centre. As a rank (larger is better), so the list's ranked page (list-vacancies.ts)
 * puts the nearest first.
 */
export function nearnessRank(point: NearPoint): SQL {
  const cityLat = sql`(select ${cities.lat} from ${cities} where ${cities.id} = ${vacancies.cityId})`;
  const cityLng = sql`(select ${cities.lng} from ${cities} where ${cities.id} = ${vacancies.cityId})`;
  return sql`-${kmBetween(
    sql`coalesce(${vacancies.lat}, ${cityLat})`,
    sql`coalesce(${vacancies.lng}, ${cityLng})`,
    point,
  )}`;
}
