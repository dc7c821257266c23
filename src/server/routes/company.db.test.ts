import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { insertVacancy, type Role } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { CompanyDetail, CompanyListItem } from '../../shared/contract/company.contract';
import type { Page } from '../../shared/contract/query';
import { messages } from '../../shared/messages';
import { companies } from '../db/schema';

describeOnDatabases('/api/company/getItems and /api/company/:id/', (target) => {
  const suite = useBoardSuite(target);

  beforeAll(async () => {
    // Names that C collation would put in the wrong places (Latin first, «ё» after «я», lower case last).
    await suite.database.db.insert(companies).values(
      ['яндекс-маркет', 'Ёлка', 'Еда', 'Apple', '100% Кофе', 'Денай'].map((name, index) => ({
        email: `c${index}@example.ru`,
        passwordHash: 'x',
        name,
        status: name === 'Денай' ? ('denied' as const) : ('approved' as const),
      })),
    );
    const now = suite.t.clock.now();
    await insertVacancy(suite.database.db, now, { companyId: suite.board.owner.id });
    await insertVacancy(suite.database.db, now, { companyId: suite.board.owner.id });
    await insertVacancy(suite.database.db, now, { companyId: suite.board.owner.id, status: 'draft' });
    await insertVacancy(suite.database.db, now, { companyId: suite.board.owner.id, status: 'archived' });
  });

  const list = async (query: string, role: Role = 'guest') => {
    const response = await suite.t.api('GET', `/api/company/getItems${query}`, {
      cookie: suite.cookies[role],
    });
    return { ...response, data: response.body.data as Page<CompanyListItem> };
  };
  const names = (data: Page<CompanyListItem>) => data.items.map((item) => item.name);
  const call = (method: string, path: string, role: Role, json?: unknown) =>
    suite.t.api(method, path, { cookie: suite.cookies[role], json });

  it('lists approved companies in Russian alphabetical order, for everyone but admins', async () => {
    const expected = ['100% Кофе', 'Альфа', 'Еда', 'Ёлка', 'ООО «Ромашка»', 'яндекс-маркет', 'Apple'];
    for (const role of ['guest', 'student', 'owner', 'pending'] as const) {
      const { status, data } = await list('', role);
      expect(status).toBe(200);
      expect(names(data), role).toEqual(expected);
    }
    // A status filter is an admin's tool: others still get the approved ones.
    expect(names((await list('?status=pending,denied')).data)).toEqual(expected);
  });

  it('lets admins see and filter every status', async () => {
    expect(names((await list('?status=pending', 'admin')).data)).toEqual(['Бета']);
    expect(names((await list('?status=denied,pending', 'admin')).data)).toEqual(['Бета', 'Денай']);
    expect((await list('', 'admin')).data.total).toBe(9);
  });

  it('gives admins what they decide by (INN, contact person, email, phone), never anyone else', async () => {
    const { db } = suite.database;
    await db
      .update(companies)
      .set({ inn: '7707083893', contactPerson: 'Ирина Петрова', phone: '+79161234567' })
      .where(eq(companies.id, suite.board.pending.id));
    const [pending] = (await list(`?id=${suite.board.pending.id}`, 'admin')).data.items;
    expect(pending?.review).toEqual({
      email: expect.stringContaining('@'),
      inn: '7707083893',
      contactPerson: 'Ирина Петрова',
      phone: '+79161234567',
      website: null,
    });
    for (const role of ['guest', 'student', 'owner', 'pending'] as const) {
      const { data } = await list('', role);
      expect(
        data.items.some((item) => 'review' in item),
        role,
      ).toBe(false);
    }
  });

  it('opens one company by id for the admin’s notification, never beyond what the caller may see', async () => {
    const pending = suite.board.pending.id;
    expect(names((await list(`?id=${pending}`, 'admin')).data)).toEqual(['Бета']);
    expect(names((await list(`?id=${pending}`)).data)).toEqual([]);
    expect(names((await list(`?id=${pending}&status=pending`, 'owner')).data)).toEqual([]);
    expect(names((await list(`?id=${suite.board.other.id}`)).data)).toEqual(['Альфа']);
    expect((await list('?id=0', 'admin')).status).toBe(400);
  });

  it('searches names case-insensitively, with % and _ taken literally', async () => {
    expect(names((await list(`?text=${encodeURIComponent('РОМ')}`)).data)).toEqual(['ООО «Ромашка»']);
    expect(names((await list('?text=%25')).data)).toEqual(['100% Кофе']);
    expect(names((await list('?text=_')).data)).toEqual([]);
  });

  it('filters companies with coordinates for the map, counts open vacancies, pages', async () => {
    expect(names((await list('?withCoordinates=true')).data)).toEqual(['Альфа']);
    const romashka = (await list(`?text=${encodeURIComponent('ромашка')}`)).data.items[0];
    expect(romashka?.openVacancies).toBe(2);
    const page = await list('?limit=3&page=3');
    expect(page.data).toMatchObject({ total: 7, page: 3, hasMore: false });
    expect(names(page.data)).toEqual(['Apple']);
    expect((await list('?limit=51')).status).toBe(400);
  });

  it('shows an approved profile to everyone, contacts only to the company itself and admins', async () => {
    for (const role of ['guest', 'student', 'other', 'owner', 'admin'] as const) {
      const response = await call('GET', `/api/company/${suite.board.owner.id}/`, role);
      expect(response.status, role).toBe(200);
      const detail = response.body.data as CompanyDetail;
      const insider = role === 'owner' || role === 'admin';
      expect(detail.canEdit, role).toBe(insider);
      expect(detail.contacts, role).toEqual(
        insider ? { email: 'hr@company.ru', contactPerson: null, phone: null, inn: null } : null,
      );
      expect(detail.openVacancies).toBe(2);
    }
  });

  it('hides pending companies behind 404 except from themselves and admins', async () => {
    for (const role of ['guest', 'student', 'other'] as const) {
      const response = await call('GET', `/api/company/${suite.board.pending.id}/`, role);
      expect(response.status, role).toBe(404);
      expect(response.body.message).toBe(messages.companyNotFound);
    }
    for (const role of ['pending', 'admin'] as const) {
      expect((await call('GET', `/api/company/${suite.board.pending.id}/`, role)).status, role).toBe(200);
    }
    expect((await call('GET', '/api/company/999999/', 'admin')).status).toBe(404);
  });

  it('edits the profile: itself or an admin; projects replaced in the given order', async () => {
    const path = `/api/company/${suite.board.owner.id}/`;
    const profile = {
      description: 'Мы делаем сервисы для студентов. И ещё кое-что.',
      website: 'https://romashka.example',
      logoUrl: '',
      address: 'Москва, Тверская, 1',
      lat: 55.76,
      lng: 37.61,
      projects: [
        { title: 'Первый', description: 'Описание', imageUrl: 'https://img.example/1.png' },
        { title: 'Второй', link: 'https://romashka.example/2' },
        { title: 'Третий' },
      ],
    };
    expect((await call('PUT', path, 'guest', profile)).status).toBe(401);
    expect((await call('PUT', path, 'student', profile)).status).toBe(403);
    const foreign = await call('PUT', path, 'other', profile);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(messages.companyNotYours);
    expect((await call('PUT', `/api/company/${suite.board.pending.id}/`, 'other', profile)).status).toBe(404);
    expect((await call('PUT', '/api/company/999999/', 'admin', profile)).status).toBe(404);

    const saved = await call('PUT', path, 'owner', profile);
    expect(saved.status).toBe(200);
    const detail = saved.body.data as CompanyDetail;
    expect(detail).toMatchObject({
      website: 'https://romashka.example',
      logoUrl: null,
      address: 'Москва, Тверская, 1',
      lat: 55.76,
      lng: 37.61,
      summary: 'Мы делаем сервисы для студентов. И ещё кое-что.',
    });
    expect(detail.projects.map((project) => project.title)).toEqual(['Первый', 'Второй', 'Третий']);
    expect(detail.projects[1]).toMatchObject({ link: 'https://romashka.example/2', imageUrl: null });

    const byAdmin = await call('PUT', path, 'admin', { ...profile, projects: [{ title: 'Единственный' }] });
    expect(byAdmin.status).toBe(200);
    const reread = (await call('GET', path, 'guest')).body.data as CompanyDetail;
    expect(reread.projects.map((project) => project.title)).toEqual(['Единственный']);
    expect(names((await list('?withCoordinates=true')).data)).toEqual(['Альфа', 'ООО «Ромашка»']);

    const invalid = await call('PUT', path, 'owner', { lat: 55, website: 'ftp://x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      website: 'Сайт: адрес должен начинаться с https://',
      lng: 'Укажите обе координаты точки или ни одной.',
    });
  });
});
