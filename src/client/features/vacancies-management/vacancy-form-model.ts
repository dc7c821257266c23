/**
 * The vacancy form's values as the inputs hold them (strings for numbers, '' for «не выбрано»)
 * and their way to the contract: VacancyInputSchema decides what is valid, here and on the server.
 */
import type { CompanyDetail } from '../../../shared/contract/company.contract';
import type { City } from '../../../shared/contract/place.contract';
import type { VacancyDetail } from '../../../shared/contract/vacancy.contract';
import {
  publishProblems,
  type VacancyInput,
  VacancyInputSchema,
} from '../../../shared/contract/vacancy-input.contract';
import type { Currency, Employment, Experience, Schedule, StudentFlag } from '../../../shared/dictionaries';
import { formatPhone } from '../../../shared/phone';
import { type Verdict, verdictOf } from '../../lib/use-form';
import { coordinateMessage, parseCoordinate } from '../../ui/form/point-fields';

export interface VacancyFormValues {
  title: string;
  /** '' for no type. */
  vacancyTypeId: string;
  tagIds: readonly number[];
  description: string;
  requirements: string;
  conditions: string;
  salaryFrom: string;
  salaryTo: string;
  salaryCurrency: Currency;
  salaryGross: boolean;
  employment: Employment;
  schedule: Schedule;
  experience: Experience;
  flags: Readonly<Record<StudentFlag, boolean>>;
  /** The dictionary's city (docs/decisions/061), sent as `cityId`; null — none chosen. */
  city: City | null;
  address: string;
  lat: string;
  lng: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  /** '' — students apply on the board; an https link or an email — they are sent there. */
  applyElsewhere: string;
}

/** The usual first job of a student: full-time office work, no experience required. */
export const EMPTY_VACANCY: VacancyFormValues = {
  title: '',
  vacancyTypeId: '',
  tagIds: [],
  description: '',
  requirements: '',
  conditions: '',
  salaryFrom: '',
  salaryTo: '',
  salaryCurrency: 'RUR',
  salaryGross: false,
  employment: 'full',
  schedule: 'fullDay',
  experience: 'noExperience',
  flags: { suitsPractice: false, combinableWithStudy: false, firstYearFriendly: false, forGraduates: false },
  city: null,
  address: '',
  lat: '',
  lng: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  applyElsewhere: '',
};

const numberText = (value: number | null) => (value === null ? '' : String(value));

/**
 * A new vacancy starts from what the company profile already holds: its city, address and map
 * point, its contact person, email and phone. The company edits them where this vacancy differs.
 */
export function valuesFromCompany(company: CompanyDetail): VacancyFormValues {
  const phone = company.contacts?.phone ?? null;
  return {
    ...EMPTY_VACANCY,
    city: company.city,
    address: company.address ?? '',
    lat: numberText(company.lat),
    lng: numberText(company.lng),
    contactName: company.contacts?.contactPerson ?? '',
    contactEmail: company.contacts?.email ?? '',
    contactPhone: phone ? (formatPhone(phone) ?? phone) : '',
  };
}

export function valuesFromDetail(detail: VacancyDetail): VacancyFormValues {
  return {
    title: detail.title,
    vacancyTypeId: detail.vacancyType ? String(detail.vacancyType.id) : '',
    tagIds: detail.tags.map((tag) => tag.id),
    description: detail.description,
    requirements: detail.requirements,
    conditions: detail.conditions,
    salaryFrom: numberText(detail.salary.from),
    salaryTo: numberText(detail.salary.to),
    salaryCurrency: detail.salary.currency,
    salaryGross: detail.salary.gross,
    employment: detail.employment,
    schedule: detail.schedule,
    experience: detail.experience,
    flags: { ...detail.flags },
    city: detail.city,
    address: detail.address ?? '',
    lat: numberText(detail.lat),
    lng: numberText(detail.lng),
    contactName: detail.contacts.name ?? '',
    contactEmail: detail.contacts.email ?? '',
    // A stored number shows as the mask writes it; older free text stays, for the form to refuse.
    contactPhone: detail.contacts.phone ? (formatPhone(detail.contacts.phone) ?? detail.contacts.phone) : '',
    applyElsewhere: detail.applyElsewhere ?? '',
  };
}

/** «50 000» and «50000» are the same amount; anything else stays NaN for the contract to reject. */
function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  return compact === '' ? null : /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** What the contract is given: the form's values in the API's shape, saved as a draft (`publish` is the button's). */
function toCandidate(values: VacancyFormValues): Record<string, unknown> {
  return {
    title: values.title,
    vacancyTypeId: values.vacancyTypeId === '' ? null : Number(values.vacancyTypeId),
    tagIds: [...values.tagIds],
    description: values.description,
    requirements: values.requirements,
    conditions: values.conditions,
    salaryFrom: parseAmount(values.salaryFrom),
    salaryTo: parseAmount(values.salaryTo),
    salaryCurrency: values.salaryCurrency,
    salaryGross: values.salaryGross,
    employment: values.employment,
    schedule: values.schedule,
    experience: values.experience,
    flags: { ...values.flags },
    // Always said: none chosen is none (null), not «find it in the address» (left out).
    cityId: values.city?.id ?? null,
    address: values.address,
    lat: parseCoordinate(values.lat),
    lng: parseCoordinate(values.lng),
    contactName: values.contactName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    applyElsewhere: values.applyElsewhere,
  };
}

export function checkVacancy(values: VacancyFormValues): Verdict<VacancyInput> {
  return verdictOf(VacancyInputSchema, toCandidate(values), coordinateMessage);
}

/**
 * What publishing asks of the values (the contract's rule, which the server applies too): the
 * chosen city counts as a place, as an address does.
 */
export function missingToPublish(values: VacancyFormValues): Record<string, string> {
  return publishProblems({
    description: values.description,
    address: values.address,
    schedule: values.schedule,
    cityId: values.city?.id ?? null,
  });
}

/**
 * The top-level fields the form shows; a server error about any other key goes to the alert. The
 * city is sent, and refused, as `cityId`.
 */
export const VACANCY_FIELDS: ReadonlySet<string> = new Set([...Object.keys(EMPTY_VACANCY), 'cityId']);
