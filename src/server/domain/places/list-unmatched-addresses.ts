import { and, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { City } from '../../../shared/contract/place.contract';
import type {
  UnmatchedAddress,
  UnmatchedAddressPage,
  UnmatchedAddressQuery,
  UnmatchedKind,
} from '../../../shared/contract/unmatched-address.contract';
import type { AccountStatus, VacancyStatus } from '../../../shared/dictionaries';
import type { Executor } from '../../db/client';
import { cities, companies, vacancies } from '../../db/schema';

/** An address that says something: not null, not blanks. */
const written = (address: typeof vacancies.address | typeof companies.address): SQL =>
  sql`btrim(coalesce(${address}, '')) <> ''`;

/**
 * A vacancy whose address names no city and that has none chosen; remote work has no city by
 * design (docs/decisions/061), so it is never «unmatched».
 */
const unmatchedVacancy = and(
  isNull(vacancies.cityId),
  ne(vacancies.schedule, 'remote'),
  written(vacancies.address),
) as SQL;

const unmatchedCompany = and(isNull(companies.cityId), written(companies.address)) as SQL;

/** How many vacancies and companies are left unmatched: the report's heading and the board home's task. */
export async function countUnmatchedAddresses(
  db: Executor,
): Promise<{ vacancies: number; companies: number }> {
  const [[vacancyCount], [companyCount]] = await Promise.all([
    db.select({ n: count() }).from(vacancies).where(unmatchedVacancy),
    db.select({ n: count() }).from(companies).where(unmatchedCompany),
  ]);
  return { vacancies: vacancyCount?.n ?? 0, companies: companyCount?.n ?? 0 };
}

type Row = { id: number; address: string | null };

/**
 * The city each address seems to name, by the migration's own function: only for the page's rows,
 * since `city_of_address` scans the dictionary once per address (migration 0031).
 */
async function suggestionsFor(db: Executor, kind: UnmatchedKind, rows: readonly Row[]) {
  const suggested = new Map<number, City>();
  if (rows.length === 0) return suggested;
  const ids = rows.map((row) => row.id);
  const table = kind === 'vacancy' ? vacancies : companies;
  const matched = await db
    .select({ id: table.id, cityId: sql<number | null>`city_of_address(${table.address})` })
    .from(table)
    .where(inArray(table.id, ids));
  const cityIds = matched.flatMap((row) => (row.cityId === null ? [] : [row.cityId]));
  if (cityIds.length === 0) return suggested;
  const found = await db
    .select({ id: cities.id, name: cities.name, region: cities.region })
    .from(cities)
    .where(inArray(cities.id, cityIds));
  for (const row of matched) {
    const city = found.find((one) => one.id === row.cityId);
    if (city) suggested.set(row.id, city);
  }
  return suggested;
}

type PageQuery = { limit: number; offset: number };

/** Published vacancies first (what students see), then the latest changed. */
const vacancyRows = (db: Executor, { limit, offset }: PageQuery) =>
  db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      address: vacancies.address,
      status: vacancies.status,
      updatedAt: vacancies.updatedAt,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(unmatchedVacancy)
    .orderBy(sql`${vacancies.status} <> 'published'`, desc(vacancies.updatedAt), desc(vacancies.id))
    .limit(limit + 1)
    .offset(offset);

/** Approved companies first (their pages are public), then the latest changed; each its own owner. */
const companyRows = (db: Executor, { limit, offset }: PageQuery) =>
  db
    .select({
      id: companies.id,
      title: companies.name,
      address: companies.address,
      status: companies.status,
      updatedAt: companies.updatedAt,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(companies)
    .where(unmatchedCompany)
    .orderBy(sql`${companies.status} <> 'approved'`, desc(companies.updatedAt), desc(companies.id))
    .limit(limit + 1)
    .offset(offset);

type Found = Awaited<ReturnType<typeof vacancyRows>>[number];

function itemOf(kind: UnmatchedKind, row: Found, suggested: City | null): UnmatchedAddress {
  const common = {
    id: row.id,
    title: row.title,
    address: row.address ?? '',
    company: { id: row.companyId, name: row.companyName },
    suggested,
    updatedAt: row.updatedAt.toISOString(),
  };
  return kind === 'vacancy'
    ? { kind, ...common, status: row.status as VacancyStatus }
    : { kind, ...common, status: row.status as AccountStatus };
}

/**
 * GET /api/city/unmatched/getItems (admins, docs/decisions/061): the addresses left without a
 * city, one kind a page, with the counts of both kinds.
 */
export async function listUnmatchedAddresses(
  db: Executor,
  query: UnmatchedAddressQuery,
): Promise<UnmatchedAddressPage> {
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const counts = await countUnmatchedAddresses(db);
  const found: Found[] = query.kind === 'vacancy' ? await vacancyRows(db, page) : await companyRows(db, page);
  const rows = found.slice(0, query.limit);
  const suggested = await suggestionsFor(db, query.kind, rows);
  return {
    items: rows.map((row) => itemOf(query.kind, row, suggested.get(row.id) ?? null)),
    total: query.kind === 'vacancy' ? counts.vacancies : counts.companies,
    page: query.page,
    hasMore: found.length > query.limit,
    counts,
  };
}
