import { describe, expect, it } from 'vitest';
import type { VacancyDetail } from '../../shared/contract/vacancy.contract';
import { jobPosting } from './job-posting';

type Json = Record<string, unknown>;

const BASE = 'https://career.example';

const VACANCY: VacancyDetail = {
  id: 42,
  title: 'Аналитик данных',
  company: { id: 7, name: 'ООО «Дельта»', logoUrl: '/files/logo-token/' },
  vacancyType: null,
  salary: { from: 60_000, to: 90_000, currency: 'RUR', gross: false },
  employment: 'full',
  schedule: 'fullDay',
  experience: 'noExperience',
  city: { id: 3, name: 'Казань', region: 'Республика Татарстан' },
  address: 'Казань, Баумана, 1',
  lat: null,
  lng: null,
  flags: { suitsPractice: false, combinableWithStudy: true, firstYearFriendly: false, forGraduates: true },
  tags: [],
  status: 'published',
  publishedAt: '2026-11-20T09:00:00.000Z',
  snippet: 'Отчёты',
  hiddenReason: null,
  description: 'Отчёты и дашборды.',
  requirements: 'SQL.',
  conditions: '',
  contacts: { name: null, email: null, phone: null },
  archivedAt: null,
  expiresAt: '2026-12-20T09:00:00.000Z',
  canEdit: false,
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const isDate = (value: unknown): boolean => filled(value) && !Number.isNaN(Date.parse(String(value)));
const isAbsolute = (value: unknown): boolean => filled(value) && /^https?:\/\//.test(String(value));

/** The employment types Google's job posting results accept. */
const EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);
const SALARY_UNITS = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);

function addressProblems(place: unknown, at: string): string[] {
  if (!isObject(place) || place['@type'] !== 'Place') return [`${at}: Place expected`];
  const address = place.address;
  if (!isObject(address) || address['@type'] !== 'PostalAddress')
    return [`${at}.address: PostalAddress expected`];
  const problems: string[] = [];
  if (!filled(address.addressCountry)) problems.push(`${at}.address.addressCountry missing`);
  for (const key of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode']) {
    if (key in address && !filled(address[key])) problems.push(`${at}.address.${key} empty`);
  }
  return problems;
}

/**
 * The rules of Google's job posting rich results, as a small validator: `required` keeps a
 * posting out of the results, `recommended` only weakens it.
 */
function validateJobPosting(posting: Json): { required: string[]; recommended: string[] } {
  const required: string[] = [];
  const recommended: string[] = [];
  if (posting['@context'] !== 'https://schema.org') required.push('@context');
  if (posting['@type'] !== 'JobPosting') required.push('@type');
  if (!filled(posting.title)) required.push('title');
  if (!filled(posting.description)) required.push('description');
  if (!isDate(posting.datePosted)) required.push('datePosted');
  const organization = posting.hiringOrganization;
  if (!isObject(organization) || !filled(organization.name)) required.push('hiringOrganization.name');
  else {
    if ('logo' in organization && !isAbsolute(organization.logo)) required.push('hiringOrganization.logo');
    if ('sameAs' in organization && !isAbsolute(organization.sameAs))
      required.push('hiringOrganization.sameAs');
  }
  const remote =
    posting.jobLocationType === 'TELECOMMUTE' &&
    isObject(posting.applicantLocationRequirements) &&
    filled(posting.applicantLocationRequirements.name);
  if (posting.jobLocationType !== undefined && !remote) required.push('applicantLocationRequirements');
  if (posting.jobLocation === undefined) {
    if (!remote) required.push('jobLocation');
  } else {
    const places = Array.isArray(posting.jobLocation) ? posting.jobLocation : [posting.jobLocation];
    places.forEach((place, index) => {
      required.push(...addressProblems(place, `jobLocation[${index}]`));
    });
  }

  if (!isDate(posting.validThrough)) recommended.push('validThrough');
  else if (
    isDate(posting.datePosted) &&
    Date.parse(String(posting.validThrough)) <= Date.parse(String(posting.datePosted))
  )
    required.push('validThrough before datePosted');
  const types = Array.isArray(posting.employmentType) ? posting.employmentType : [posting.employmentType];
  if (posting.employmentType === undefined) recommended.push('employmentType');
  else if (!types.every((type) => EMPLOYMENT_TYPES.has(String(type)))) required.push('employmentType');
  const salary = posting.baseSalary;
  if (salary === undefined) recommended.push('baseSalary');
  else if (
    !isObject(salary) ||
    salary['@type'] !== 'MonetaryAmount' ||
    !/^[A-Z]{3}$/.test(String(salary.currency)) ||
    !isObject(salary.value) ||
    !SALARY_UNITS.has(String(salary.value.unitText)) ||
    !['value', 'minValue', 'maxValue'].some(
      (key) => isObject(salary.value) && typeof salary.value[key] === 'number',
    )
  ) {
    required.push('baseSalary');
  }
  const identifier = posting.identifier;
  if (identifier === undefined) recommended.push('identifier');
  else if (!isObject(identifier) || !filled(identifier.name) || !filled(identifier.value))
    required.push('identifier');
  return { required, recommended };
}

describe('JobPosting JSON-LD', () => {
  it('meets every required and recommended rule for a vacancy with a city, an address and a salary', () => {
    const posting = jobPosting(VACANCY, BASE);
    expect(validateJobPosting(posting)).toEqual({ required: [], recommended: [] });
    expect(posting).toMatchObject({
      validThrough: VACANCY.expiresAt,
      identifier: { '@type': 'PropertyValue', name: 'ООО «Дельта»', value: '42' },
      hiringOrganization: { logo: 'https://career.example/files/logo-token/' },
      jobLocation: {
        address: {
          streetAddress: 'Казань, Баумана, 1',
          addressLocality: 'Казань',
          addressRegion: 'Республика Татарстан',
          addressCountry: 'RU',
        },
      },
      baseSalary: { currency: 'RUB', value: { minValue: 60_000, maxValue: 90_000, unitText: 'MONTH' } },
    });
  });

  it('places a vacancy by its city alone, and by the country when it names neither', () => {
    const byCity = jobPosting({ ...VACANCY, address: null }, BASE);
    expect(validateJobPosting(byCity).required).toEqual([]);
    expect(byCity.jobLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Казань',
        addressRegion: 'Республика Татарстан',
        addressCountry: 'RU',
      },
    });
    const nowhere = jobPosting({ ...VACANCY, address: null, city: null }, BASE);
    expect(validateJobPosting(nowhere).required).toEqual([]);
    expect(nowhere.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'RU' },
    });
  });

  it('gives remote work TELECOMMUTE with the applicants’ country, and no place unless one is named', () => {
    const remote = jobPosting({ ...VACANCY, schedule: 'remote', address: null, city: null }, BASE);
    expect(validateJobPosting(remote).required).toEqual([]);
    expect(remote.jobLocation).toBeUndefined();
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Россия' },
    });
    const remoteInKazan = jobPosting({ ...VACANCY, schedule: 'remote' }, BASE);
    expect(validateJobPosting(remoteInKazan).required).toEqual([]);
    expect(remoteInKazan.jobLocation).toBeDefined();
  });

  it('names what a sparse vacancy lacks only as recommendations, and never leaves a required field out', () => {
    const sparse = jobPosting(
      {
        ...VACANCY,
        description: '',
        requirements: '',
        salary: { from: null, to: null, currency: 'RUR', gross: false },
        expiresAt: null,
        company: { ...VACANCY.company, logoUrl: null },
      },
      BASE,
    );
    expect(validateJobPosting(sparse)).toEqual({ required: [], recommended: ['validThrough', 'baseSalary'] });
    expect(sparse.description).toBe(VACANCY.title);
    expect(sparse.hiringOrganization).not.toHaveProperty('logo');
  });

  it('the validator itself refuses what Google refuses', () => {
    const broken = { ...jobPosting(VACANCY, BASE), datePosted: undefined, jobLocation: undefined };
    expect(validateJobPosting(broken).required).toEqual(['datePosted', 'jobLocation']);
    const badSalary = {
      ...jobPosting(VACANCY, BASE),
      baseSalary: { '@type': 'MonetaryAmount', currency: 'руб' },
    };
    expect(validateJobPosting(badSalary).required).toEqual(['baseSalary']);
  });
});
