/**
 * What /subscriptions answers (bot/subscriptions-command.ts), as Telegram HTML. The summaries
 * hold tag and company names the career centre and companies typed: escaped.
 */
import type { SubscriptionSummary } from '../src/server/domain/subscriptions/subscription-summaries';
import { escapeHtml } from './messages';

const SUMMARY_MAX = 150;
/** Telegram refuses more than 4096 characters; the tail line and the markup need some room. */
const TEXT_BUDGET = 3800;

export const SUBSCRIPTIONS_TEXT = {
  unlinked: [
    'Ваш Telegram не привязан к аккаунту на бирже.',
    'Откройте биржу кнопкой ниже и войдите как студент: Telegram привяжется к аккаунту, и здесь появятся ваши подписки.',
  ].join('\n'),
  notStudent:
    'Подписки на новые вакансии есть только у студентов, а ваш Telegram привязан к аккаунту компании или карьерного центра.',
  none: [
    'У вас пока нет подписок.',
    'Откройте список вакансий, выберите фильтры или введите слова и нажмите «Подписаться на новые вакансии»: новые подходящие вакансии будут приходить сюда или на почту.',
  ].join('\n'),
  signIn: 'Войти на биржу',
  openVacancies: 'Открыть вакансии',
  mySubscriptions: 'Мои подписки',
  manage: 'Изменить, приостановить или удалить подписку можно в «Мои подписки».',
} as const;

const channelText = { telegram: 'в Telegram', email: 'на почту' } as const;

/** «сразу» or «раз в день в 09:00» (Moscow time, as the student chose it). */
function frequencyText(item: Pick<SubscriptionSummary, 'frequency' | 'digestMinute'>): string {
  if (item.frequency === 'instant') return 'сразу';
  const hours = String(Math.floor(item.digestMinute / 60)).padStart(2, '0');
  const minutes = String(item.digestMinute % 60).padStart(2, '0');
  return `раз в день в ${hours}:${minutes}`;
}

function shortSummary(summary: string): string {
  return summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1)}…` : summary;
}

function entryText(item: SubscriptionSummary, index: number): string {
  const delivery = `${channelText[item.channel]}, ${frequencyText(item)}`;
  return [
    `<b>${index + 1}.</b> ${escapeHtml(shortSummary(item.summary))}`,
    item.paused ? `${delivery} · <i>на паузе</i>` : delivery,
  ].join('\n');
}

/** The list, cut to fit one message; `shown` says how many entries made it (their buttons). */
export function subscriptionsListText(items: readonly SubscriptionSummary[]): {
  text: string;
  shown: number;
} {
  const lines = [`Ваши подписки на вакансии (${items.length}):`];
  let length = lines[0]?.length ?? 0;
  let shown = 0;
  for (const [index, item] of items.entries()) {
    const entry = entryText(item, index);
    if (length + entry.length + 2 > TEXT_BUDGET) break;
    lines.push(entry);
    length += entry.length + 2;
    shown += 1;
  }
  const rest = items.length - shown;
  const tail =
    rest > 0 ? `…и ещё ${rest} — в «Мои подписки». ${SUBSCRIPTIONS_TEXT.manage}` : SUBSCRIPTIONS_TEXT.manage;
  return { text: [...lines, tail].join('\n\n'), shown };
}

/** A subscription's button: its number and the start of its summary. */
export function subscriptionButtonLabel(item: SubscriptionSummary, index: number): string {
  return `${index + 1}. ${item.summary}`;
}
