import { eq, inArray, sql } from 'drizzle-orm';
import type { VacancyInput } from '../../../shared/contract/vacancy-input.contract';
import type { Schedule, VacancyStatus } from '../../../shared/dictionaries';
import { messages } from '../../../shared/messages';
import { bumpCacheVersions } from '../../cache/cache-versions';
import type { Executor } from '../../db/client';
import { cities, companies, tags, vacancies, vacancyTags, vacancyTypes } from '../../db/schema';
import { type DomainFailure, failure } from '../result';
import { canManageCompany, type Viewer } from '../viewer';
import { isVisibleToStudents } from './vacancy-visibility';

/** The stored columns of an input; optional texts typed as '' are stored as null. */
export function vacancyColumns(input: VacancyInput) {
  const orNull = (text: string) => (text === '' ? null : text);
  return {
    title: input.title,
    vacancyTypeId: input.vacancyTypeId,
    description: input.description,
    requirements: input.requirements,
    conditions: input.conditions,
    salaryFrom: input.salaryFrom,
    salaryTo: input.salaryTo,
    salaryCurrency: input.salaryCurrency,
    salaryGross: input.salaryGross,
    employment: input.employment,
    schedule: input.schedule,
    experience: input.experience,
    // Not said: the city the address names (`city_of_address`, migration 0031), or none.
    cityId:
      input.cityId === undefined
        ? sql<number | null>`city_of_address(${orNull(input.address)})`
        : input.cityId,
    address: orNull(input.address),
    lat: input.lat,
    lng: input.lng,
    contactName: orNull(input.contactName),
    contactEmail: orNull(input.contactEmail),
    contactPhone: orNull(input.contactPhone),
    applyElsewhere: orNull(input.applyElsewhere),
    suitsPractice: input.flags.suitsPractice,
    combinableWithStudy: input.flags.combinableWithStudy,
    firstYearFriendly: input.flags.firstYearFriendly,
    forGraduates: input.flags.forGraduates,
  };
}

/** Field errors for a type or tags that do not exist (hidden ones may still be chosen). */
export async function referenceErrors(tx: Executor, input: VacancyInput): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (input.vacancyTypeId !== null) {
    const [type] = await tx
      .select({ id: vacancyTypes.id })
      .from(vacancyTypes)
      .where(eq(vacancyTypes.id, input.vacancyTypeId));
    if (!type) errors.vacancyTypeId = messages.vacancyTypeUnknown;
  }
  if (input.cityId != null) {
    const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId));
    if (!city) errors.cityId = messages.vacancyCityUnknown;
  }
  const wanted = [...new Set(input.tagIds)];
  if (wanted.length > 0) {
    const found = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, wanted));
    if (found.length !== wanted.length) errors.tagIds = messages.vacancyTagUnknown;
  }
  return errors;
}

export async function replaceVacancyTags(tx: Executor, vacancyId: number, tagIds: readonly number[]) {
  await tx.delete(vacancyTags).where(eq(vacancyTags.vacancyId, vacancyId));
  const unique = [...new Set(tagIds)];
  if (unique.length > 0) await tx.insert(vacancyTags).values(unique.map((tagId) => ({ vacancyId, tagId })));
}

export type LockedVacancy = {
  id: number;
  companyId: number;
  title: string;
  status: VacancyStatus;
  publishedAt: Date | null;
  hiddenAt: Date | null;
  /** Set while the career centre's return waits for the company (docs/decisions/052). */
  returnReason: string | null;
  /** What publishing asks for (contract/vacancy-input.contract.ts, `publishProblems`). */
  description: string;
  address: string | null;
  /** A city is a place as an address is (docs/decisions/061). */
  cityId: number | null;
  schedule: Schedule;
};

/**
 * The vacancy a write is about, locked for the transaction: 404 when it does not exist, 403 when
 * it belongs to another company (a company may learn that an id is taken, not what is behind it).
 */
export async function lockVacancyForWrite(
  tx: Executor,
  id: number,
  viewer: Viewer,
  now: Date,
): Promise<{ ok: true; vacancy: LockedVacancy } | DomainFailure> {
  const [row] = await tx
    .select({
      id: vacancies.id,
      companyId: vacancies.companyId,
      title: vacancies.title,
      status: vacancies.status,
      publishedAt: vacancies.publishedAt,
      expiresAt: vacancies.expiresAt,
      hiddenAt: vacancies.hiddenAt,
      returnReason: vacancies.returnReason,
      companyStatus: companies.status,
      description: vacancies.description,
      address: vacancies.address,
      cityId: vacancies.cityId,
      schedule: vacancies.schedule,
    })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(eq(vacancies.id, id))
    .for('update', { of: vacancies });
  if (!row) return failure('not-found', messages.vacancyNotFound);
  if (!canManageCompany(viewer, row.companyId)) {
    // Another company's vacancy that the public cannot see (a draft, the archive, a company not yet
    // approved, a closed one) does not exist for this caller (docs/decisions/005): 404, not a 403.
    return isVisibleToStudents(row, now)
      ? failure('forbidden', messages.vacancyNotYours)
      : failure('not-found', messages.vacancyNotFound);
  }
  const { companyStatus: _company, expiresAt: _expires, ...vacancy } = row;
  return {
    ok: true,
    vacancy: { ...vacancy, status: row.status as VacancyStatus, schedule: row.schedule as Schedule },
  };
}

/** The columns a publication clears: the career centre's return is answered (docs/decisions/052). */
export const RETURN_ANSWERED = { returnedAt: null, returnedBy: null, returnReason: null } as const;

/**
 * Only writes that touch a published vacancy change what the public sees (lists, counts of
 * companies and dictionaries): a draft's edits leave every cached public answer valid.
 */
export async function bumpIfPublic(tx: Executor, ...statuses: VacancyStatus[]): Promise<void> {
  if (statuses.includes('published')) await bumpCacheVersions(tx, ['vacancies', 'companies', 'dictionaries']);
}
