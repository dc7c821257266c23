import { beforeEach, expect, it } from 'vitest';
import { insertVacancy, invalidatePublicLists, type Role } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { DictionaryItem } from '../../shared/contract/dictionary-item.contract';
import type { Page } from '../../shared/contract/query';
import type { VacancyDetail } from '../../shared/contract/vacancy.contract';
import { messages } from '../../shared/messages';
import { tags, vacancies, vacancyTypes } from '../db/schema';

const kinds = [
  { base: 'tag', table: tags, duplicate: messages.tagDuplicate, notFound: messages.tagNotFound },
  {
    base: 'vacancy-type',
    table: vacancyTypes,
    duplicate: messages.vacancyTypeDuplicate,
    notFound: messages.vacancyTypeNotFound,
  },
] as const;

for (const kind of kinds) {
  describeOnDatabases(`/api/${kind.base}/`, (target) => {
    const suite = useBoardSuite(target);
    let ids: { first: number; second: number; hidden: number; sameAsFirst: number };

    beforeEach(async () => {
      await suite.database.db.delete(vacancies);
      await suite.database.db.delete(kind.table);
      const rows = await suite.database.db
        .insert(kind.table)
        .values([
          { name: 'Бэкенд', position: 1 },
          { name: 'Аналитика', position: 1 },
          { name: 'Скрытый', position: 0, visible: false },
          { name: 'Яблоко', position: 0 },
        ])
        .returning();
      const [second, first, hidden, sameAsFirst] = rows.map((row) => row.id);
      if (!first || !second || !hidden || !sameAsFirst) throw new Error('seed failed');
      ids = { first, second, hidden, sameAsFirst };
      await invalidatePublicLists(suite.database.db);
    });

    const list = async (query: string, role: Role = 'guest') => {
      const response = await suite.t.api('GET', `/api/${kind.base}/getItems${query}`, {
        cookie: suite.cookies[role],
      });
      return { ...response, data: response.body.data as Page<DictionaryItem> };
    };
    const names = (data: Page<DictionaryItem>) => data.items.map((item) => item.name);
    const call = (method: string, path: string, role: Role, json?: unknown) =>
      suite.t.api(method, path, { cookie: suite.cookies[role], json });
    const attach = async (id: number, values: Parameters<typeof insertVacancy>[2]) => {
      const now = suite.t.clock.now();
      return kind.base === 'tag'
        ? insertVacancy(suite.database.db, now, { ...values, tagIds: [id] })
        : insertVacancy(suite.database.db, now, { ...values, vacancyTypeId: id });
    };

    it('lists visible items by position then name; hidden ones only for admins who ask', async () => {
      for (const role of ['guest', 'student', 'owner'] as const) {
        expect(names((await list('?includeHidden=true', role)).data), role).toEqual([
          'Яблоко',
          'Аналитика',
          'Бэкенд',
        ]);
      }
      expect(names((await list('', 'admin')).data)).toEqual(['Яблоко', 'Аналитика', 'Бэкенд']);
      expect(names((await list('?includeHidden=true', 'admin')).data)).toEqual([
        'Скрытый',
        'Яблоко',
        'Аналитика',
        'Бэкенд',
      ]);
      expect(names((await list(`?text=${encodeURIComponent('АНА')}`)).data)).toEqual(['Аналитика']);
      expect((await list('?limit=2&page=2')).data).toMatchObject({ total: 3, page: 2, hasMore: false });
    });

    it('counts published vacancies of approved companies only', async () => {
      await attach(ids.first, { companyId: suite.board.owner.id });
      await attach(ids.first, { companyId: suite.board.other.id });
      await attach(ids.first, { companyId: suite.board.owner.id, status: 'draft' });
      await attach(ids.first, { companyId: suite.board.owner.id, status: 'archived' });
      await attach(ids.first, { companyId: suite.board.pending.id });
      const items = (await list('')).data.items;
      expect(items.find((item) => item.id === ids.first)?.vacancyCount).toBe(2);
      expect(items.find((item) => item.id === ids.second)?.vacancyCount).toBe(0);
    });

    it('creates: admins only; 201; a duplicate name in any letter case is a 409', async () => {
      const input = { name: 'Дизайн', position: 5 };
      expect((await call('POST', `/api/${kind.base}/`, 'guest', input)).status).toBe(401);
      for (const role of ['student', 'owner'] as const) {
        expect((await call('POST', `/api/${kind.base}/`, role, input)).status).toBe(403);
      }
      const created = await call('POST', `/api/${kind.base}/`, 'admin', input);
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        name: 'Дизайн',
        position: 5,
        visible: true,
        vacancyCount: 0,
      });
      for (const name of ['Дизайн', 'дИЗАЙН', '  дизайн ']) {
        const duplicate = await call('POST', `/api/${kind.base}/`, 'admin', { name });
        expect(duplicate.status, name).toBe(409);
        expect(duplicate.body).toEqual({ success: false, message: kind.duplicate });
      }
      const invalid = await call('POST', `/api/${kind.base}/`, 'admin', { name: ' ', position: -1 });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ name: 'Введите название.', position: 'Порядок не меньше 0.' });
      // An admin's new item appears in the public list at once.
      expect(names((await list('')).data)).toContain('Дизайн');
    });

    it('edits: admins only; renaming onto another name is a 409, changing its own case is fine', async () => {
      const path = `/api/${kind.base}/${ids.first}/`;
      expect((await call('PUT', path, 'guest', { name: 'X' })).status).toBe(401);
      expect((await call('PUT', path, 'owner', { name: 'X' })).status).toBe(403);
      expect((await call('PUT', `/api/${kind.base}/999999/`, 'admin', { name: 'X' })).status).toBe(404);
      const clash = await call('PUT', path, 'admin', { name: 'бэкенд' });
      expect(clash.status).toBe(409);
      expect(clash.body.message).toBe(kind.duplicate);
      const renamed = await call('PUT', path, 'admin', { name: 'АНАЛИТИКА', position: 9, visible: false });
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toMatchObject({
        id: ids.first,
        name: 'АНАЛИТИКА',
        position: 9,
        visible: false,
      });
      expect(names((await list('')).data)).not.toContain('АНАЛИТИКА');
    });

    it('reads one item: visible ones for everyone, hidden ones for admins only', async () => {
      expect((await call('GET', `/api/${kind.base}/${ids.first}/`, 'guest')).body.data).toMatchObject({
        name: 'Аналитика',
      });
      expect((await call('GET', `/api/${kind.base}/${ids.hidden}/`, 'student')).status).toBe(404);
      expect((await call('GET', `/api/${kind.base}/${ids.hidden}/`, 'admin')).status).toBe(200);
    });

    it('deletes: admins only; its vacancies lose it and stay', async () => {
      const vacancy = await attach(ids.first, { companyId: suite.board.owner.id });
      const path = `/api/${kind.base}/${ids.first}/`;
      expect((await call('DELETE', path, 'guest')).status).toBe(401);
      expect((await call('DELETE', path, 'owner')).status).toBe(403);
      const deleted = await call('DELETE', path, 'admin');
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true, data: null });
      const missing = await call('DELETE', path, 'admin');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(kind.notFound);
      const detail = (await call('GET', `/api/vacancy/${vacancy.id}/`, 'guest')).body.data as VacancyDetail;
      expect(kind.base === 'tag' ? detail.tags : detail.vacancyType).toEqual(kind.base === 'tag' ? [] : null);
    });
  });
}
