/**
 * What the bot says about saved searches (issue 13, docs/decisions/024), as Telegram HTML: the
 * alert of one new vacancy, the daily digest, and the «Отписаться» button's answers.
 */
import type { AlertVacancy, Notification } from '../src/server/notify/notifier';

const TITLE_MAX = 200;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function cut(text: string): string {
  const clean = text.trim();
  return escapeHtml(clean.length > TITLE_MAX ? `${clean.slice(0, TITLE_MAX - 1)}…` : clean);
}

const line = (vacancy: AlertVacancy) =>
  `<b>${cut(vacancy.title)}</b> — ${cut(vacancy.companyName)}\n${escapeHtml(vacancy.salary)}`;

export const SUBSCRIPTION_BUTTONS = {
  vacancy: 'Открыть вакансию',
  list: 'Все вакансии по подписке',
  unsubscribe: 'Отписаться',
  /** The answers to «Отписаться». */
  removed: 'Подписка удалена',
  gone: 'Эта подписка уже удалена',
} as const;

export function subscriptionAlertText(
  notification: Extract<Notification, { type: 'subscription-alert' | 'subscription-digest' }>,
): string {
  if (notification.type === 'subscription-alert')
    return ['Новая вакансия по вашей подписке:', '', line(notification.vacancy)].join('\n');
  const total = notification.vacancies.length + notification.more;
  return [
    `Новые вакансии по вашей подписке за день: ${total}.`,
    '',
    ...notification.vacancies.map((vacancy, index) => `${index + 1}. ${line(vacancy)}`),
    ...(notification.more > 0 ? [`…и ещё ${notification.more}.`] : []),
  ].join('\n');
}
