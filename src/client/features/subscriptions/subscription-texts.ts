/**
 * How a saved search reads in Russian (issue 13): its filters with the dictionaries' names, as
 * the chips of /vacancies/ show them, and its frequency in Moscow time.
 */
import type { SubscriptionItem } from '../../../shared/contract/subscription.contract';
import { SUBSCRIPTION_FILTERS } from '../../../shared/contract/subscription-filters.contract';
import {
  employmentLabels,
  experienceLabels,
  scheduleLabels,
  studentFlagLabels,
} from '../../../shared/dictionaries';
import { quoted } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { FilterNames } from './subscriptions-api';

export const SUBSCRIBED_TOAST = 'Подписка сохранена: пришлём новые вакансии с этими фильтрами.';
export const SUBSCRIBED_WAITING_TOAST =
  'Подписка сохранена: новые вакансии по ней начнут приходить после подтверждения профиля.';
export const WRITE_ACCESS_DENIED =
  'Бот не сможет писать вам без разрешения. Разрешите сообщения от бота или выберите уведомления на почту.';
export const TIME_INVALID = 'Укажите время в формате ЧЧ:ММ, например 09:00.';

/** The saved-search filters of a /vacancies/ address (`?text=…&sort=…` → without sort, page). */
export function queryFromSearch(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const key of SUBSCRIPTION_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The list with these filters. */
export function listHref(query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${paths.vacancies}?${search}` : paths.vacancies;
}

function labelsOf<T extends string>(raw: string | undefined, labels: Record<T, string>): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .filter((key): key is T => key in labels)
    .map((key) => labels[key]);
}

function namesOf(raw: string | undefined, names: ReadonlyMap<number, string> | undefined): string[] {
  if (!raw) return [];
  return raw.split(',').map((id) => names?.get(Number(id)) ?? `№${id}`);
}

/** One line per filter («Поиск: «python»», «Теги: Python, SQL»); «Все новые вакансии» for none. */
export function summariseQuery(query: Record<string, string>, names?: FilterNames): string[] {
  const parts: string[] = [];
  if (query.text) parts.push(`Поиск: ${quoted(query.text)}`);
  const type = namesOf(query.type, names?.types);
  if (type.length > 0) parts.push(`Тип: ${type.join(', ')}`);
  const tags = namesOf(query.tags, names?.tags);
  if (tags.length > 0) parts.push(`Теги: ${tags.join(', ')}`);
  if (query.salaryFrom) parts.push(`Зарплата от ${Number(query.salaryFrom).toLocaleString('ru-RU')} ₽`);
  const lists: [string, string[]][] = [
    ['Занятость', labelsOf(query.employment, employmentLabels)],
    ['График', labelsOf(query.schedule, scheduleLabels)],
    ['Опыт', labelsOf(query.experience, experienceLabels)],
  ];
  for (const [title, values] of lists) if (values.length > 0) parts.push(`${title}: ${values.join(', ')}`);
  parts.push(...labelsOf(query.flags, studentFlagLabels));
  if (query.company) parts.push('Вакансии одной компании');
  return parts.length > 0 ? parts : ['Все новые вакансии'];
}

/** 540 → «09:00». */
export function minuteToTime(minute: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** «09:00» → 540; null for anything else. */
export function timeToMinute(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function frequencyText(item: Pick<SubscriptionItem, 'frequency' | 'digestMinute'>): string {
  return item.frequency === 'instant'
    ? 'Сразу после публикации'
    : `Раз в день в ${minuteToTime(item.digestMinute)} по Москве`;
}

export function channelText(channel: SubscriptionItem['channel']): string {
  return channel === 'telegram' ? 'В Telegram' : 'На почту';
}
