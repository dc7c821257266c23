import { and, eq, or } from 'drizzle-orm';
import { fileUrl } from '../../../shared/contract/file.contract';
import { companies, companyProjects, type files, students } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { threadMayReadAttachment } from '../messages/attachment-access';
import { studentAudience } from '../students/student-access';
import type { Viewer } from '../viewer';
import { companyHasApplicant, companyMayReadResume } from './resume-access';

type FileRow = typeof files.$inferSelect;

/**
 * Who may read a file (docs/decisions/014): `public` — anyone, and shared caches may keep it;
 * `private` — this viewer only; `none` — answered like a missing id, so a token reveals nothing.
 */
type FileAccess = 'public' | 'private' | 'none';

/** The companies whose logo, banner or a project picture is this file. */
async function companiesShowing(deps: DomainDeps, row: FileRow) {
  const url = fileUrl(row.token);
  const direct = await deps.db
    .select({ id: companies.id, status: companies.status })
    .from(companies)
    .where(or(eq(companies.logoUrl, url), eq(companies.bannerUrl, url)));
  const viaProjects = await deps.db
    .select({ id: companies.id, status: companies.status })
    .from(companyProjects)
    .innerJoin(companies, eq(companies.id, companyProjects.companyId))
    .where(eq(companyProjects.imageUrl, url));
  return [...direct, ...viaProjects];
}

/** A company's picture: public once an approved company shows it; before that, the company and admins. */
async function pictureAccess(deps: DomainDeps, viewer: Viewer, row: FileRow): Promise<FileAccess> {
  // Only a picture the company uploaded itself (or an admin uploaded for it) counts as its own: a
  // company cannot make someone else's file public by pasting its URL into its profile.
  const holders = (await companiesShowing(deps, row)).filter(
    (company) => row.ownerKind === 'admin' || (row.ownerKind === 'company' && row.ownerId === company.id),
  );
  if (holders.some((company) => company.status === 'approved')) return 'public';
  if (viewer?.kind === 'company' && holders.some((company) => company.id === viewer.id)) return 'private';
  return 'none';
}

/**
 * A student's photo: the student, the approved companies that may see that approved student, and
 * an approved company the student applied to (the application card shows it, issue 12).
 */
async function photoAccess(deps: DomainDeps, viewer: NonNullable<Viewer>, row: FileRow): Promise<FileAccess> {
  const [student] = await deps.db
    .select({ id: students.id, status: students.status })
    .from(students)
    .where(eq(students.photoFileId, row.id))
    .limit(1);
  if (!student) return 'none';
  if (viewer.kind === 'student') return viewer.id === student.id ? 'private' : 'none';
  const audience = await studentAudience(deps, viewer);
  if (!audience.ok) return 'none';
  if (student.status === 'approved') return 'private';
  return viewer.kind === 'company' && (await companyHasApplicant(deps, viewer.id, student.id))
    ? 'private'
    : 'none';
}

/** A résumé: the student it is the current résumé of, and companies by resume-access.ts's rule. */
async function resumeAccess(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  row: FileRow,
): Promise<FileAccess> {
  if (viewer.kind === 'company')
    return (await companyMayReadResume(deps, viewer.id, row.id)) ? 'private' : 'none';
  if (viewer.kind !== 'student') return 'none';
  const [own] = await deps.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, viewer.id), eq(students.resumeFileId, row.id)));
  return own ? 'private' : 'none';
}

export async function fileAccessFor(deps: DomainDeps, viewer: Viewer, row: FileRow): Promise<FileAccess> {
  const picture =
    row.kind === 'logo' || row.kind === 'banner' || row.kind === 'project'
      ? await pictureAccess(deps, viewer, row)
      : null;
  if (picture === 'public') return picture;
  if (!viewer) return 'none';
  // The uploader sees its own upload (a preview before saving); admins moderate everything.
  if (viewer.kind === 'admin' || (viewer.kind === row.ownerKind && viewer.id === row.ownerId))
    return 'private';
  if (row.kind === 'photo') return photoAccess(deps, viewer, row);
  if (row.kind === 'resume') return resumeAccess(deps, viewer, row);
  // A thread's attachment: both sides of the thread it was sent in (docs/decisions/058).
  if (row.kind === 'attachment')
    return (await threadMayReadAttachment(deps.db, viewer, row.id)) ? 'private' : 'none';
  return picture ?? 'none';
}
