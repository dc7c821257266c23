import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { CompanyDetail } from '../../../shared/contract/company.contract';
import { messages } from '../../../shared/messages';
import type { Executor } from '../../db/client';
import { companies, companyProjects } from '../../db/schema';
import { companyResponseBadge } from '../applications/response-badge';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { canManageCompany, type Viewer } from '../viewer';
import { companyColumns, openVacancyCounts, toCompanyListItem } from './company-rows';

/** The profile as `viewer` may see it; null when it must not know the company exists. */
export async function readCompanyDetail(
  db: Executor,
  id: number,
  viewer: Viewer,
  now: Date,
): Promise<CompanyDetail | null> {
  const [row] = await db
    .select({ ...companyColumns, ...getTableColumns(companies) })
    .from(companies)
    .where(eq(companies.id, id));
  if (!row) return null;
  const own = canManageCompany(viewer, row.id);
  // Pending and denied companies are not public: only they themselves and admins see them.
  if (row.status !== 'approved' && !own) return null;
  const projects = await db
    .select({
      id: companyProjects.id,
      title: companyProjects.title,
      description: companyProjects.description,
      imageUrl: companyProjects.imageUrl,
      link: companyProjects.link,
    })
    .from(companyProjects)
    .where(eq(companyProjects.companyId, id))
    .orderBy(asc(companyProjects.position), asc(companyProjects.id));
  const counts = await openVacancyCounts(db, [id], now);
  return {
    ...toCompanyListItem(row, counts.get(id) ?? 0),
    description: row.description,
    website: row.website,
    bannerUrl: row.bannerUrl,
    projects,
    contacts: own
      ? { email: row.email, contactPerson: row.contactPerson, phone: row.phone, inn: row.inn }
      : null,
    canEdit: own,
  };
}

/** GET /api/company/:id/, with «Отвечает на отклики» (docs/decisions/021). */
export async function getCompany(
  deps: DomainDeps,
  id: number,
  viewer: Viewer,
): Promise<DomainResult<CompanyDetail>> {
  const now = deps.now();
  const detail = await readCompanyDetail(deps.db, id, viewer, now);
  if (!detail) return failure('not-found', messages.companyNotFound);
  return success({ ...detail, responseBadge: await companyResponseBadge(deps.db, id, now) });
}
