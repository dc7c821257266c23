import { describe, expect, it } from 'vitest';
import { distinctLabels, formatAgoRu, formatDateRu, formatSalary, pluralRu, quoted } from './format';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Russian formatting', () => {
  it('declines counts', () => {
    expect(
      [1, 2, 5, 11, 21, 1000].map((n) => nbsp(pluralRu(n, ['вакансия', 'вакансии', 'вакансий']))),
    ).toEqual(['1 вакансия', '2 вакансии', '5 вакансий', '11 вакансий', '21 вакансия', '1 000 вакансий']);
  });

  it('writes salaries the way hh.ru does', () => {
    const base = { currency: 'RUR', gross: false } as const;
    expect(nbsp(formatSalary({ ...base, from: 50_000, to: 80_000 }))).toBe('от 50 000 до 80 000 ₽ на руки');
    expect(nbsp(formatSalary({ ...base, from: 40_000, to: null, gross: true }))).toBe(
      'от 40 000 ₽ до вычета налогов',
    );
    expect(nbsp(formatSalary({ ...base, from: null, to: 30_000 }))).toBe('до 30 000 ₽ на руки');
    expect(nbsp(formatSalary({ ...base, from: 60_000, to: 60_000, currency: 'USD' }))).toBe(
      '60 000 $ на руки',
    );
    expect(formatSalary({ ...base, from: null, to: null })).toBe('Зарплата не указана');
  });

  it('writes dates in Russian', () => {
    expect(formatDateRu('2026-11-21T10:00:00Z')).toBe('21 ноября 2026');
    expect(formatDateRu('2026-03-08T10:00:00Z', { short: true })).toBe('8 марта');
    const now = new Date('2026-11-21T12:00:00+03:00');
    expect(formatAgoRu('2026-11-21T08:00:00+03:00', now)).toBe('сегодня');
    expect(formatAgoRu('2026-11-20T23:00:00+03:00', now)).toBe('вчера');
    expect(formatAgoRu('2026-11-18T12:00:00+03:00', now)).toBe('3 дня назад');
    expect(formatAgoRu('2026-10-01T12:00:00+03:00', now)).toBe('1 октября');
  });

  it('counts days and writes dates in Moscow time, whatever the reader’s zone', () => {
    // 22:30 UTC on the 20th is 01:30 on the 21st in Moscow: the server and every browser say so.
    expect(formatDateRu('2026-11-20T22:30:00Z')).toBe('21 ноября 2026');
    expect(formatAgoRu('2026-11-20T22:30:00Z', new Date('2026-11-21T20:00:00Z'))).toBe('сегодня');
    expect(formatAgoRu('2026-11-20T20:30:00Z', new Date('2026-11-20T21:30:00Z'))).toBe('вчера');
    expect(formatAgoRu('2025-12-31T21:30:00Z', new Date('2026-01-20T09:00:00Z'))).toBe('1 января');
  });

  it('keeps each label of a meta line once, whatever its case', () => {
    expect(distinctLabels(['Стажировка', 'стажировка ', 'Гибкий график'])).toEqual([
      'Стажировка',
      'Гибкий график',
    ]);
    expect(distinctLabels(['Учёба', null, 'УЧЕБА', undefined, '', 'Очно'])).toEqual(['Учёба', 'Очно']);
    expect(distinctLabels(['Работа', 'Полная занятость'])).toEqual(['Работа', 'Полная занятость']);
  });

  it('puts a name in «» unless it carries its own quotes', () => {
    expect(quoted('Дельта')).toBe('«Дельта»');
    expect(quoted('  Стажёр-аналитик ')).toBe('«Стажёр-аналитик»');
    expect(quoted('Монитор 27"')).toBe('«Монитор 27"»');
    expect(quoted("McDonald's")).toBe("«McDonald's»");
    expect(quoted('ООО «Уральские системы „Дельта“»')).toBe('ООО «Уральские системы „Дельта“»');
    expect(quoted('«Дельта»')).toBe('«Дельта»');
    expect(quoted(' АО «Дельта ')).toBe('АО «Дельта');
    expect(quoted('Стажёр „Python“')).toBe('Стажёр „Python“');
    expect(quoted('Стажёр “Python”')).toBe('Стажёр “Python”');
    expect(quoted('ООО "Дельта"')).toBe('ООО "Дельта"');
    expect(quoted('"machine learning" стажёр')).toBe('"machine learning" стажёр');
  });
});
