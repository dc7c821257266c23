/**
 * What the bot answers to plain text, a vacancy search (bot/search-reply.ts), as Telegram HTML.
 * Titles and company names come from companies, the words from the user: all escaped.
 */

import type { VacancyListItem } from '../src/shared/contract/vacancy.contract';
import { formatSalary, pluralRu, quoted } from '../src/shared/format';
import { escapeHtml } from './messages';

/** Results shown in the chat; the rest are one button away, in the Mini App. */
export const SEARCH_RESULTS_SHOWN = 5;

const EXAMPLE = '«стажировка python»';
const QUOTE_MAX = 100;

function quotedQuery(text: string): string {
  return escapeHtml(quoted(text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text));
}

export const SEARCH_TEXT = {
  empty: `Напишите, какую вакансию ищете, — например, ${EXAMPLE}. Что ещё умеет бот — /help.`,
  tooLong: (max: number) =>
    `Слишком длинный запрос: не больше ${max} символов. Напишите несколько слов — например, ${EXAMPLE}.`,
  notText: `Я понимаю только текст: напишите словами, какую вакансию ищете, — например, ${EXAMPLE}.`,
  unknownCommand: 'Такой команды нет. Команды бота — /help, а любой другой текст я ищу среди вакансий.',
  tooFast: 'Не так быстро: отправляйте не больше одного запроса в секунду.',
  failed: 'Не получилось выполнить поиск. Попробуйте ещё раз через минуту.',
  allResults: 'Все результаты',
  allVacancies: 'Все вакансии',
} as const;

/** One vacancy: its title in bold, then the company and the salary when there is one. */
function vacancyLines(item: VacancyListItem, index: number): string {
  const details = [escapeHtml(item.company.name)];
  if (item.salary.from !== null || item.salary.to !== null) details.push(formatSalary(item.salary));
  return `${index + 1}. <b>${escapeHtml(item.title)}</b>\n${details.join(' · ')}`;
}

export function searchResultsText(text: string, items: readonly VacancyListItem[], total: number): string {
  const found = `По запросу ${quotedQuery(text)} найдено: ${pluralRu(total, ['вакансия', 'вакансии', 'вакансий'])}.`;
  const head = total > items.length ? `${found} Первые ${items.length}:` : found;
  return [head, ...items.map(vacancyLines)].join('\n\n');
}

export function nothingFoundText(text: string): string {
  return [
    `По запросу ${quotedQuery(text)} вакансий не нашлось.`,
    `Попробуйте другие слова: короче, без опечаток или синонимы — например, ${EXAMPLE}. Что ещё умеет бот — /help.`,
  ].join('\n');
}

/** The label of a vacancy's button: its number in the list and its title. */
export function vacancyButtonLabel(item: VacancyListItem, index: number): string {
  return `${index + 1}. ${item.title}`;
}
