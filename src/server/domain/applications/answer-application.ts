import { and, eq } from 'drizzle-orm';
import { type ApplicationItem, studentAnswerMove } from '../../../shared/contract/application.contract';
import type { ApplicationAnswer } from '../../../shared/contract/application-answer.contract';
import { formatMessage } from '../../../shared/messages';
import { lastMoscowDay } from '../../../shared/moscow-time';
import { applications, companies, students, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { bookInterviewSlot } from '../interviews/book-slot';
import { askAnotherTimeOf } from '../interviews/change-interview';
import { closeInterviewsOf } from '../interviews/close-interviews';
import { type DomainResult, failure, invalid, success } from '../result';
import { fullName } from '../students/student-rows';
import { applicationMessages } from './application-messages';
import { countStudentAction } from './application-quotas';
import { readApplicationItems } from './application-rows';
import { notifyCompanyOfAnswer } from './notify-company';
import { recordApplicationMove } from './record-move';

/**
 * POST /api/application/answer/ (the student; docs/decisions/059-student-answers.md). Answers the
 * company's invitation («Приду» with a slot, «Не смогу», «Предложить другое время») or offer
 * («Принимаю» before its deadline, «Отказываюсь»). Each answer is a move in the history, kept on
 * the application until the company moves again, and told to the company (bot, else mail) in
 * the same transaction. Another student's application is «not found».
 */
export async function answerApplication(
  deps: DomainDeps,
  studentId: number,
  input: ApplicationAnswer,
): Promise<DomainResult<ApplicationItem>> {
  const now = deps.now();
  const message = input.message ? input.message : null;
  const refusal = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: applications.status,
        studentAnswer: applications.studentAnswer,
        answerBy: applications.answerBy,
        companyId: applications.companyId,
        companyEmail: companies.email,
        vacancyTitle: vacancies.title,
        firstName: students.firstName,
        lastName: students.lastName,
      })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .innerJoin(students, eq(students.id, applications.studentId))
      .where(and(eq(applications.id, input.id), eq(applications.studentId, studentId)))
      .for('update', { of: applications });
    if (!row) return failure('not-found', applicationMessages.notFound);
    const asked = row.status;
    if (asked !== 'invited' && asked !== 'offer')
      return failure('conflict', applicationMessages.notAwaitingAnswer);
    const to = studentAnswerMove(asked, input.answer);
    if (to === null) return failure('conflict', applicationMessages.answerNotForOffer);
    // «Приду» again with another time is a change of the booking, not a repeat.
    const rebooking = asked === 'invited' && input.answer === 'accept';
    if (row.studentAnswer === input.answer && !rebooking)
      return failure('conflict', applicationMessages.sameAnswer);
    if (asked === 'offer' && input.answer === 'accept' && row.answerBy && row.answerBy <= now) {
      const day = lastMoscowDay(row.answerBy);
      return failure('conflict', formatMessage(applicationMessages.offerExpired, { day }));
    }
    if (asked === 'invited' && input.answer === 'accept' && input.slotId === undefined)
      return invalid({ slotId: applicationMessages.slotRequired });
    const overLimit = await countStudentAction(tx, studentId, 'answered', now);
    if (overLimit) return overLimit;
    // «Приду» is the booking of a time (docs/decisions/057): it records the answer and tells the company.
    if (asked === 'invited' && input.slotId !== undefined) {
      const booked = await bookInterviewSlot(deps, tx, {
        applicationId: input.id,
        studentId,
        slotId: input.slotId,
        now,
      });
      return booked.ok ? null : booked;
    }
    // «Предложить другое время» on an interview lets its booked time go, told with the CANCEL.
    if (asked === 'invited' && input.answer === 'reschedule') {
      const told = await askAnotherTimeOf(deps, tx, input.id, studentId, message ?? '', now);
      if (told) return null;
    }
    // «Не смогу» cancels the interview, which tells the company; without one the answer does.
    const cancelled =
      input.answer === 'decline'
        ? await closeInterviewsOf(
            deps,
            tx,
            input.id,
            'student',
            message ?? applicationMessages.declinedInterview,
            now,
          )
        : 0;
    await recordApplicationMove(tx, {
      applicationId: input.id,
      from: asked,
      to,
      actor: 'student',
      actorId: studentId,
      message,
      at: now,
      answer: input.answer,
    });
    if (cancelled > 0) return null;
    await notifyCompanyOfAnswer(deps, tx, {
      applicationId: input.id,
      companyId: row.companyId,
      companyEmail: row.companyEmail,
      vacancyTitle: row.vacancyTitle,
      studentName: fullName(row),
      asked,
      answer: input.answer,
      message,
    });
    return null;
  });
  if (refusal) return refusal;
  const [item] = await readApplicationItems(deps.db, [input.id], 'student');
  return item ? success(item) : failure('not-found', applicationMessages.notFound);
}
