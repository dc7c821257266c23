import type { StudentAnswer } from '../../../shared/contract/application.contract';
import { STUDENT_ANSWER_LABELS } from '../../../shared/contract/application-answer.contract';
import { quoted } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { Executor } from '../../db/client';
import type { DomainDeps } from '../deps';
import { enqueueMail, enqueueNotification } from '../outbox/enqueue';

/** A student's answer the company hears of (docs/decisions/059). */
type AnswerNews = {
  applicationId: number;
  companyId: number;
  companyEmail: string;
  vacancyTitle: string;
  studentName: string;
  asked: 'invited' | 'offer';
  answer: StudentAnswer;
  message: string | null;
};

/** The mail to a company without Telegram: who answered what, their words and a link. */
function answerMail(news: AnswerNews, publicUrl: string | undefined) {
  const said = STUDENT_ANSWER_LABELS[news.asked][news.answer] ?? '';
  const lines = ['Здравствуйте!', '', `${news.studentName} ${said} (вакансия ${quoted(news.vacancyTitle)}).`];
  if (news.message) lines.push('', 'Сообщение студента:', news.message);
  if (publicUrl) lines.push('', `Отклик: ${publicUrl}${paths.boardApplications}?id=${news.applicationId}`);
  return { subject: `${news.studentName} ${said}: ${quoted(news.vacancyTitle)}`, text: lines.join('\n') };
}

/**
 * Tells the company of the student's answer, queued in the transaction that recorded it
 * (docs/decisions/022-durable-outbox.md): by the bot when the company's Telegram is linked, else by
 * mail, since the company must act on it (book the room, send the contract).
 */
export async function notifyCompanyOfAnswer(deps: DomainDeps, tx: Executor, news: AnswerNews): Promise<void> {
  const chats = await enqueueNotification(
    deps,
    tx,
    { account: { kind: 'company', id: news.companyId } },
    {
      type: 'application-answer',
      applicationId: news.applicationId,
      vacancyTitle: news.vacancyTitle,
      studentName: news.studentName,
      asked: news.asked,
      answer: news.answer,
      message: news.message,
    },
  );
  if (chats > 0) return;
  await enqueueMail(deps, tx, 'application-answer', {
    to: news.companyEmail,
    ...answerMail(news, deps.publicUrl),
  });
}
