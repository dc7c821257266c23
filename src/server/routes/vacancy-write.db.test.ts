import { beforeEach, expect, it } from 'vitest';
import {
  insertVacancy,
  invalidatePublicLists,
  type Role,
  vacancyInput,
} from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { VacancyDetail, VacancyListItem } from '../../shared/contract/vacancy.contract';
import { messages } from '../../shared/messages';
import { vacancies } from '../db/schema';

describeOnDatabases('/api/vacancy/ detail, create, edit, delete and archive', (target) => {
  const suite = useBoardSuite(target);

  beforeEach(async () => {
    await suite.database.db.delete(vacancies);
    await invalidatePublicLists(suite.database.db);
  });

  const call = (method: string, path: string, role: Role, json?: unknown) =>
    suite.t.api(method, path, { cookie: suite.cookies[role], json });
  const detailOf = (response: { body: Record<string, unknown> }) => response.body.data as VacancyDetail;
  const publicIds = async () =>
    ((await suite.t.api('GET', '/api/vacancy/getItems')).body.data as { items: VacancyListItem[] }).items.map(
      (item) => item.id,
    );
  const add = (values: Parameters<typeof insertVacancy>[2]) =>
    insertVacancy(suite.database.db, suite.t.clock.now(), values);

  it('shows a published vacancy of an approved company to everyone; canEdit only for its company and admins', async () => {
    const row = await add({
      companyId: suite.board.owner.id,
      title: 'Открытая вакансия',
      contactEmail: 'hr@romashka.ru',
    });
    for (const role of ['guest', 'student', 'owner', 'other', 'pending', 'admin'] as const) {
      const response = await call('GET', `/api/vacancy/${row.id}/`, role);
      expect(response.status, role).toBe(200);
      expect(detailOf(response).canEdit, role).toBe(role === 'owner' || role === 'admin');
      expect(detailOf(response).contacts.email).toBe('hr@romashka.ru');
    }
  });

  it('hides drafts, archived vacancies and vacancies of pending companies behind 404, except from their company and admins', async () => {
    const draft = await add({ companyId: suite.board.owner.id, status: 'draft' });
    const archived = await add({ companyId: suite.board.owner.id, status: 'archived' });
    const ofPending = await add({ companyId: suite.board.pending.id });
    for (const [row, insider] of [
      [draft, 'owner'],
      [archived, 'owner'],
      [ofPending, 'pending'],
    ] as const) {
      for (const role of ['guest', 'student', 'other'] as const) {
        const response = await call('GET', `/api/vacancy/${row.id}/`, role);
        expect(response.status, `${row.status} for ${role}`).toBe(404);
        expect(response.body.message).toBe(messages.vacancyNotFound);
      }
      for (const role of [insider, 'admin'] as const) {
        const response = await call('GET', `/api/vacancy/${row.id}/`, role);
        expect(response.status, role).toBe(200);
        expect(detailOf(response).canEdit).toBe(true);
      }
    }
    expect(await publicIds()).toEqual([]);
    expect((await call('GET', '/api/vacancy/999999/', 'admin')).status).toBe(404);
  });

  it('publishes only what a student can decide on: a description and a place; drafts may stay partial', async () => {
    const bare = {
      title: 'Только название',
      employment: 'full',
      schedule: 'fullDay',
      experience: 'noExperience',
    };
    const draft = await call('POST', '/api/vacancy/', 'owner', bare);
    expect(draft.status).toBe(201);
    expect(detailOf(draft).status).toBe('draft');
    const refused = await call('POST', '/api/vacancy/', 'owner', { ...bare, publish: true });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['cityId', 'description']);
    expect(refused.body.errors).toMatchObject({ description: expect.stringContaining('Опишите вакансию') });
    const short = await call(
      'POST',
      '/api/vacancy/',
      'owner',
      vacancyInput({ description: 'Коротко.', publish: true }),
    );
    expect(short.body.errors).toEqual({ description: expect.stringContaining('8 из 100 символов') });
    // Remote work needs no address.
    const remote = await call(
      'POST',
      '/api/vacancy/',
      'owner',
      vacancyInput({ address: '', schedule: 'remote', publish: true }),
    );
    expect(remote.status).toBe(201);
    expect(await publicIds()).toEqual([detailOf(remote).id]);
    // Publishing the bare draft is refused; an edit may not empty a live vacancy either.
    const id = detailOf(draft).id;
    expect((await call('PUT', `/api/vacancy/${id}/`, 'owner', { ...bare, publish: true })).status).toBe(400);
    const emptied = await call('PUT', `/api/vacancy/${detailOf(remote).id}/`, 'admin', {
      ...vacancyInput({ address: '', schedule: 'remote', publish: true }),
      description: '',
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.errors).toEqual({ description: expect.any(String) });
    // Nor does the archive publish a bare draft on restore.
    expect((await call('POST', '/api/vacancy/archive/', 'owner', { id, archived: true })).status).toBe(200);
    const restored = await call('POST', '/api/vacancy/archive/', 'owner', { id, archived: false });
    expect(restored.status).toBe(409);
    expect(restored.body.message).toBe(messages.vacancyIncompleteToRestore);
    expect(await publicIds()).toEqual([detailOf(remote).id]);
  });

  it('creates: only companies; a draft by default, published with publish:true, 201 with the detail', async () => {
    expect((await call('POST', '/api/vacancy/', 'guest', vacancyInput())).status).toBe(401);
    expect((await call('POST', '/api/vacancy/', 'student', vacancyInput())).status).toBe(403);
    expect((await call('POST', '/api/vacancy/', 'admin', vacancyInput())).status).toBe(403);

    const draft = await call(
      'POST',
      '/api/vacancy/',
      'owner',
      vacancyInput({ tagIds: [suite.board.tags.sql.id] }),
    );
    expect(draft.status).toBe(201);
    expect(detailOf(draft)).toMatchObject({
      title: 'Стажёр-аналитик',
      status: 'draft',
      publishedAt: null,
      canEdit: true,
      company: { id: suite.board.owner.id },
      tags: [{ id: suite.board.tags.sql.id, name: 'SQL' }],
      contacts: { name: null, email: null, phone: null },
    });
    expect(await publicIds()).toEqual([]);

    const input = vacancyInput({
      publish: true,
      vacancyTypeId: suite.board.types.internship.id,
      salaryFrom: 40_000,
    });
    const published = await call('POST', '/api/vacancy/', 'owner', input);
    expect(published.status).toBe(201);
    expect(detailOf(published)).toMatchObject({
      status: 'published',
      publishedAt: suite.t.clock.now().toISOString(),
      vacancyType: { id: suite.board.types.internship.id, name: 'Стажировка' },
      salary: { from: 40_000, to: null },
    });
    // A guest finds it at once.
    expect(await publicIds()).toEqual([detailOf(published).id]);
  });

  it('refuses unknown tags and types and invalid input with 400 and Russian field errors', async () => {
    const unknownTag = await call(
      'POST',
      '/api/vacancy/',
      'owner',
      vacancyInput({ tagIds: [suite.board.tags.sql.id, 99_999] }),
    );
    expect(unknownTag.status).toBe(400);
    expect(unknownTag.body.errors).toEqual({ tagIds: messages.vacancyTagUnknown });
    const unknownType = await call('POST', '/api/vacancy/', 'owner', vacancyInput({ vacancyTypeId: 99_999 }));
    expect(unknownType.body.errors).toEqual({ vacancyTypeId: messages.vacancyTypeUnknown });
    const invalid = await call(
      'POST',
      '/api/vacancy/',
      'owner',
      vacancyInput({ title: 'Ай', salaryFrom: 90_000, salaryTo: 50_000 }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      title: 'Название не короче 3 символов.',
      salaryTo: 'Зарплата «от» не может быть больше зарплаты «до».',
    });
    expect(await suite.database.db.select().from(vacancies)).toEqual([]);
  });

  it('keeps a contact phone as one number whatever its spelling, and refuses text that is not one', async () => {
    const text = await call(
      'POST',
      '/api/vacancy/',
      'owner',
      vacancyInput({ contactPhone: 'позвоните Пете' }),
    );
    expect(text.status).toBe(400);
    expect(text.body.errors).toEqual({
      contactPhone: 'Введите телефон в формате +7 (XXX) XXX-XX-XX — например, +7 (495) 123-45-67.',
    });
    expect(await suite.database.db.select().from(vacancies)).toEqual([]);
    for (const [typed, stored] of [
      ['8 916 123 45 67', '+79161234567'],
      ['89161234567', '+79161234567'],
      ['+7 (916) 123-45-67', '+79161234567'],
      ['7 916 1234567', '+79161234567'],
      ['916 123-45-67', '+79161234567'],
      ['8 (812) 123-45-67', '+78121234567'],
      ['', null],
    ] as const) {
      const created = await call('POST', '/api/vacancy/', 'owner', vacancyInput({ contactPhone: typed }));
      expect(created.status, typed).toBe(201);
      expect((created.body.data as { contacts: { phone: string | null } }).contacts.phone, typed).toBe(
        stored,
      );
    }
  });

  it('edits: its company and admins; another company 403, a student 403, a guest 401, a missing one 404', async () => {
    const row = await add({
      companyId: suite.board.owner.id,
      title: 'Старое название',
      tagIds: [suite.board.tags.java.id],
    });
    const path = `/api/vacancy/${row.id}/`;
    const edit = vacancyInput({
      title: 'Новое название',
      tagIds: [suite.board.tags.python.id, suite.board.tags.sql.id],
    });

    const foreign = await call('PUT', path, 'other', edit);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(messages.vacancyNotYours);
    expect((await call('PUT', path, 'student', edit)).status).toBe(403);
    expect((await call('PUT', path, 'guest', edit)).status).toBe(401);
    expect((await call('PUT', '/api/vacancy/999999/', 'owner', edit)).status).toBe(404);

    const own = await call('PUT', path, 'owner', edit);
    expect(own.status).toBe(200);
    expect(detailOf(own)).toMatchObject({ title: 'Новое название', status: 'published' });
    expect(detailOf(own).tags.map((tag) => tag.name)).toEqual(['Python', 'SQL']);
    // Editing does not make it "new" again.
    expect(detailOf(own).publishedAt).toBe(row.publishedAt?.toISOString());

    const byAdmin = await call('PUT', path, 'admin', vacancyInput({ title: 'Поправлено модератором' }));
    expect(byAdmin.status).toBe(200);
    expect(detailOf(byAdmin)).toMatchObject({ title: 'Поправлено модератором', canEdit: true, tags: [] });
  });

  it('publishes a draft on edit with publish:true, and never unpublishes', async () => {
    const draft = await add({ companyId: suite.board.owner.id, status: 'draft' });
    const path = `/api/vacancy/${draft.id}/`;
    const kept = await call('PUT', path, 'owner', vacancyInput());
    expect(detailOf(kept).status).toBe('draft');
    suite.t.clock.advance(60_000);
    const published = await call('PUT', path, 'owner', vacancyInput({ publish: true }));
    expect(detailOf(published)).toMatchObject({
      status: 'published',
      publishedAt: suite.t.clock.now().toISOString(),
    });
    const again = await call('PUT', path, 'owner', vacancyInput({ publish: false }));
    expect(detailOf(again).status).toBe('published');
  });

  it('deletes: a company only its drafts (409 otherwise), an admin anything', async () => {
    const draft = await add({ companyId: suite.board.owner.id, status: 'draft' });
    const published = await add({ companyId: suite.board.owner.id });
    const archived = await add({ companyId: suite.board.owner.id, status: 'archived' });

    expect((await call('DELETE', `/api/vacancy/${draft.id}/`, 'guest')).status).toBe(401);
    expect((await call('DELETE', `/api/vacancy/${draft.id}/`, 'student')).status).toBe(403);
    // Another company's draft is hidden from it: 404, as for an id that does not exist (decision 005).
    expect((await call('DELETE', `/api/vacancy/${draft.id}/`, 'other')).status).toBe(404);
    const deleted = await call('DELETE', `/api/vacancy/${draft.id}/`, 'owner');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, data: null });
    expect((await call('DELETE', `/api/vacancy/${draft.id}/`, 'owner')).status).toBe(404);

    for (const row of [published, archived]) {
      const refused = await call('DELETE', `/api/vacancy/${row.id}/`, 'owner');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(messages.vacancyDeletePublished);
    }
    expect((await call('DELETE', `/api/vacancy/${published.id}/`, 'admin')).status).toBe(200);
    expect(await publicIds()).toEqual([]);
  });

  it('archives and restores: its company or an admin; the restored one keeps its first publication date', async () => {
    const complete = vacancyInput();
    const row = await add({
      companyId: suite.board.owner.id,
      hoursAgo: 48,
      description: complete.description,
      address: complete.address,
    });
    const archive = { id: row.id, archived: true };
    expect((await call('POST', '/api/vacancy/archive/', 'guest', archive)).status).toBe(401);
    expect((await call('POST', '/api/vacancy/archive/', 'student', archive)).status).toBe(403);
    expect((await call('POST', '/api/vacancy/archive/', 'other', archive)).status).toBe(403);
    expect(
      (await call('POST', '/api/vacancy/archive/', 'owner', { id: 999_999, archived: true })).status,
    ).toBe(404);
    const invalid = await call('POST', '/api/vacancy/archive/', 'owner', { id: row.id });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ archived: messages.fieldRequired });

    const archived = await call('POST', '/api/vacancy/archive/', 'owner', archive);
    expect(archived.status).toBe(200);
    expect(detailOf(archived)).toMatchObject({
      status: 'archived',
      archivedAt: suite.t.clock.now().toISOString(),
    });
    // It disappears for everyone else.
    expect(await publicIds()).toEqual([]);
    expect((await call('GET', `/api/vacancy/${row.id}/`, 'guest')).status).toBe(404);

    suite.t.clock.advance(3_600_000);
    const restored = await call('POST', '/api/vacancy/archive/', 'admin', { id: row.id, archived: false });
    expect(restored.status).toBe(200);
    expect(detailOf(restored)).toMatchObject({
      status: 'published',
      archivedAt: null,
      publishedAt: row.publishedAt?.toISOString(),
    });
    expect(await publicIds()).toEqual([row.id]);
  });

  it('treats a malformed id as a missing resource', async () => {
    expect((await call('GET', '/api/vacancy/abc/', 'guest')).status).toBe(404);
    expect((await call('GET', '/api/vacancy/0/', 'guest')).status).toBe(404);
  });
});
