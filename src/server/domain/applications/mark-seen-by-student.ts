import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { ApplicationItem } from '../../../shared/contract/application.contract';
import { applications } from '../../db/schema';
import type { DomainDeps } from '../deps';

/** The company's answering moves the student's home announces (domain/home/student-home.ts). */
const STUDENT_REPLY_STATUSES = ['invited', 'offer', 'hired', 'rejected'] as const;

/**
 * The student has now seen these applications in «Мои отклики» (their status and the company's
 * message are on the row), so their answers leave the home's «Требует вашего ответа»
 * (docs/decisions/025). One UPDATE, and only when the page holds an answer at all.
 */
export async function markSeenByStudent(
  deps: DomainDeps,
  studentId: number,
  items: readonly ApplicationItem[],
): Promise<void> {
  const answered = items
    .filter((item) => (STUDENT_REPLY_STATUSES as readonly string[]).includes(item.status))
    .map((item) => item.id);
  if (answered.length === 0) return;
  await deps.db
    .update(applications)
    .set({ studentSeenAt: deps.now() })
    .where(
      and(
        eq(applications.studentId, studentId),
        inArray(applications.id, answered),
        or(isNull(applications.studentSeenAt), lt(applications.studentSeenAt, applications.updatedAt)),
      ),
    );
}
