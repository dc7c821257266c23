import { eq, inArray, sql } from 'drizzle-orm';
import { TOTAL_CAP } from '../../../shared/contract/vacancy.contract';
import {
  MAP_POINT_ITEMS,
  type VacancyPoint,
  type VacancyPoints,
  type VacancyPointsQuery,
} from '../../../shared/contract/vacancy-map.contract';
import { cities, companies, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { ownPoint } from '../places/map-box';
import { resolveSearch, vacancyConditions } from './vacancy-filters';
import { listOrder } from './vacancy-order';
import { scanMatches } from './vacancy-scan';

/** Points closer than this (about 11 m) are one pin: one building's vacancies, one city's centre. */
const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4;

/**
 * GET /api/vacancy/getPoints (docs/decisions/064-map-and-list.md): the public list's search as
 * pins. The same conditions as the list (vacancy-filters.ts), the newest TOTAL_CAP matches (the
 * bound of docs/decisions/029), each at its own point or else its city's centre, grouped by point.
 * A place-less match (remote work, no city said) is counted, not drawn: the list shows it.
 */
export async function vacancyPoints(
  deps: DomainDeps,
  pointsQuery: VacancyPointsQuery,
): Promise<VacancyPoints> {
  const scope = { kind: 'public', now: deps.now() } as const;
  const query = { ...pointsQuery, scope: 'public', page: 1, limit: 1 } as const;
  const resolved = await resolveSearch(deps.db, query);
  const scanned = await scanMatches(
    deps.db,
    vacancyConditions(query, scope, resolved),
    listOrder('newest', scope),
    TOTAL_CAP + 1,
  );
  const ids = scanned.slice(0, TOTAL_CAP).map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .select({
            id: vacancies.id,
            title: vacancies.title,
            company: companies.name,
            lat: sql<number | null>`case when ${ownPoint} then ${vacancies.lat} else ${cities.lat} end`,
            lng: sql<number | null>`case when ${ownPoint} then ${vacancies.lng} else ${cities.lng} end`,
          })
          .from(vacancies)
          .innerJoin(companies, eq(companies.id, vacancies.companyId))
          .leftJoin(cities, eq(cities.id, vacancies.cityId))
          .where(inArray(vacancies.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const points = new Map<string, VacancyPoint>();
  let unplaced = 0;
  // In the scan's order, so each pin lists its newest vacancies first.
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    if (row.lat === null || row.lng === null) {
      unplaced += 1;
      continue;
    }
    const lat = round(Number(row.lat));
    const lng = round(Number(row.lng));
    const key = `${lat},${lng}`;
    const point = points.get(key) ?? { lat, lng, count: 0, items: [] };
    point.count += 1;
    if (point.items.length < MAP_POINT_ITEMS)
      point.items.push({ id, title: row.title, company: row.company });
    points.set(key, point);
  }
  return {
    points: [...points.values()],
    placed: ids.length - unplaced,
    unplaced,
    capped: scanned.length > TOTAL_CAP,
  };
}
