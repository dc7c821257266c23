import { describe, expect, it } from 'vitest';
import {
  parseStartParam,
  pathForStartTarget,
  START_PARAM_MAX,
  START_PARAM_RE,
  searchStartTarget,
  startParamFor,
} from './start-param';

describe('start parameters: a search', () => {
  it('carries the words as base64url of UTF-8 and opens the list searched for them', () => {
    const target = searchStartTarget('  стажировка python ');
    expect(target).toEqual({ kind: 'search', text: 'стажировка python' });
    if (!target) throw new Error('no target');
    const param = startParamFor(target);
    expect(param).toBe(`search_${Buffer.from('стажировка python').toString('base64url')}`);
    expect(param).toMatch(/^[\w-]+$/);
    expect(parseStartParam(param)).toEqual(target);
    expect(pathForStartTarget(target)).toBe(
      `/vacancies/?text=${encodeURIComponent('стажировка').replace(/%20/g, '+')}+python`,
    );
  });

  it('keeps within the bot’s 64 characters: longer words have no start parameter', () => {
    // 21 Cyrillic letters: 42 bytes, 56 characters of base64url, 63 with the prefix; 22 make 66.
    const fits = searchStartTarget('я'.repeat(21));
    if (!fits) throw new Error('21 letters should fit');
    expect(startParamFor(fits)).toHaveLength(START_PARAM_MAX - 1);
    expect(searchStartTarget('я'.repeat(22))).toBeNull();
    expect(searchStartTarget('стажировка с наставником')).toBeNull();
    expect(searchStartTarget('   ')).toBeNull();
  });

  it('refuses what is not base64url of printable UTF-8', () => {
    expect(parseStartParam('search_')).toBeNull();
    // 0xff 0xfe: not UTF-8.
    expect(parseStartParam(`search_${Buffer.from([0xff, 0xfe]).toString('base64url')}`)).toBeNull();
    expect(parseStartParam(`search_${Buffer.from('a\u0000b').toString('base64url')}`)).toBeNull();
    expect(parseStartParam(`search_${Buffer.from('   ').toString('base64url')}`)).toBeNull();
    expect(parseStartParam('search_a')).toBeNull();
    expect(parseStartParam('search_!!')).toBeNull();
  });

  it('«Мои подписки» has a start parameter of its own', () => {
    expect(parseStartParam('subscriptions')).toEqual({ kind: 'subscriptions' });
    expect(startParamFor({ kind: 'subscriptions' })).toBe('subscriptions');
    expect(pathForStartTarget({ kind: 'subscriptions' })).toBe('/subscriptions/');
  });

  it('leaves the id targets as they were', () => {
    expect(parseStartParam('vacancy_42')).toEqual({ kind: 'vacancy', id: 42 });
    expect(startParamFor({ kind: 'vacancy', id: 42 })).toBe('vacancy_42');
    expect(parseStartParam('recent')).toEqual({ kind: 'recent' });
  });
});

describe('start parameters of a saved search’s list (docs/decisions/024)', () => {
  it('carries the filters, Cyrillic text included, within Telegram’s alphabet', () => {
    // As the server writes it (URLSearchParams), percent-encoded.
    const query = new URLSearchParams({
      text: 'стажировка python',
      tags: '1,2',
      salaryFrom: '50000',
    }).toString();
    const param = startParamFor({ kind: 'list', query });
    expect(param).toMatch(/^list_[\w-]+$/);
    expect(START_PARAM_RE.test(param)).toBe(true);
    const target = parseStartParam(param);
    expect(target).toEqual({ kind: 'list', query });
    expect(target && pathForStartTarget(target)).toBe(`/vacancies/?${query}`);
  });

  it('an empty search opens the whole list; garbage opens nothing', () => {
    expect(pathForStartTarget({ kind: 'list', query: '' })).toBe('/vacancies/');
    // Bytes that are not UTF-8.
    expect(parseStartParam('list__w')).toBeNull();
    expect(parseStartParam('list_')).toBeNull();
  });

  it('keeps the id targets as they were', () => {
    expect(parseStartParam('vacancy_42')).toEqual({ kind: 'vacancy', id: 42 });
    expect(startParamFor({ kind: 'recent' })).toBe('recent');
  });

  it('names one’s own screens and the companies board, so a notice’s button lands where it says', () => {
    for (const [param, path] of [
      ['vacancies', '/vacancies/'],
      ['profile', '/board/student/edit/'],
      ['company_profile', '/board/company/profile/'],
      ['company_data', '/board/company/edit/'],
      ['companies_4', '/board/companies/?id=4'],
      ['editvacancy_9', '/board/vacancy/edit/9/'],
    ] as const) {
      const target = parseStartParam(param);
      expect(target && pathForStartTarget(target), param).toBe(path);
      expect(target && startParamFor(target)).toBe(param);
    }
    expect(parseStartParam('toString')).toBeNull();
  });
});
