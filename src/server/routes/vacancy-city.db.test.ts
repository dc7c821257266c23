import { beforeEach, expect, it } from 'vitest';
import { invalidatePublicLists, type Role, vacancyInput } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { CompanyDetail } from '../../shared/contract/company.contract';
import type { VacancyDetail } from '../../shared/contract/vacancy.contract';
import { messages } from '../../shared/messages';
import { vacancies } from '../db/schema';

/** Cities of the shipped dictionary (src/server/db/reference/russian-cities.tsv). */
const KAZAN = { id: 928, name: 'Казань', region: 'Республика Татарстан' };
const MOSCOW = { id: 510, name: 'Москва', region: 'Москва' };
/** An id the dictionary does not have (it holds 1 117 towns). */
const NO_SUCH_CITY = 99_999;

/**
 * A vacancy's and a company's city as the forms send it (docs/decisions/061): an id of the
 * dictionary, null for none, or left out for the city the address names; a city is a place that
 * publishing (publishProblems, contract/vacancy-input.contract.ts) and a restore from the archive accept.
 */
describeOnDatabases('the city of a vacancy and of a company profile', (target) => {
  const suite = useBoardSuite(target);

  beforeEach(async () => {
    await suite.database.db.delete(vacancies);
    await invalidatePublicLists(suite.database.db);
  });

  const call = (method: string, path: string, role: Role, json?: unknown) =>
    suite.t.api(method, path, { cookie: suite.cookies[role], json });
  const vacancyOf = (response: { body: Record<string, unknown> }) => response.body.data as VacancyDetail;
  const companyOf = (response: { body: Record<string, unknown> }) => response.body.data as CompanyDetail;

  it('saves a vacancy’s city and reads it back; null is none, whatever the address says', async () => {
    const created = await call('POST', '/api/vacancy/', 'owner', vacancyInput({ cityId: KAZAN.id }));
    expect(created.status).toBe(201);
    expect(vacancyOf(created).city).toEqual(KAZAN);
    const id = vacancyOf(created).id;
    expect(vacancyOf(await call('GET', `/api/vacancy/${id}/`, 'owner')).city).toEqual(KAZAN);

    const moved = await call('PUT', `/api/vacancy/${id}/`, 'owner', vacancyInput({ cityId: MOSCOW.id }));
    expect(moved.status).toBe(200);
    expect(vacancyOf(moved).city).toEqual(MOSCOW);
    // The address names Moscow, but the form said «no city»: none it is.
    const cleared = await call('PUT', `/api/vacancy/${id}/`, 'owner', vacancyInput({ cityId: null }));
    expect(vacancyOf(cleared).city).toBeNull();
    expect(vacancyOf(await call('GET', `/api/vacancy/${id}/`, 'owner')).city).toBeNull();
  });

  it('refuses a city the dictionary does not have, at the field `cityId`', async () => {
    const refused = await call('POST', '/api/vacancy/', 'owner', vacancyInput({ cityId: NO_SUCH_CITY }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ cityId: messages.vacancyCityUnknown });
    const created = await call('POST', '/api/vacancy/', 'owner', vacancyInput({ cityId: KAZAN.id }));
    const id = vacancyOf(created).id;
    const edited = await call('PUT', `/api/vacancy/${id}/`, 'owner', vacancyInput({ cityId: NO_SUCH_CITY }));
    expect(edited.status).toBe(400);
    expect(edited.body.errors).toEqual({ cityId: messages.vacancyCityUnknown });
    expect(vacancyOf(await call('GET', `/api/vacancy/${id}/`, 'owner')).city).toEqual(KAZAN);
  });

  it('left out, the city is the one the address names', async () => {
    const created = await call(
      'POST',
      '/api/vacancy/',
      'owner',
      vacancyInput({ address: 'г. Казань, ул. Баумана, 1' }),
    );
    expect(created.status).toBe(201);
    expect(vacancyOf(created).city).toEqual(KAZAN);
    const unnamed = await call(
      'PUT',
      `/api/vacancy/${vacancyOf(created).id}/`,
      'owner',
      vacancyInput({ address: 'ул. Ленина, 5' }),
    );
    expect(vacancyOf(unnamed).city).toBeNull();
  });

  it('publishes with a city and no address, and a city brings it back from the archive', async () => {
    const bare = vacancyInput({ address: '', publish: true });
    const refused = await call('POST', '/api/vacancy/', 'owner', bare);
    expect(refused.status).toBe(400);
    // Said at the city, the place's first field in the form.
    expect(refused.body.errors).toEqual({ cityId: expect.stringContaining('Укажите город или адрес') });

    const published = await call('POST', '/api/vacancy/', 'owner', { ...bare, cityId: KAZAN.id });
    expect(published.status).toBe(201);
    expect(vacancyOf(published)).toMatchObject({ status: 'published', address: null, city: KAZAN });
    const id = vacancyOf(published).id;
    expect((await call('POST', '/api/vacancy/archive/', 'owner', { id, archived: true })).status).toBe(200);
    const restored = await call('POST', '/api/vacancy/archive/', 'owner', { id, archived: false });
    expect(restored.status).toBe(200);
    expect(vacancyOf(restored).status).toBe('published');
  });

  it('saves a company’s city, refuses an unknown one and finds it in the address when left out', async () => {
    const path = `/api/company/${suite.board.owner.id}/`;
    const profile = { description: 'Сервисы для студентов.', address: 'г. Казань, ул. Баумана, 1' };

    const derived = await call('PUT', path, 'owner', profile);
    expect(derived.status).toBe(200);
    expect(companyOf(derived).city).toEqual(KAZAN);

    const chosen = await call('PUT', path, 'owner', { ...profile, cityId: MOSCOW.id });
    expect(companyOf(chosen).city).toEqual(MOSCOW);
    expect(companyOf(await call('GET', path, 'guest')).city).toEqual(MOSCOW);

    const unknown = await call('PUT', path, 'owner', { ...profile, cityId: NO_SUCH_CITY });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ cityId: messages.vacancyCityUnknown });
    expect(companyOf(await call('GET', path, 'owner')).city).toEqual(MOSCOW);

    const none = await call('PUT', path, 'owner', { ...profile, cityId: null });
    expect(companyOf(none).city).toBeNull();
  });
});
