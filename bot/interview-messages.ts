/**
 * What the bot says about interviews (issue 25, docs/decisions/057), as Telegram HTML: the other
 * side's booking, reschedule or cancellation, and the reminders. People's words are escaped and
 * cut, as in bot/messages.ts.
 */
import type { InterviewNotification } from '../src/server/notify/notifier';
import { quoted } from '../src/shared/format';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cut = (text: string, max: number): string => {
  const clean = text.trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};
const shown = (text: string, max = 200) => escapeHtml(cut(text, max));

/** What the bot says about an invitation's times as buttons (bot/interview-slot-buttons.ts). */
export const SLOT_TEXT = {
  choose: 'Выберите удобное время кнопкой ниже — запись сразу придёт компании.',
  notYours:
    'Это приглашение для другого аккаунта. Откройте отклик на бирже под аккаунтом, к которому оно пришло.',
  booked: (when: string) => `Вы записаны: ${when}`,
  bookedLine: (when: string) =>
    `Вы выбрали время: ${when}. Приглашение для календаря придёт на почту; перенести или отменить можно в отклике.`,
} as const;

const HEADLINES: Record<InterviewNotification['event'], Record<'student' | 'company', string>> = {
  booked: { student: 'Вы записались на собеседование', company: 'Кандидат выбрал время собеседования' },
  rescheduled: {
    student: 'Компания переносит собеседование',
    company: 'Кандидат просит перенести собеседование',
  },
  cancelled: { student: 'Компания отменила собеседование', company: 'Кандидат отменил собеседование' },
  reminder: { student: 'Напоминание: скоро собеседование', company: 'Напоминание: скоро собеседование' },
};

export function interviewText(notification: InterviewNotification): string {
  const other = notification.audience === 'student' ? 'компания' : 'кандидат';
  const lines = [
    `${HEADLINES[notification.event][notification.audience]}: вакансия ${escapeHtml(quoted(cut(notification.vacancyTitle, 200)))}, ${other} ${shown(notification.otherName)}.`,
  ];
  if (notification.when) lines.push(`Время: ${escapeHtml(notification.when)}`);
  if (notification.where && notification.event !== 'cancelled')
    lines.push(`Место: ${shown(notification.where, 500)}`);
  if (notification.message) lines.push(`<blockquote>${shown(notification.message, 1000)}</blockquote>`);
  if (notification.event === 'rescheduled' && notification.audience === 'student')
    lines.push(notification.slots?.times.length ? SLOT_TEXT.choose : 'Выберите новое время в отклике.');
  if (notification.event === 'rescheduled' && notification.audience === 'company')
    lines.push('Предложите кандидату новое время в отклике.');
  return lines.join('\n');
}
