import { describe, expect, it } from 'vitest';
import { parseStartParam, pathForStartTarget, START_PARAM_RE, startParamFor } from './start-param';

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
});
