import { eq } from 'drizzle-orm';
import type { City } from '../../../shared/contract/place.contract';
import type { AddressCity, UnmatchedKind } from '../../../shared/contract/unmatched-address.contract';
import { formatMessage, messages } from '../../../shared/messages';
import { bumpCacheVersions } from '../../cache/cache-versions';
import type { Executor } from '../../db/client';
import { cities, companies, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, invalid, success } from '../result';
import { queueVacancyMatch } from '../subscription-alerts/queue-vacancy-match';
import { bumpIfPublic, lockVacancyForWrite } from '../vacancies/vacancy-writes';

async function cityById(tx: Executor, id: number): Promise<City | null> {
  const [city] = await tx
    .select({ id: cities.id, name: cities.name, region: cities.region })
    .from(cities)
    .where(eq(cities.id, id));
  return city ?? null;
}

/**
 * Whether a row that has a city by now may take this one: the same city again is a repeated
 * click, another is someone's newer choice, which the report's stale row must not overwrite.
 */
async function takenBy(tx: Executor, current: number | null, chosen: number): Promise<string | null> {
  if (current === null || current === chosen) return null;
  const city = await cityById(tx, current);
  return formatMessage(messages.addressCityTaken, { city: city?.name ?? String(current) });
}

/**
 * PUT /api/vacancy/city/:id/ and /api/company/city/:id/ (admins, docs/decisions/061): the city
 * of an address the dictionary did not match, and nothing else of the vacancy or the profile, so
 * the owner's other fields and concurrent edits stay as they are. A published vacancy's public
 * lists are told at once and its saved searches matched again, as after any edit of it.
 */
export async function setAddressCity(
  deps: DomainDeps,
  adminId: number,
  kind: UnmatchedKind,
  id: number,
  cityId: number,
): Promise<DomainResult<AddressCity>> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (kind === 'vacancy') {
      const locked = await lockVacancyForWrite(tx, id, { kind: 'admin', id: adminId }, now);
      if (!locked.ok) return locked;
      const vacancy = locked.vacancy;
      const city = await cityById(tx, cityId);
      if (!city) return invalid({ cityId: messages.vacancyCityUnknown });
      if (vacancy.schedule === 'remote') return failure('conflict', messages.addressCityRemote);
      const taken = await takenBy(tx, vacancy.cityId, cityId);
      if (taken) return failure('conflict', taken);
      if (vacancy.cityId === null) {
        await tx.update(vacancies).set({ cityId, updatedAt: now }).where(eq(vacancies.id, id));
        await bumpIfPublic(tx, vacancy.status);
        if (vacancy.status === 'published') await queueVacancyMatch(tx, id, now);
      }
      return success({ kind, id, city });
    }
    const [company] = await tx
      .select({ cityId: companies.cityId })
      .from(companies)
      .where(eq(companies.id, id))
      .for('update');
    if (!company) return failure('not-found', messages.companyNotFound);
    const city = await cityById(tx, cityId);
    if (!city) return invalid({ cityId: messages.vacancyCityUnknown });
    const taken = await takenBy(tx, company.cityId, cityId);
    if (taken) return failure('conflict', taken);
    if (company.cityId === null) {
      await tx.update(companies).set({ cityId, updatedAt: now }).where(eq(companies.id, id));
      // The company lists and pages show its place.
      await bumpCacheVersions(tx, ['companies']);
    }
    return success({ kind, id, city });
  });
}
