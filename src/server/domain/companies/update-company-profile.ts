import { eq, sql } from 'drizzle-orm';
import type { CompanyDetail, CompanyProfileInput } from '../../../shared/contract/company.contract';
import { messages } from '../../../shared/messages';
import { bumpCacheVersions } from '../../cache/cache-versions';
import { cities, companies, companyProjects } from '../../db/schema';
import type { FileDeps } from '../files/files';
import { type DomainResult, failure, invalid, success } from '../result';
import { canManageCompany, type Viewer } from '../viewer';
import { dropReplacedPictures, foreignPictures, pictureUrls } from './company-pictures';
import { readCompanyDetail } from './get-company';

const orNull = (text: string) => (text === '' ? null : text);
const urlsOf = (profile: Parameters<typeof pictureUrls>[0]) => pictureUrls(profile).map((slot) => slot.url);

/**
 * PUT /api/company/:id/: the company itself or an admin. The projects are replaced as a whole,
 * in the order given, in the same transaction as the profile. Pictures are uploads of the company
 * (checked) or outside https addresses; an own upload the profile stops showing is destroyed.
 */
export async function updateCompanyProfile(
  deps: FileDeps,
  viewer: Viewer,
  id: number,
  input: CompanyProfileInput,
): Promise<DomainResult<CompanyDetail>> {
  const now = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!company) return failure('not-found', messages.companyNotFound);
    if (!canManageCompany(viewer, id)) {
      // Another company must not learn that a pending company exists.
      return company.status === 'approved'
        ? failure('forbidden', messages.companyNotYours)
        : failure('not-found', messages.companyNotFound);
    }
    const projects = await tx
      .select({ imageUrl: companyProjects.imageUrl })
      .from(companyProjects)
      .where(eq(companyProjects.companyId, id));
    const before = urlsOf({ ...company, projects });
    const errors = await foreignPictures(tx, id, viewer, input, new Set(before));
    if (input.cityId != null) {
      const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId));
      if (!city) errors.cityId = messages.vacancyCityUnknown;
    }
    if (Object.keys(errors).length > 0) return invalid(errors);

    await tx
      .update(companies)
      .set({
        description: input.description,
        website: orNull(input.website),
        logoUrl: orNull(input.logoUrl),
        bannerUrl: orNull(input.bannerUrl),
        cityId:
          input.cityId === undefined
            ? sql<number | null>`city_of_address(${orNull(input.address)})`
            : input.cityId,
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
    const removed = await dropReplacedPictures(tx, id, before, urlsOf(input));
    // Company lists show the profile; vacancy items show its logo.
    await bumpCacheVersions(tx, ['companies', 'vacancies']);
    const detail = await readCompanyDetail(tx, id, viewer, deps.now());
    return detail ? success({ detail, removed }) : failure('not-found', messages.companyNotFound);
  });
  if (!result.ok) return result;
  for (const storedName of result.value.removed) await deps.storage.remove(storedName);
  return success(result.value.detail);
}
