import { eq } from 'drizzle-orm';
import type { VacancyDetail } from '../../../shared/contract/vacancy.contract';
import { messages } from '../../../shared/messages';
import type { Executor } from '../../db/client';
import { vacancies } from '../../db/schema';
import { companyResponseBadge } from '../applications/response-badge';
import type { DomainDeps } from '../deps';
import { listRelatedVacancies } from '../related-vacancies/list-related-vacancies';
import { type DomainResult, failure, success } from '../result';
import { canManageCompany, type Viewer } from '../viewer';
import { moderationOf, moderatorNames } from './vacancy-moderation-view';
import { loadTags, selectDetailRows, toDetail } from './vacancy-rows';
import { isVisibleToStudents } from './vacancy-visibility';

/** The detail as `viewer` may see it, or null when it must not know the vacancy exists. */
export async function readVacancyDetail(
  db: Executor,
  id: number,
  viewer: Viewer,
  now: Date,
): Promise<VacancyDetail | null> {
  const [row] = await selectDetailRows(db).where(eq(vacancies.id, id));
  if (!row) return null;
  const canEdit = canManageCompany(viewer, row.companyId);
  // Everyone else sees what the public list shows; a hidden vacancy is indistinguishable from none.
  if (!canEdit && !isVisibleToStudents(row, now)) return null;
  const tagsOf = await loadTags(db, [row.id]);
  const detail = toDetail(row, tagsOf.get(row.id) ?? [], canEdit, now);
  if (!canEdit) return detail;
  // Its company and admins read what the career centre did (docs/decisions/052).
  const names = await moderatorNames(db, [row], viewer?.kind === 'admin' ? 'admin' : 'company');
  return { ...detail, moderation: moderationOf(row, names) };
}

/**
 * GET /api/vacancy/:id/, with its company's «Отвечает на отклики» (docs/decisions/021) and, for
 * those who read it as students do, its related vacancies (docs/decisions/062-related-vacancies.md).
 */
export async function getVacancy(
  deps: DomainDeps,
  id: number,
  viewer: Viewer,
): Promise<DomainResult<VacancyDetail>> {
  const now = deps.now();
  const detail = await readVacancyDetail(deps.db, id, viewer, now);
  if (!detail) return failure('not-found', messages.vacancyNotFound);
  const responseBadge = await companyResponseBadge(deps.db, detail.company.id, now);
  // Its company and admins open it to edit it; the page they see is not a student's.
  if (detail.canEdit) return success({ ...detail, responseBadge });
  const related = await listRelatedVacancies(
    deps.db,
    {
      id: detail.id,
      companyId: detail.company.id,
      typeId: detail.vacancyType?.id ?? null,
      cityId: detail.city?.id ?? null,
      tagIds: detail.tags.map((tag) => tag.id),
    },
    now,
  );
  return success({ ...detail, responseBadge, related });
}
