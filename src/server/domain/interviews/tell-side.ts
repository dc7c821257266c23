import { quoted } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { Executor } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import type { InterviewNotification } from '../../notify/notifier';
import type { DomainDeps } from '../deps';
import { type EnqueueTiming, enqueueMail, enqueueNotification } from '../outbox/enqueue';
import { studentNameOf, whereOf } from './interview-calendar';
import type { InterviewFacts } from './interview-rows';

export type Side = 'student' | 'company';
type InterviewEvent = InterviewNotification['event'];

/** The notification one side gets about `event` (bot/interview-messages.ts renders it). */
export function interviewNews(
  facts: InterviewFacts,
  audience: Side,
  event: InterviewEvent,
  when: string | null,
  message: string | null,
): InterviewNotification {
  return {
    type: 'interview',
    event,
    interviewId: facts.id,
    applicationId: facts.applicationId,
    audience,
    vacancyTitle: facts.vacancyTitle,
    otherName: audience === 'student' ? facts.companyName : studentNameOf(facts),
    when,
    where: whereOf(facts),
    message,
  };
}

const HEADLINES: Record<InterviewEvent, Record<Side, string>> = {
  booked: {
    student: 'Вы записались на собеседование',
    company: 'Кандидат выбрал время собеседования',
  },
  rescheduled: {
    student: 'Компания переносит собеседование',
    company: 'Кандидат просит перенести собеседование',
  },
  cancelled: { student: 'Компания отменила собеседование', company: 'Кандидат отменил собеседование' },
  reminder: { student: 'Напоминание о собеседовании', company: 'Напоминание о собеседовании' },
};

/** The same news as a plain-text mail, for a side without Telegram (and with the calendar). */
function interviewMail(news: InterviewNotification, publicUrl: string | undefined) {
  const headline = HEADLINES[news.event][news.audience];
  const lines = [
    `${headline}: вакансия ${quoted(news.vacancyTitle)}, ${news.audience === 'student' ? 'компания' : 'кандидат'} ${news.otherName}.`,
  ];
  if (news.when) lines.push('', `Время: ${news.when}`);
  if (news.where && news.event !== 'cancelled') lines.push(`Место: ${news.where}`);
  if (news.message) lines.push('', 'Сообщение:', news.message);
  if (publicUrl) {
    const screen = news.audience === 'student' ? paths.applications : paths.boardApplications;
    lines.push('', `Отклик: ${publicUrl}${screen}?id=${news.applicationId}`);
  }
  return { subject: `${headline}: ${quoted(news.vacancyTitle)}`, text: lines.join('\n') };
}

/**
 * Tells one side, in the caller's transaction: by the bot when their Telegram is linked, else by
 * mail. `calendar`: an .ics goes by mail in any case (a calendar needs the file, docs/decisions/057);
 * a side without Telegram gets it in the same mail as the news. `at`/`key`: a scheduled reminder.
 */
export async function tellSide(
  deps: DomainDeps,
  tx: Executor,
  facts: InterviewFacts,
  news: InterviewNotification,
  options: EnqueueTiming & { calendar?: MailMessage['icalEvent']; mailOnly?: boolean } = {},
): Promise<void> {
  const { calendar, mailOnly, ...timing } = options;
  const account =
    news.audience === 'student'
      ? { kind: 'student' as const, id: facts.studentId }
      : { kind: 'company' as const, id: facts.companyId };
  // `mailOnly`: the side's own act (a student's booking) needs the calendar, not a chat message.
  const chats = mailOnly ? 0 : await enqueueNotification(deps, tx, { account }, news, timing);
  if (chats > 0 && !calendar) return;
  const to = news.audience === 'student' ? facts.studentEmail : facts.companyEmail;
  await enqueueMail(
    deps,
    tx,
    `interview-${news.event}`,
    { to, ...interviewMail(news, deps.publicUrl), ...(calendar ? { icalEvent: calendar } : {}) },
    timing,
  );
}
