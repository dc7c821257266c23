import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FileKind } from '../../../shared/contract/file.contract';
import { fileUrl } from '../../../shared/contract/file.contract';
import type { StudentProfile, StudentProfileValues } from '../../../shared/contract/student.contract';
import { messages } from '../../../shared/messages';
import type { Database } from '../../db/client';
import { files, students, studentTags, tags } from '../../db/schema';
import type { FileDeps } from '../files/files';
import { enqueueNotification } from '../outbox/enqueue';
import { type DomainResult, failure, invalid, success } from '../result';
import { judgeStudentChange, withChanges } from '../verification/student-identity';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Tx;

/** The student's own view: everything the edit form shows, status and refusal reason included. */
async function readStudentProfile(db: Reader, id: number): Promise<StudentProfile | null> {
  const [row] = await db.select().from(students).where(eq(students.id, id));
  if (!row) return null;
  const skills = await db
    .select({ id: tags.id, name: tags.name })
    .from(studentTags)
    .innerJoin(tags, eq(tags.id, studentTags.tagId))
    .where(eq(studentTags.studentId, id))
    .orderBy(asc(tags.position), asc(tags.name));
  const tokenOf = async (fileId: number | null) =>
    fileId === null
      ? null
      : ((await db.select({ token: files.token }).from(files).where(eq(files.id, fileId)))[0]?.token ?? null);
  const [photoToken, resumeToken] = [await tokenOf(row.photoFileId), await tokenOf(row.resumeFileId)];
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    university: row.university ?? '',
    faculty: row.faculty ?? '',
    course: row.course,
    graduationYear: row.graduationYear,
    about: row.about,
    status: row.status,
    statusReason: row.statusReason,
    photoFileId: row.photoFileId,
    photoUrl: photoToken ? fileUrl(photoToken) : null,
    resumeFileId: row.resumeFileId,
    resume: resumeToken ? { url: fileUrl(resumeToken) } : null,
    skills,
    contactsOpenToCompanies: row.contactsOpenToCompanies,
  };
}

export async function getStudentProfile(deps: FileDeps, id: number): Promise<DomainResult<StudentProfile>> {
  const profile = await readStudentProfile(deps.db, id);
  return profile ? success(profile) : failure('not-found', messages.notFoundApi);
}

/**
 * A file id given for a slot must be this student's own upload of that slot's kind. The row is
 * share-locked until the save commits, so the sweep of unattached uploads cannot remove it midway.
 */
async function checkOwnFile(tx: Tx, studentId: number, id: number | null, kind: FileKind): Promise<boolean> {
  if (id === null) return true;
  const [row] = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, id),
        eq(files.ownerKind, 'student'),
        eq(files.ownerId, studentId),
        eq(files.kind, kind),
      ),
    )
    .for('share');
  return Boolean(row);
}

/**
 * PUT /api/student/me/. The student row is locked so two saves cannot both keep the old photo
 * alive; the replaced files' rows go in the same transaction, their bytes after the commit
 * (a crash between leaves an orphan the sweep removes, never a row without bytes).
 */
export async function updateStudentProfile(
  deps: FileDeps,
  id: number,
  input: StudentProfileValues,
): Promise<DomainResult<StudentProfile>> {
  const skillIds = [...new Set(input.skillIds)];
  const result = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        firstName: students.firstName,
        lastName: students.lastName,
        university: students.university,
        faculty: students.faculty,
        course: students.course,
        graduationYear: students.graduationYear,
        about: students.about,
        phone: students.phone,
        photoFileId: students.photoFileId,
        resumeFileId: students.resumeFileId,
        status: students.status,
        changedSinceReview: students.changedSinceReview,
      })
      .from(students)
      .where(eq(students.id, id))
      .for('update');
    if (!current) return failure('not-found', messages.notFoundApi);
    const errors: Record<string, string> = {};
    if (!(await checkOwnFile(tx, id, input.photoFileId, 'photo'))) errors.photoFileId = messages.fileNotYours;
    if (!(await checkOwnFile(tx, id, input.resumeFileId, 'resume')))
      errors.resumeFileId = messages.fileNotYours;
    if (skillIds.length > 0) {
      const known = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, skillIds));
      if (known.length !== skillIds.length) errors.skillIds = messages.unknownSkill;
    }
    if (Object.keys(errors).length > 0) return invalid(errors);

    const currentSkills = await tx
      .select({ tagId: studentTags.tagId })
      .from(studentTags)
      .where(eq(studentTags.studentId, id));
    const change = judgeStudentChange(
      current.status,
      {
        ...current,
        university: current.university ?? '',
        faculty: current.faculty ?? '',
        skillIds: currentSkills.map((row) => row.tagId),
      },
      { ...input, skillIds },
    );
    await tx
      .update(students)
      .set({
        ...(change.reviewAgain ? { status: 'pending' as const, statusReason: null } : {}),
        changedSinceReview: withChanges(current.changedSinceReview, change.changed),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        university: input.university || null,
        faculty: input.faculty || null,
        course: input.course,
        graduationYear: input.graduationYear,
        about: input.about,
        photoFileId: input.photoFileId,
        resumeFileId: input.resumeFileId,
        updatedAt: deps.now(),
      })
      .where(eq(students.id, id));
    await tx.delete(studentTags).where(eq(studentTags.studentId, id));
    if (skillIds.length > 0)
      await tx.insert(studentTags).values(skillIds.map((tagId) => ({ studentId: id, tagId })));

    if (change.reviewAgain || change.photoToCheck) {
      // The admins hear of it in Telegram (docs/decisions/022-durable-outbox.md).
      const name = `${input.firstName} ${input.lastName}`;
      const again = change.reviewAgain ? ('identity' as const) : ('photo' as const);
      await enqueueNotification(
        deps,
        tx,
        { admins: true },
        { type: 'registration-pending', kind: 'student', accountId: id, name, again },
      );
    }
    const replaced = [
      current.photoFileId !== input.photoFileId ? current.photoFileId : null,
      current.resumeFileId !== input.resumeFileId ? current.resumeFileId : null,
    ].filter((fileId): fileId is number => fileId !== null);
    const removed =
      replaced.length > 0
        ? await tx
            .delete(files)
            .where(inArray(files.id, replaced))
            .returning({ storedName: files.storedName })
        : [];
    return success(removed.map((row) => row.storedName));
  });
  if (!result.ok) return result;
  for (const storedName of result.value) await deps.storage.remove(storedName);
  const profile = await readStudentProfile(deps.db, id);
  return profile ? success(profile) : failure('not-found', messages.notFoundApi);
}
