import { inArray } from 'drizzle-orm';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '../../../shared/contract/application.contract';
import { quoted } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { Executor } from '../../db/client';
import { students } from '../../db/schema';
import type { SlotChoice } from '../../notify/notifier';
import type { DomainDeps } from '../deps';
import { enqueueMail, enqueueNotification } from '../outbox/enqueue';

/** A move the student hears of: everything but «viewed» (docs/decisions/020). */
export type StatusNews = {
  applicationId: number;
  studentId: number;
  vacancyTitle: string;
  companyName: string;
  status: ApplicationStatus;
  message: string | null;
  /** An invitation's times: buttons under the bot's message (the mail lists them in `message`). */
  slots?: SlotChoice;
};

/** The mail to a student without Telegram: the status, the company's words and a link. */
function statusMail(news: StatusNews, firstName: string, publicUrl: string | undefined) {
  const label = APPLICATION_STATUS_LABELS[news.status];
  const lines = [
    firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!',
    '',
    `Статус вашего отклика на вакансию ${quoted(news.vacancyTitle)} (${news.companyName}) изменился: ${label}.`,
  ];
  if (news.message) lines.push('', 'Сообщение компании:', news.message);
  if (publicUrl) lines.push('', `Отклик: ${publicUrl}${paths.applications}?id=${news.applicationId}`);
  lines.push('', 'Все ваши отклики — в разделе «Мои отклики» на бирже вакансий.');
  return { subject: `Отклик на ${quoted(news.vacancyTitle)}: ${label}`, text: lines.join('\n') };
}

/**
 * Tells each student of their application's move, queued in the transaction that made it
 * (docs/decisions/022-durable-outbox.md): by the bot when their Telegram is linked, else by email.
 * A failed delivery never undoes a move; the outbox worker retries it.
 */
export async function notifyStudents(
  deps: DomainDeps,
  tx: Executor,
  news: readonly StatusNews[],
): Promise<void> {
  if (news.length === 0) return;
  const ids = [...new Set(news.map((item) => item.studentId))];
  const rows = await tx
    .select({ id: students.id, email: students.email, firstName: students.firstName })
    .from(students)
    .where(inArray(students.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const item of news) {
    const student = byId.get(item.studentId);
    if (!student) continue;
    const target = { account: { kind: 'student' as const, id: student.id } };
    const chats = await enqueueNotification(deps, tx, target, {
      type: 'application-status',
      applicationId: item.applicationId,
      vacancyTitle: item.vacancyTitle,
      companyName: item.companyName,
      status: item.status,
      message: item.message,
      ...(item.slots ? { slots: item.slots } : {}),
    });
    if (chats > 0) continue;
    await enqueueMail(deps, tx, 'application-status', {
      to: student.email,
      ...statusMail(item, student.firstName, deps.publicUrl),
    });
  }
}
