import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { CompanyListItem, CompanyListQuery } from '../../../shared/contract/company.contract';
import type { Page } from '../../../shared/contract/query';
import { ACCOUNT_STATUSES } from '../../../shared/dictionaries';
import { companies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { likePattern } from '../text/like-pattern';
import { companyColumns, openVacancyCounts, russianNames, toCompanyListItem } from './company-rows';

/** What admins decide by: the identity the career centre checks and how to reach the company. */
const reviewColumns = {
  email: companies.email,
  inn: companies.inn,
  contactPerson: companies.contactPerson,
  phone: companies.phone,
  website: companies.website,
};

/**
 * GET /api/company/getItems. Everyone gets approved companies; admins may ask for any statuses
 * (all of them by default) and also get each company's email, INN, contact person, phone and
 * site. Sorted by name in Russian order in code: companies number in the thousands at most, and the database's collation cannot be relied on (docs/decisions/004).
 */
export async function listCompanies(
  deps: DomainDeps,
  query: CompanyListQuery,
  options: { admin: boolean },
): Promise<Page<CompanyListItem>> {
  const statuses = options.admin
    ? query.status?.length
      ? query.status
      : ACCOUNT_STATUSES
    : ['approved' as const];
  const conditions: SQL[] = [inArray(companies.status, statuses)];
  if (query.text) conditions.push(sql`${companies.name} ilike ${likePattern(query.text)}`);
  // Within the statuses the caller may see: a guest asking for a pending company gets nothing.
  if (query.id !== undefined) conditions.push(eq(companies.id, query.id));
  if (query.withCoordinates === 'true') conditions.push(isNotNull(companies.lat), isNotNull(companies.lng));
  const where = and(...conditions);

  const names = await deps.db.select({ id: companies.id, name: companies.name }).from(companies).where(where);
  names.sort((a, b) => russianNames.compare(a.name, b.name) || a.id - b.id);
  const offset = (query.page - 1) * query.limit;
  const pageIds = names.slice(offset, offset + query.limit).map((row) => row.id);

  const rows =
    pageIds.length > 0
      ? await deps.db
          .select({ ...companyColumns, ...reviewColumns })
          .from(companies)
          .where(inArray(companies.id, pageIds))
      : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const counts = await openVacancyCounts(deps.db, pageIds, deps.now());
  const items = pageIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const item = toCompanyListItem(row, counts.get(id) ?? 0);
    // The shared (cached) answer for everyone else never carries these.
    const { email, inn, contactPerson, phone, website } = row;
    return [options.admin ? { ...item, review: { email, inn, contactPerson, phone, website } } : item];
  });
  return { items, total: names.length, page: query.page, hasMore: offset + items.length < names.length };
}
