import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './next-path';

describe('safeNext', () => {
  it('follows same-origin paths only', () => {
    expect(safeNext('/vacancies/?q=1')).toBe('/vacancies/?q=1');
    expect(safeNext('/')).toBe('/');
    for (const bad of [
      null,
      '',
      'vacancies/',
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a\nb',
    ]) {
      expect(safeNext(bad)).toBeNull();
    }
  });
});

describe('withNext', () => {
  it('adds next to the query, encoded, or leaves the path alone', () => {
    expect(withNext('/registration/', '/vacancy/7/')).toBe('/registration/?next=%2Fvacancy%2F7%2F');
    expect(withNext('/registration/?kind=company', '/vacancy/7/')).toBe(
      '/registration/?kind=company&next=%2Fvacancy%2F7%2F',
    );
    expect(withNext('/login/', null)).toBe('/login/');
  });
});
