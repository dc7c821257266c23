import { describe, expect, it } from 'vitest';
import {
  countPanelFilters,
  EMPTY_FILTERS,
  filtersToQuery,
  filtersToSearch,
  hasAnyFilter,
  parseFilters,
  toggle,
  type VacancyFilters,
} from './vacancy-filters';

const FULL: VacancyFilters = {
  text: 'стажировка python',
  type: 2,
  tags: [3, 7],
  salaryFrom: 40_000,
  employment: ['full', 'probation'],
  schedule: ['remote'],
  experience: ['noExperience'],
  flags: ['suitsPractice', 'firstYearFriendly'],
  city: [],
  region: [],
  near: null,
  bbox: '55.6,48.9,56,49.4',
  sort: 'salary',
};

describe('vacancy filters ↔ address', () => {
  it('round-trips every filter through the query string', () => {
    expect(parseFilters(filtersToSearch(FULL))).toEqual(FULL);
    expect(parseFilters(`?${filtersToSearch(FULL)}`)).toEqual(FULL);
  });

  it('keeps a map area only in order and on the globe (docs/decisions/064-map-and-list.md)', () => {
    expect(parseFilters('bbox=55.6,48.9,56.0,49.4').bbox).toBe('55.6,48.9,56.0,49.4');
    for (const bad of ['56,49,55,50', '0,170,10,190', '-95,0,10,10', '1,2,3', 'abc', '1,2,3,4,5'])
      expect(parseFilters(`bbox=${bad}`).bbox, bad).toBeNull();
  });

  it('writes the API parameter names, lists comma-separated and readable', () => {
    expect(filtersToSearch(FULL)).toBe(
      'text=%D1%81%D1%82%D0%B0%D0%B6%D0%B8%D1%80%D0%BE%D0%B2%D0%BA%D0%B0%20python&type=2&tags=3,7&salaryFrom=40000' +
        '&employment=full,probation&schedule=remote&experience=noExperience&flags=suitsPractice,firstYearFriendly&bbox=55.6,48.9,56,49.4&sort=salary',
    );
    expect(filtersToQuery(FULL)).toMatchObject({ tags: '3,7', employment: 'full,probation' });
  });

  it('keeps places by name and the point of «Рядом со мной», dropping what is not a name or a point', () => {
    const filters = parseFilters(
      '?city=Томск,Казань,<b>&region=Республика%20Татарстан&near=55.79,49.11&sort=distance',
    );
    expect(filters).toMatchObject({
      city: ['Казань', 'Томск'],
      region: ['Республика Татарстан'],
      near: '55.79,49.11',
      sort: 'distance',
    });
    expect(filtersToSearch(filters)).toBe(
      'city=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C,%D0%A2%D0%BE%D0%BC%D1%81%D0%BA' +
        '&region=%D0%A0%D0%B5%D1%81%D0%BF%D1%83%D0%B1%D0%BB%D0%B8%D0%BA%D0%B0%20%D0%A2%D0%B0%D1%82%D0%B0%D1%80%D1%81%D1%82%D0%B0%D0%BD' +
        '&near=55.79,49.11&sort=distance',
    );
    expect(countPanelFilters(filters)).toBe(4);
    expect(parseFilters('?near=55.79;alert(1)').near).toBeNull();
  });

  it('spells one filter set one way (the list key), whatever the order of choice', () => {
    const a = { ...EMPTY_FILTERS, tags: [7, 3], employment: ['probation', 'full'] } as VacancyFilters;
    const b = { ...EMPTY_FILTERS, tags: [3, 7], employment: ['full', 'probation'] } as VacancyFilters;
    expect(filtersToSearch(a)).toBe(filtersToSearch(b));
  });

  it('leaves empty filters out: no filters, no query', () => {
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('');
    expect(parseFilters('')).toEqual(EMPTY_FILTERS);
  });

  it('drops what it does not know instead of breaking a shared link', () => {
    expect(
      parseFilters(
        'type=abc&tags=1,x,1,0,2&salaryFrom=-5&employment=full,unknown&schedule=&sort=cheapest&flags=forGraduates',
      ),
    ).toEqual({ ...EMPTY_FILTERS, tags: [1, 2], employment: ['full'], flags: ['forGraduates'] });
  });

  it('trims the text and caps it at 200 characters', () => {
    expect(parseFilters(`text=${encodeURIComponent('  java  ')}`).text).toBe('java');
    expect(parseFilters(`text=${'я'.repeat(300)}`).text).toHaveLength(200);
  });

  it('counts the panel filters for the badge', () => {
    expect(countPanelFilters(FULL)).toBe(7);
    expect(countPanelFilters({ ...EMPTY_FILTERS, text: 'x', tags: [1] })).toBe(0);
    expect(hasAnyFilter({ ...EMPTY_FILTERS, sort: 'newest' })).toBe(false);
    expect(hasAnyFilter({ ...EMPTY_FILTERS, tags: [1] })).toBe(true);
  });

  it('toggles list values', () => {
    expect(toggle([1, 2], 2)).toEqual([1]);
    expect(toggle([1], 2)).toEqual([1, 2]);
  });
});
