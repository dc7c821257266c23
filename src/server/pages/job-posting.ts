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
 * The vacancy's place: its address as written and the dictionary's city and region
 * (docs/decisions/061-places.md), so a search engine places it without reading the address.
 */
function addressOf(vacancy: VacancyDetail): Record<string, string> {
  return {
    '@type': 'PostalAddress',
    ...(vacancy.address ? { streetAddress: vacancy.address } : {}),
    ...(vacancy.city ? { addressLocality: vacancy.city.name, addressRegion: vacancy.city.region } : {}),
    addressCountry: 'RU',
  };
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
    // The board's own id for the vacancy, named by the company that posts it.
    identifier: { '@type': 'PropertyValue', name: vacancy.company.name, value: String(vacancy.id) },
    hiringOrganization: {
      '@type': 'Organization',
      name: vacancy.company.name,
      sameAs: absoluteUrl(base, `${paths.company}${vacancy.company.id}/`),
      ...(vacancy.company.logoUrl ? { logo: absoluteUrl(base, vacancy.company.logoUrl) } : {}),
    },
  };
  if (vacancy.publishedAt) posting.datePosted = vacancy.publishedAt;
  if (vacancy.expiresAt) posting.validThrough = vacancy.expiresAt;
  const remote = vacancy.schedule === 'remote';
  // Google's rich results need a place unless the work is remote: the country at least.
  if (vacancy.address || vacancy.city || !remote) {
    posting.jobLocation = { '@type': 'Place', address: addressOf(vacancy) };
  }
  if (remote) {
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
