/** The company profile form's values and their way to CompanyProfileInputSchema. */
import {
  type CompanyDetail,
  type CompanyProfileInput,
  CompanyProfileInputSchema,
} from '../../../shared/contract/company.contract';
import type { City } from '../../../shared/contract/place.contract';
import { type Verdict, verdictOf } from '../../lib/use-form';
import { coordinateMessage, parseCoordinate } from '../../ui/form/point-fields';

export interface ProjectValues {
  /** A React key that follows the project when it moves; never sent. */
  key: string;
  title: string;
  description: string;
  imageUrl: string;
  link: string;
}

export interface ProfileValues {
  description: string;
  website: string;
  logoUrl: string;
  bannerUrl: string;
  /** The dictionary's city (docs/decisions/061), sent as `cityId`: new vacancies start with it. */
  city: City | null;
  address: string;
  lat: string;
  lng: string;
  projects: readonly ProjectValues[];
}

let nextKey = 0;
function newProjectKey(): string {
  nextKey += 1;
  return `project-${nextKey}`;
}

export function emptyProject(): ProjectValues {
  return { key: newProjectKey(), title: '', description: '', imageUrl: '', link: '' };
}

export function valuesFromCompany(company: CompanyDetail): ProfileValues {
  return {
    description: company.description,
    website: company.website ?? '',
    logoUrl: company.logoUrl ?? '',
    bannerUrl: company.bannerUrl ?? '',
    city: company.city,
    address: company.address ?? '',
    lat: company.lat === null ? '' : String(company.lat),
    lng: company.lng === null ? '' : String(company.lng),
    projects: company.projects.map((project) => ({
      key: newProjectKey(),
      title: project.title,
      description: project.description,
      imageUrl: project.imageUrl ?? '',
      link: project.link ?? '',
    })),
  };
}

function toCandidate(values: ProfileValues): Record<string, unknown> {
  return {
    description: values.description,
    website: values.website,
    logoUrl: values.logoUrl,
    bannerUrl: values.bannerUrl,
    // Always said: none chosen is none (null), not «find it in the address» (left out).
    cityId: values.city?.id ?? null,
    address: values.address,
    lat: parseCoordinate(values.lat),
    lng: parseCoordinate(values.lng),
    projects: values.projects.map(({ title, description, imageUrl, link }) => ({
      title,
      description,
      imageUrl,
      link,
    })),
  };
}

export function checkProfile(values: ProfileValues): Verdict<CompanyProfileInput> {
  return verdictOf(CompanyProfileInputSchema, toCandidate(values), coordinateMessage);
}

/** Keys are compared without the React keys, which change on every load. */
export function sameProfile(a: ProfileValues, b: ProfileValues): boolean {
  return (
    JSON.stringify(toCandidate(a)) === JSON.stringify(toCandidate(b)) && a.lat === b.lat && a.lng === b.lng
  );
}

const TOP_FIELDS = new Set([
  'description',
  'website',
  'logoUrl',
  'bannerUrl',
  'cityId',
  'address',
  'lat',
  'lng',
  'projects',
]);
const PROJECT_FIELD = /^projects\.(\d+)\.(title|description|imageUrl|link)$/;

/** Whether the form shows a server error at a field (`website`, `projects.3.link`). */
export function isProfileField(path: string, projectCount: number): boolean {
  if (TOP_FIELDS.has(path)) return true;
  const match = PROJECT_FIELD.exec(path);
  return match !== null && Number(match[1]) < projectCount;
}
