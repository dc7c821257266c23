import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Catalogue,
  type Role,
  seedCatalogue,
  sessionCookie,
} from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { Page } from '../../shared/contract/query';
import type { VacancyListItem } from '../../shared/contract/vacancy.contract';
import { messages } from '../../shared/messages';
import { verificationMessages } from '../../shared/verification-messages';
import { favourites, students, vacancies } from '../db/schema';

describeOnDatabases('/api/favourite/…', (target) => {
  const suite = useBoardSuite(target);
  let ids: Catalogue;
  let second: string;
  let pendingStudent: string;
  let pendingStudentId: number;

  beforeAll(async () => {
    const { db } = suite.database;
    const now = suite.t.clock.now();
    ids = await seedCatalogue(db, suite.board, now);
    const [other, pending] = await db
      .insert(students)
      .values([
        {
          email: 's2@example.ru',
          passwordHash: 'x',
          firstName: 'Пётр',
          lastName: 'Второв',
          status: 'approved',
        },
        { email: 's3@example.ru', passwordHash: 'x', firstName: 'Ольга', lastName: 'Ждущая' },
      ])
      .returning();
    if (!other || !pending) throw new Error('seed failed');
    second = await sessionCookie(db, 'student', other.id, now);
    pendingStudentId = pending.id;
    pendingStudent = await sessionCookie(db, 'student', pending.id, now);
  });

  const switchAs = (cookie: string, targetKind: string, targetId: number) =>
    suite.t.api('POST', '/api/favourite/switch', { cookie, json: { targetKind, targetId } });
  const as = (role: Role) => suite.cookies[role];
  const list = async (cookie: string, query = '?targetKind=vacancy') => {
    const response = await suite.t.api('GET', `/api/favourite/getItems${query}`, { cookie });
    return { ...response, data: response.body.data as Page<VacancyListItem> };
  };
  const idsOf = async (cookie: string, targetKind = 'vacancy') =>
    (await suite.t.api('GET', `/api/favourite/ids?targetKind=${targetKind}`, { cookie })).body.data;
  const clear = () => suite.database.db.delete(favourites);

  describe('switch', () => {
    it('a student toggles a visible vacancy on and off', async () => {
      await clear();
      const on = await switchAs(as('student'), 'vacancy', ids.intern);
      expect(on.status).toBe(200);
      expect(on.body.data).toEqual({ favourite: true });
      expect((await switchAs(as('student'), 'vacancy', ids.intern)).body.data).toEqual({ favourite: false });
      expect((await switchAs(as('student'), 'vacancy', ids.intern)).body.data).toEqual({ favourite: true });
    });

    it('a company toggles an approved student', async () => {
      await clear();
      const on = await switchAs(as('owner'), 'student', suite.board.student.id);
      expect(on.body.data).toEqual({ favourite: true });
      expect(await idsOf(as('owner'), 'student')).toEqual({ ids: [suite.board.student.id] });
      const page = await list(as('owner'), '?targetKind=student');
      // The students list's own card (contacts by its rule), not a bare name.
      const catalogue = await suite.t.api('GET', `/api/student/getItems?id=${suite.board.student.id}`, {
        cookie: as('owner'),
      });
      expect(catalogue.status).toBe(200);
      const [card] = (catalogue.body as { data: { items: unknown[] } }).data.items;
      expect(page.data.items).toEqual([card]);
      expect(page.data.items[0]).toMatchObject({ id: suite.board.student.id, name: 'Иван Студентов' });
      expect((await switchAs(as('owner'), 'student', suite.board.student.id)).body.data).toEqual({
        favourite: false,
      });
    });

    it('a pending student keeps favourites: bookmarks of public vacancies wait for no review', async () => {
      expect(await switchAs(pendingStudent, 'vacancy', ids.intern)).toMatchObject({
        status: 200,
        body: { data: { favourite: true } },
      });
      expect(await switchAs(pendingStudent, 'vacancy', ids.intern)).toMatchObject({
        status: 200,
        body: { data: { favourite: false } },
      });
      // Hidden vacancies stay out of reach whatever the status.
      expect((await switchAs(pendingStudent, 'vacancy', ids.draft)).status).toBe(404);
    });

    it('guests 401; admins and wrong pairs 403; pending companies 403', async () => {
      expect((await switchAs('', 'vacancy', ids.intern)).status).toBe(401);
      expect((await switchAs(as('admin'), 'vacancy', ids.intern)).status).toBe(403);
      expect((await switchAs(as('admin'), 'student', suite.board.student.id)).status).toBe(403);
      const wrong = await switchAs(as('student'), 'student', suite.board.student.id);
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(messages.favouriteWrongKind);
      expect((await switchAs(as('owner'), 'vacancy', ids.intern)).status).toBe(403);
      // The status refusal says why, with a code the screen acts on (decision 015).
      expect(await switchAs(as('pending'), 'student', suite.board.student.id)).toMatchObject({
        status: 403,
        body: { message: verificationMessages.companyPending, code: 'account-pending' },
      });
      expect((await switchAs(as('student'), 'vacancy', 0)).status).toBe(400);
      expect((await switchAs(as('student'), 'company', 1)).status).toBe(400);
    });

    it('invisible targets are 404: draft, archived, unapproved company, missing; pending student', async () => {
      await clear();
      for (const id of [ids.draft, ids.archived, ids.pending, 999_999]) {
        const response = await switchAs(as('student'), 'vacancy', id);
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(messages.vacancyNotFound);
      }
      expect((await switchAs(as('owner'), 'student', pendingStudentId)).status).toBe(404);
      expect(await suite.database.db.select().from(favourites)).toEqual([]);
    });

    it('a double click sent twice at once ends consistently: one on, one off, no duplicate', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await clear();
        const answers = await Promise.all([
          switchAs(as('student'), 'vacancy', ids.java),
          switchAs(as('student'), 'vacancy', ids.java),
        ]);
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const states = answers.map((answer) => (answer.body.data as { favourite: boolean }).favourite);
        expect(states.sort()).toEqual([false, true]);
        expect(await suite.database.db.select().from(favourites)).toEqual([]);
      }
    });
  });

  describe('getItems and ids', () => {
    it('lists only the caller’s own, newest first, with load-more pages', async () => {
      await clear();
      for (const id of [ids.tester, ids.intern, ids.analyst]) {
        await switchAs(as('student'), 'vacancy', id);
        suite.t.clock.advance(1000);
      }
      await switchAs(second, 'vacancy', ids.java);
      const first = await list(as('student'), '?targetKind=vacancy&limit=2');
      expect(first.status).toBe(200);
      expect(first.data.items.map((item) => item.id)).toEqual([ids.analyst, ids.intern]);
      expect(first.data).toMatchObject({ total: 3, page: 1, hasMore: true });
      const next = await list(as('student'), '?targetKind=vacancy&limit=2&page=2');
      expect(next.data.items.map((item) => item.id)).toEqual([ids.tester]);
      expect(next.data.hasMore).toBe(false);
      expect((await list(second)).data.items.map((item) => item.id)).toEqual([ids.java]);
      expect(await idsOf(as('student'))).toEqual({ ids: [ids.analyst, ids.intern, ids.tester] });
      expect(await idsOf(second)).toEqual({ ids: [ids.java] });
    });

    it('hides a vacancy while it is archived and shows it again once restored', async () => {
      const { db } = suite.database;
      await db.update(vacancies).set({ status: 'archived' }).where(eq(vacancies.id, ids.intern));
      expect((await list(as('student'))).data.items.map((item) => item.id)).toEqual([
        ids.analyst,
        ids.tester,
      ]);
      expect((await list(as('student'))).data.total).toBe(2);
      await db.update(vacancies).set({ status: 'published' }).where(eq(vacancies.id, ids.intern));
      expect((await list(as('student'))).data.items.map((item) => item.id)).toEqual([
        ids.analyst,
        ids.intern,
        ids.tester,
      ]);
    });

    it('refuses guests (401), admins and wrong kinds (403), bad queries (400)', async () => {
      expect((await list('')).status).toBe(401);
      expect((await list(as('admin'))).status).toBe(403);
      expect((await list(as('owner'))).status).toBe(403);
      expect((await list(as('student'), '?targetKind=student')).status).toBe(403);
      expect((await list(as('student'), '')).status).toBe(400);
      expect((await suite.t.api('GET', '/api/favourite/ids?targetKind=vacancy')).status).toBe(401);
      expect(
        (await suite.t.api('GET', '/api/favourite/ids?targetKind=vacancy', { cookie: as('owner') })).status,
      ).toBe(403);
    });
  });
});
