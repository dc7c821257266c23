import { eq } from 'drizzle-orm';
import { studentMessages } from '../../../shared/student-messages';
import { students } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import type { DomainDeps } from '../deps';
import { enqueueMail, enqueueNotification } from '../outbox/enqueue';
import { type DomainResult, failure, success } from '../result';

type StudentReview = { id: number; status: StudentDecision['status']; mailed: boolean };

type StudentDecision = { status: 'approved' } | { status: 'denied'; reason: string };

/**
 * POST /api/student/approve/ and /deny/ (admins; the route checks). The reason is stored in
 * statusReason, where the student's own profile shows it; approving clears an earlier reason.
 * Either decision empties the list of changes the admin's card shows and dates the decision.
 * The bot message and the letter are queued with the decision (docs/decisions/022-durable-outbox.md);
 * `mailed` says whether a letter was queued at all (no mail transport: the admin tells the
 * student another way).
 */
export async function reviewStudent(
  deps: DomainDeps,
  id: number,
  decision: StudentDecision,
): Promise<DomainResult<StudentReview>> {
  const reason = decision.status === 'denied' ? decision.reason : null;
  const mailed = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: students.status })
      .from(students)
      .where(eq(students.id, id))
      .for('update');
    if (!before) return null;
    const [row] = await tx
      .update(students)
      .set({
        status: decision.status,
        statusReason: reason,
        changedSinceReview: [],
        reviewedAt: deps.now(),
        updatedAt: deps.now(),
      })
      .where(eq(students.id, id))
      .returning({ email: students.email, firstName: students.firstName });
    if (!row) return null;
    // Approving an approved student marks their later changes (a new photo) as seen: nothing
    // changes for them, so nothing is sent (docs/decisions/051).
    if (before.status === 'approved' && decision.status === 'approved') return false;
    await enqueueNotification(
      deps,
      tx,
      { account: { kind: 'student', id } },
      decision.status === 'approved'
        ? { type: 'account-approved', kind: 'student' }
        : { type: 'account-denied', kind: 'student', reason: decision.reason },
    );
    return enqueueMail(deps, tx, 'student-review', decisionMail(row.email, row.firstName, decision));
  });
  if (mailed === null) return failure('not-found', studentMessages.notFound);
  return success({ id, status: decision.status, mailed });
}

function decisionMail(to: string, firstName: string, decision: StudentDecision): MailMessage {
  const greeting = firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!';
  const body =
    decision.status === 'approved'
      ? [
          'Карьерный центр проверил и подтвердил ваш профиль на сайте «Карьера».',
          'Теперь компании видят вашу анкету, а вы можете откликаться на вакансии.',
        ]
      : [
          'Карьерный центр не подтвердил ваш профиль на сайте «Карьера».',
          `Причина: ${decision.reason}`,
          'Исправьте профиль и нажмите «Запросить повторную проверку» на странице профиля.',
        ];
  return {
    to,
    subject: decision.status === 'approved' ? 'Профиль подтверждён' : 'Профиль не подтверждён',
    text: [greeting, '', ...body].join('\n'),
  };
}
