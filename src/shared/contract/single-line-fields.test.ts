import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompanyProfileInputSchema, CompanyProjectInputSchema } from './company.contract';
import { StudentProfileInputSchema } from './student.contract';
import { LINE_BREAK_MESSAGE } from './text';
import { VacancyInputSchema } from './vacancy-input.contract';

/**
 * Names, addresses and titles are one line (a line break there breaks cards, CSV rows and mail
 * subjects); descriptions and letters keep their paragraphs (docs/decisions/017).
 */
const issuesAt = (schema: v.GenericSchema, input: unknown, field: string) => {
  const result = v.safeParse(schema, input);
  return result.success
    ? []
    : result.issues.filter((issue) => v.getDotPath(issue) === field).map((issue) => issue.message);
};

describe('single-line fields refuse tabs and line breaks; multi-line fields keep them', () => {
  it('a student profile', () => {
    const base = { firstName: 'Иван', lastName: 'Петров', about: 'Строка 1\nСтрока 2' };
    expect(issuesAt(StudentProfileInputSchema, base, 'about')).toEqual([]);
    expect(issuesAt(StudentProfileInputSchema, { ...base, lastName: 'Пет\nров' }, 'lastName')).toEqual([
      LINE_BREAK_MESSAGE,
    ]);
    expect(issuesAt(StudentProfileInputSchema, { ...base, university: 'МГУ\tим.' }, 'university')).toEqual([
      LINE_BREAK_MESSAGE,
    ]);
  });

  it('a company profile and its projects', () => {
    expect(
      issuesAt(CompanyProfileInputSchema, { description: 'А\n\nБ', address: 'Москва\nТверская' }, 'address'),
    ).toEqual([LINE_BREAK_MESSAGE]);
    expect(issuesAt(CompanyProfileInputSchema, { description: 'А\n\nБ' }, 'description')).toEqual([]);
    expect(issuesAt(CompanyProjectInputSchema, { title: 'Проект\n1', description: 'а\nб' }, 'title')).toEqual(
      [LINE_BREAK_MESSAGE],
    );
  });

  it('a vacancy', () => {
    const input = {
      title: 'Стажёр',
      description: 'Задачи:\n- отчёты',
      address: 'Москва\r\nул. Ленина',
      contactName: 'Ольга',
    };
    expect(issuesAt(VacancyInputSchema, input, 'address')).toEqual([LINE_BREAK_MESSAGE]);
    expect(issuesAt(VacancyInputSchema, input, 'description')).toEqual([]);
    expect(issuesAt(VacancyInputSchema, { ...input, contactName: 'Оль\u2028га' }, 'contactName')).toEqual([
      LINE_BREAK_MESSAGE,
    ]);
  });
});
