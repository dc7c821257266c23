import { eq } from 'drizzle-orm';
import type { VacancyDetail } from '../../../shared/contract/vacancy.contract';
import { publishProblems, type VacancyInput } from '../../../shared/contract/vacancy-input.contract';
import type { VacancyStatus } from '../../../shared/dictionaries';
import { messages } from '../../../shared/messages';
import { vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, invalid, success } from '../result';
import { queueVacancyMatch } from '../subscription-alerts/queue-vacancy-match';
import type { Viewer } from '../viewer';
import { readVacancyDetail } from './get-vacancy';
import { lockCompanyForQuota, takeVacancyQuota } from './vacancy-quotas';
import {
  bumpIfPublic,
  lockVacancyForWrite,
  RETURN_ANSWERED,
  referenceErrors,
  replaceVacancyTags,
  vacancyColumns,
} from './vacancy-writes';

/**
 * Field errors for a vacancy that would be live after this save: what a student needs to decide
 * (contract/vacancy-input.contract.ts, `publishProblems`), the reference checks besides.
 */
function problemsOf(live: boolean, input: VacancyInput, references: Record<string, string>) {
  return { ...(live ? publishProblems(input) : {}), ...references };
}

/** POST /api/vacancy/: a company's new vacancy, a draft (partial is fine) or published at once. */
export async function createVacancy(
  deps: DomainDeps,
  companyId: number,
  input: VacancyInput,
): Promise<DomainResult<VacancyDetail>> {
  const viewer: Viewer = { kind: 'company', id: companyId };
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const company = await lockCompanyForQuota(tx, companyId);
    const errors = problemsOf(input.publish, input, await referenceErrors(tx, input));
    if (Object.keys(errors).length > 0) return invalid(errors);
    const refused = await takeVacancyQuota(tx, company, { creating: true, publishing: input.publish }, now);
    if (refused) return refused;
    const status: VacancyStatus = input.publish ? 'published' : 'draft';
    const [created] = await tx
      .insert(vacancies)
      .values({
        ...vacancyColumns(input),
        companyId,
        status,
        publishedAt: input.publish ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: vacancies.id });
    if (!created) throw new Error('insert returned no row');
    await replaceVacancyTags(tx, created.id, input.tagIds);
    await bumpIfPublic(tx, status);
    if (status === 'published') await queueVacancyMatch(tx, created.id, now);
    const detail = await readVacancyDetail(tx, created.id, viewer, deps.now());
    return detail ? success(detail) : failure('not-found', messages.vacancyNotFound);
  });
}

/**
 * PUT /api/vacancy/:id/: its company or an admin. `publish: true` publishes a draft (one the
 * career centre returned, too); it never unpublishes, and an archived vacancy comes back only
 * through the archive call. A hidden vacancy stays hidden whatever its company does.
 */
export async function updateVacancy(
  deps: DomainDeps,
  viewer: Viewer,
  id: number,
  input: VacancyInput,
): Promise<DomainResult<VacancyDetail>> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // The company's publication quota is taken under its row lock, before the vacancy's (see
    // vacancy-quotas.ts); the career centre publishing for a company is not limited.
    const company =
      viewer?.kind === 'company' && input.publish ? await lockCompanyForQuota(tx, viewer.id) : null;
    const locked = await lockVacancyForWrite(tx, id, viewer, deps.now());
    if (!locked.ok) return locked;
    const before = locked.vacancy;
    const publishNow = input.publish && before.status === 'draft';
    const status: VacancyStatus = publishNow ? 'published' : before.status;
    // A live vacancy stays complete: an edit may not empty what publishing asked for. Checked
    // before the quota, so that a refused save takes none of it.
    const errors = problemsOf(status === 'published', input, await referenceErrors(tx, input));
    if (Object.keys(errors).length > 0) return invalid(errors);
    if (company !== null && publishNow) {
      const refused = await takeVacancyQuota(tx, company, { creating: false, publishing: true }, now);
      if (refused) return refused;
    }
    await tx
      .update(vacancies)
      .set({
        ...vacancyColumns(input),
        status,
        publishedAt: publishNow ? (before.publishedAt ?? now) : before.publishedAt,
        // Published again after the career centre returned it: the reason is answered (docs/decisions/052).
        ...(publishNow ? RETURN_ANSWERED : {}),
        updatedAt: now,
      })
      .where(eq(vacancies.id, id));
    await replaceVacancyTags(tx, id, input.tagIds);
    await bumpIfPublic(tx, before.status, status);
    // Published now, or edited while published: the saved searches it matches may have changed.
    if (status === 'published') await queueVacancyMatch(tx, id, now);
    const detail = await readVacancyDetail(tx, id, viewer, deps.now());
    return detail ? success(detail) : failure('not-found', messages.vacancyNotFound);
  });
}
