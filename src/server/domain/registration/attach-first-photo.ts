import { and, eq, isNull } from 'drizzle-orm';
import { files, students } from '../../db/schema';
import type { DomainDeps } from '../deps';

/**
 * The registration's photo step: the student's own uploaded photo becomes the profile photo,
 * but only while there is none. Replacing a photo (and destroying the old file) is the profile
 * editor's job; this narrow path cannot orphan a file.
 */
export async function attachFirstPhoto(
  deps: DomainDeps,
  input: { studentId: number; fileId: number },
): Promise<'attached' | 'not-found' | 'already-set'> {
  const [file] = await deps.db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, input.fileId),
        eq(files.ownerKind, 'student'),
        eq(files.ownerId, input.studentId),
        eq(files.kind, 'photo'),
      ),
    );
  if (!file) return 'not-found';
  const updated = await deps.db
    .update(students)
    .set({ photoFileId: file.id, updatedAt: deps.now() })
    .where(and(eq(students.id, input.studentId), isNull(students.photoFileId)))
    .returning({ id: students.id });
  return updated.length > 0 ? 'attached' : 'already-set';
}
