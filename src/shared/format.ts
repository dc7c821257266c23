import type { Salary } from './contract/vacancy.contract';
import { currencySymbols } from './dictionaries';
import { MOSCOW_TIME_ZONE } from './moscow-time';

/**
 * Russian formatting shared by every screen (docs/design.md#conventions: Intl with 'ru' rules).
 * Pure functions: no DOM, so the server (bot messages, mail) can use them too.
 */

const numberFormat = new Intl.NumberFormat('ru-RU');
/*
 * Dates are the board's days, in Moscow time (src/shared/moscow-time.ts), wherever the reader is: the
 * server renders them and the browser's first render must say the same
 * (docs/decisions/066-server-rendering.md).
 */
const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: MOSCOW_TIME_ZONE,
});
const shortDateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  timeZone: MOSCOW_TIME_ZONE,
});
/** «2026-11-28»: the Moscow day of a moment. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: MOSCOW_TIME_ZONE,
});
const plural = new Intl.PluralRules('ru');

/** «1 вакансия», «3 вакансии», «5 вакансий»: forms in the order one, few, many. */
export function pluralRu(count: number, forms: readonly [string, string, string]): string {
  const rule = plural.select(count);
  const form = rule === 'one' ? forms[0] : rule === 'few' ? forms[1] : forms[2];
  return `${numberFormat.format(count)} ${form}`;
}

/** «от 50 000 до 80 000 ₽ на руки», «до 30 000 ₽ до вычета налогов», «Зарплата не указана». */
export function formatSalary(salary: Salary): string {
  const symbol = currencySymbols[salary.currency];
  const { from, to } = salary;
  if (from === null && to === null) return 'Зарплата не указана';
  const amount =
    from !== null && to !== null
      ? from === to
        ? `${numberFormat.format(from)}`
        : `от ${numberFormat.format(from)} до ${numberFormat.format(to)}`
      : from !== null
        ? `от ${numberFormat.format(from)}`
        : `до ${numberFormat.format(to ?? 0)}`;
  return `${amount} ${symbol} ${salary.gross ? 'до вычета налогов' : 'на руки'}`;
}

/** «21 ноября 2026»; this year's dates without the year when `short`. */
export function formatDateRu(iso: string, options: { short?: boolean } = {}): string {
  const date = new Date(iso);
  return (options.short ? shortDateFormat : dateFormat).format(date).replace(/\s*г\.$/, '');
}

/** «сегодня», «вчера», «3 дня назад», otherwise the date. */
export function formatAgoRu(iso: string, now: Date = new Date()): string {
  const day = moscowDay(new Date(iso));
  const today = moscowDay(now);
  const days = Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
  if (days <= 0) return 'сегодня';
  if (days === 1) return 'вчера';
  if (days < 7) return `${pluralRu(days, ['день', 'дня', 'дней'])} назад`;
  return formatDateRu(iso, { short: day.slice(0, 4) === today.slice(0, 4) });
}

/** The Moscow day of a moment, «2026-11-28» (parsed back as that day's UTC midnight). */
export function moscowDay(date: Date): string {
  return dayFormat.format(date);
}

/**
 * The filled-in labels of a meta line, each once: a type «Стажировка» and the employment
 * «стажировка» make one «Стажировка», not «Стажировка · Стажировка». Compared without case,
 * surrounding spaces or «ё»/«е»; the first spelling is kept.
 */
export function distinctLabels(parts: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const part of parts) {
    const label = part?.trim();
    if (!label) continue;
    const key = label.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(label);
  }
  return result;
}

/** Quotes a name already carries: guillemets, the inner „“ and “”, and a pair of straight ones. */
const OWN_QUOTES = /[«»„“”]|".*"/s;

/**
 * A name or title people wrote, in quotes inside a sentence: «Дельта». Russian typography puts the
 * outer quotes as «» and nests „“ inside them, so a name that carries its own quotes — guillemets,
 * „“ or “”, or a pair of "" — already has them where it needs them: it is put in as it is, since a
 * second pair reads «ООО «Уральские системы „Дельта“»». A lone " (an inch mark, 27") is no quote.
 * Trimmed; cut names keep the rule (`ООО «Дельта…` has its guillemet).
 */
export function quoted(name: string): string {
  const text = name.trim();
  return OWN_QUOTES.test(text) ? text : `«${text}»`;
}
