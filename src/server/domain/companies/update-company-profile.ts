import { eq } from 'drizzle-orm';
import type { CompanyDetail, CompanyProfileInput } from '../../../shared/contract/company';
import { messages } from '../../../shared/messages';
import { bumpCacheVersions } from '../../cache/cache-versions';
import { companies, companyProjects } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { canManageCompany, type Viewer } from '../viewer';
import { readCompanyDetail } from './get-company';

const orNull = (text: string) => (text === '' ? null : text);

/**
 * PUT /api/company/:id/: the company itself or an admin. The projects are replaced as a whole,
 * in the order given, in the same transaction as the profile.
 */
export async function updateCompanyProfile(
  deps: DomainDeps,
  viewer: Viewer,
  id: number,
  input: CompanyProfileInput,
): Promise<DomainResult<CompanyDetail>> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, status: companies.status })
      .from(companies)
      .where(eq(companies.id, id))
      .for('update');
    if (!company) return failure('not-found', messages.companyNotFound);
    if (!canManageCompany(viewer, id)) {
      // Another company must not learn that a pending company exists.
      return company.status === 'approved'
        ? failure('forbidden', messages.companyNotYours)
        : failure('not-found', messages.companyNotFound);
    }
    await tx
      .update(companies)
      .set({
        description: input.description,
        website: orNull(input.website),
        logoUrl: orNull(input.logoUrl),
        bannerUrl: orNull(input.bannerUrl),
        address: orNull(input.address),
        lat: input.lat,
        lng: input.lng,
        updatedAt: now,
      })
      .where(eq(companies.id, id));
    await tx.delete(companyProjects).where(eq(companyProjects.companyId, id));
    if (input.projects.length > 0) {
      await tx.insert(companyProjects).values(
        input.projects.map((project, position) => ({
          companyId: id,
          title: project.title,
          description: project.description,
          imageUrl: orNull(project.imageUrl),
          link: orNull(project.link),
          position,
        })),
      );
    }
    // Company lists show the profile; vacancy items show its logo.
    await bumpCacheVersions(tx, ['companies', 'vacancies']);
    const detail = await readCompanyDetail(tx, id, viewer);
    return detail ? success(detail) : failure('not-found', messages.companyNotFound);
  });
}
