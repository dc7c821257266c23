/**
 * The filters of /vacancies/ and their place in the address. The address is the source of truth
 * (a search is shareable, back/forward work); the parameter names are the API's own, so the
 * query of the page and of GET /api/vacancy/getItems read the same. Parsing forgives: a value
 * the page does not know is dropped rather than breaking a shared link.
 */
import { PLACES_MAX, SALARY_MAX, VACANCY_TAGS_MAX } from './contract/vacancy.contract';
import {
  EMPLOYMENTS,
  type Employment,
  EXPERIENCES,
  type Experience,
  SCHEDULES,
  type Schedule,
  STUDENT_FLAGS,
  type StudentFlag,
  VACANCY_SORTS,
  type VacancySort,
} from './dictionaries';

export interface VacancyFilters {
  text: string;
  type: number | null;
  tags: number[];
  salaryFrom: number | null;
  employment: Employment[];
  schedule: Schedule[];
  experience: Experience[];
  flags: StudentFlag[];
  /** Places (docs/decisions/061): cities and regions by the dictionary's names. */
  city: string[];
  region: string[];
  /** «Рядом со мной»: the device's point, «55.7963,49.1088»; with `sort: 'distance'`. */
  near: string | null;
  /**
   * «В области карты»: the map's area, «south,west,north,east» (docs/decisions/064-map-and-list.md);
   * the list keeps the vacancies whose point is inside.
   */
  bbox: string | null;
  sort: VacancySort | null;
}

export const EMPTY_FILTERS: VacancyFilters = {
  text: '',
  type: null,
  tags: [],
  salaryFrom: null,
  employment: [],
  schedule: [],
  experience: [],
  flags: [],
  city: [],
  region: [],
  near: null,
  bbox: null,
  sort: null,
};

const TEXT_MAX = 200;

function id(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 ? value : null;
}

function ids(raw: string | null): number[] {
  if (raw === null) return [];
  const values = raw
    .split(',')
    .map((part) => id(part.trim()))
    .filter((value): value is number => value !== null);
  return [...new Set(values)].sort((a, b) => a - b).slice(0, VACANCY_TAGS_MAX);
}

/** Known values only, in the dictionary's order (one spelling per filter set). */
function picks<T extends string>(raw: string | null, known: readonly T[]): T[] {
  if (raw === null) return [];
  const given = new Set(raw.split(','));
  return known.filter((value) => given.has(value));
}

/** Names as typed in the address: letters, digits, spaces, «-», «—», brackets; at most PLACES_MAX. */
function names(raw: string | null): string[] {
  if (raw === null) return [];
  const values = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part.length <= 60 && /^[\p{L}\d .()—-]+$/u.test(part));
  return [...new Set(values)].sort().slice(0, PLACES_MAX);
}

const POINT = /^-?\d{1,2}(\.\d{1,7})?,-?\d{1,3}(\.\d{1,7})?$/;
const BOX = /^(-?\d{1,3}(\.\d{1,7})?,){3}-?\d{1,3}(\.\d{1,7})?$/;

/** An area in order (south below north, west of east, on the globe); any other is dropped. */
function box(raw: string | null): string | null {
  if (raw === null || !BOX.test(raw)) return null;
  const [south = 0, west = 0, north = 0, east = 0] = raw.split(',').map(Number);
  const fits = south >= -90 && north <= 90 && west >= -180 && east <= 180;
  return fits && south < north && west < east ? raw : null;
}

export function parseFilters(search: string): VacancyFilters {
  const params = new URLSearchParams(search);
  const salary = params.get('salaryFrom');
  const salaryFrom =
    salary !== null && /^\d{1,8}$/.test(salary) ? Math.min(Number(salary), SALARY_MAX) : null;
  const sort = params.get('sort');
  return {
    text: (params.get('text') ?? '').trim().slice(0, TEXT_MAX),
    type: id(params.get('type')),
    tags: ids(params.get('tags')),
    salaryFrom: salaryFrom === 0 ? null : salaryFrom,
    employment: picks(params.get('employment'), EMPLOYMENTS),
    schedule: picks(params.get('schedule'), SCHEDULES),
    experience: picks(params.get('experience'), EXPERIENCES),
    flags: picks(params.get('flags'), STUDENT_FLAGS),
    city: names(params.get('city')),
    region: names(params.get('region')),
    near: POINT.test(params.get('near') ?? '') ? params.get('near') : null,
    bbox: box(params.get('bbox')),
    sort: VACANCY_SORTS.find((value) => value === sort) ?? null,
  };
}

/** The API's query for these filters: lists comma-separated, empty ones left out. */
export function filtersToQuery(filters: VacancyFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.text) query.text = filters.text;
  if (filters.type !== null) query.type = String(filters.type);
  if (filters.tags.length > 0) query.tags = [...filters.tags].sort((a, b) => a - b).join(',');
  if (filters.salaryFrom !== null) query.salaryFrom = String(filters.salaryFrom);
  if (filters.employment.length > 0)
    query.employment = EMPLOYMENTS.filter((v) => filters.employment.includes(v)).join(',');
  if (filters.schedule.length > 0)
    query.schedule = SCHEDULES.filter((v) => filters.schedule.includes(v)).join(',');
  if (filters.experience.length > 0)
    query.experience = EXPERIENCES.filter((v) => filters.experience.includes(v)).join(',');
  if (filters.flags.length > 0)
    query.flags = STUDENT_FLAGS.filter((v) => filters.flags.includes(v)).join(',');
  if (filters.city.length > 0) query.city = [...filters.city].sort().join(',');
  if (filters.region.length > 0) query.region = [...filters.region].sort().join(',');
  if (filters.near !== null) query.near = filters.near;
  if (filters.bbox !== null) query.bbox = filters.bbox;
  if (filters.sort !== null) query.sort = filters.sort;
  return query;
}

/**
 * The address query (without «?»): one canonical spelling per filter set, commas left readable.
 * It doubles as the key of the result list — a new key starts again at page 1.
 */
export function filtersToSearch(filters: VacancyFilters): string {
  return Object.entries(filtersToQuery(filters))
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');
}

/** How many filters of the panel are set (the «Фильтры · 3» badge); search, type and tags are visible anyway. */
export function countPanelFilters(filters: VacancyFilters): number {
  return (
    (filters.salaryFrom === null ? 0 : 1) +
    filters.employment.length +
    filters.schedule.length +
    filters.experience.length +
    filters.flags.length +
    filters.city.length +
    filters.region.length +
    (filters.near === null ? 0 : 1)
  );
}

export function hasAnyFilter(filters: VacancyFilters): boolean {
  return filtersToSearch({ ...filters, sort: null }) !== '';
}

/** Adds or removes `value` from a list filter. */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
