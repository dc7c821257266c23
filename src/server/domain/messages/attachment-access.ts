import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicationMessages } from '../../db/schema';
import type { Viewer } from '../viewer';

/**
 * Whether `viewer` may read attachment `fileId` (domain/files/file-access.ts): the student or the
 * company of a thread where it was sent (docs/decisions/058). Admins read every file already; the
 * uploader its own.
 */
export async function threadMayReadAttachment(
  db: Executor,
  viewer: NonNullable<Viewer>,
  fileId: number,
): Promise<boolean> {
  if (viewer.kind === 'admin') return true;
  const party =
    viewer.kind === 'student'
      ? eq(applicationMessages.studentId, viewer.id)
      : eq(applicationMessages.companyId, viewer.id);
  const [row] = await db
    .select({ id: applicationMessages.id })
    .from(applicationMessages)
    .where(and(eq(applicationMessages.fileId, fileId), party))
    .limit(1);
  return row !== undefined;
}
