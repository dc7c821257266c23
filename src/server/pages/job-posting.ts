import type { VacancyDetail } from '../../shared/contract/vacancy.contract';
import type { Currency, Employment } from '../../shared/dictionaries';
import { paths } from '../../shared/paths';
import { absoluteUrl } from './html-text';

/** schema.org employmentType for our employment kinds (https://schema.org/employmentType). */
const EMPLOYMENT_TYPES: Record<Employment, string> = {
  full: 'FULL_TIME',
  part: 'PART_TIME',
  project: 'CONTRACTOR',
  volunteer: 'VOLUNTEER',
  probation: 'INTERN',
};

/** ISO 4217: hh.ru's dictionary says RUR for the rouble (shared/dictionaries.ts). */
const ISO_CURRENCIES: Record<Currency, string> = { RUR: 'RUB', USD: 'USD', EUR: 'EUR' };

/** The vacancy's text as one description: what it is, what it needs, what it offers. */
function descriptionOf(vacancy: VacancyDetail): string {
  return [vacancy.description, vacancy.requirements, vacancy.conditions]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('\n\n');
}

/**
 * schema.org JobPosting for a public vacancy (Google's job posting fields): the values are data,
 * never markup; renderHead serialises them with inlineJson.
 */
export function jobPosting(vacancy: VacancyDetail, base: string): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: descriptionOf(vacancy) || vacancy.title,
    url: absoluteUrl(base, `${paths.vacancy}${vacancy.id}/`),
    employmentType: EMPLOYMENT_TYPES[vacancy.employment],
    hiringOrganization: {
      '@type': 'Organization',
      name: vacancy.company.name,
      sameAs: absoluteUrl(base, `${paths.company}${vacancy.company.id}/`),
      ...(vacancy.company.logoUrl ? { logo: absoluteUrl(base, vacancy.company.logoUrl) } : {}),
    },
  };
  if (vacancy.publishedAt) posting.datePosted = vacancy.publishedAt;
  if (vacancy.expiresAt) posting.validThrough = vacancy.expiresAt;
  if (vacancy.address) {
    posting.jobLocation = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: vacancy.address, addressCountry: 'RU' },
    };
  }
  if (vacancy.schedule === 'remote') {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'Россия' };
  }
  const { from, to, currency } = vacancy.salary;
  if (from !== null || to !== null) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: ISO_CURRENCIES[currency],
      value: {
        '@type': 'QuantitativeValue',
        ...(from !== null ? { minValue: from } : {}),
        ...(to !== null ? { maxValue: to } : {}),
        unitText: 'MONTH',
      },
    };
  }
  return posting;
}
