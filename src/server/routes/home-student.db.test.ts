import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { subscriptionWithMatches } from '../../../tests/helpers/home-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { StudentHome } from '../../shared/contract/home.contract';
import { students, studentTags, subscriptionMatches, subscriptions, vacancyTags } from '../db/schema';

describeOnDatabases('GET /api/home/ and POST /api/home/seen/ (a student)', (target) => {
  const suite = useApplicationSuite(target);
  const home = async (role: 'student' | 'otherStudent' = 'student') => {
    const response = await suite.call(role, 'GET', '/api/home/');
    expect(response.status).toBe(200);
    return response.data as StudentHome;
  };
  const move = async (id: number, status: string, message?: string) => {
    const response = await suite.call('owner', 'POST', '/api/application/changeStatus', {
      ids: [id],
      status,
      ...(message ? { message } : {}),
    });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    const { db } = suite.database;
    const { python, java, sql } = suite.board.tags;
    const { analyst, intern, java: javaVacancy, draft } = suite.vacancies;
    await db.insert(vacancyTags).values([
      { vacancyId: analyst, tagId: python.id },
      { vacancyId: analyst, tagId: sql.id },
      { vacancyId: intern, tagId: python.id },
      { vacancyId: javaVacancy, tagId: java.id },
      { vacancyId: draft, tagId: python.id },
      { vacancyId: draft, tagId: sql.id },
    ]);
  });
  beforeEach(async () => {
    await suite.database.db.delete(subscriptions);
    await suite.database.db.delete(studentTags);
  });

  it('answers students and companies: 401 for a guest, 403 for an admin and a pending company', async () => {
    expect((await suite.call('guest', 'GET', '/api/home/')).status).toBe(401);
    expect((await suite.call('admin', 'GET', '/api/home/')).status).toBe(403);
    const pending = await suite.call('pending', 'GET', '/api/home/');
    expect(pending.status).toBe(403);
    expect(pending.body.message).toEqual(expect.any(String));
    expect((await suite.call('owner', 'POST', '/api/home/seen/', {})).status).toBe(403);
    expect((await suite.call('guest', 'POST', '/api/home/seen/', {})).status).toBe(401);
  });

  it('an empty home: no replies, no matches, and no suggestions without skills', async () => {
    expect(await home()).toEqual({
      kind: 'student',
      nextInterview: null,
      review: { status: 'approved', reason: null },
      replies: { total: 0, items: [] },
      matches: { total: 0, items: [] },
      suggestions: null,
    });
  });

  it('tells a pending or denied student their review, with the reason (the home banner)', async () => {
    const { db } = suite.database;
    const id = suite.board.student.id;
    await db.update(students).set({ status: 'pending' }).where(eq(students.id, id));
    expect((await home()).review).toEqual({ status: 'pending', reason: null });
    await db.update(students).set({ status: 'denied', statusReason: 'Нет фото' }).where(eq(students.id, id));
    expect((await home()).review).toEqual({ status: 'denied', reason: 'Нет фото' });
    await db.update(students).set({ status: 'approved', statusReason: null }).where(eq(students.id, id));
  });

  describe('«Требует вашего ответа»', () => {
    it('lists what waits for the student’s answer, invitations first, until the student answers (docs/decisions/059)', async () => {
      const toAnalyst = await suite.apply('student', suite.vacancies.analyst);
      const toIntern = await suite.apply('student', suite.vacancies.intern);
      await suite.apply('otherStudent', suite.vacancies.analyst);
      // «new» and «viewed» ask nothing of the student, nor does a refusal.
      expect((await home()).replies.total).toBe(0);
      await move(toIntern.id, 'offer');
      suite.t.clock.advance(60_000);
      await move(toAnalyst.id, 'invited', 'Ждём в понедельник в 10:00.');
      const replies = (await home()).replies;
      expect(replies.total).toBe(2);
      expect(replies.items.map((item) => [item.applicationId, item.status])).toEqual([
        [toAnalyst.id, 'invited'],
        [toIntern.id, 'offer'],
      ]);
      expect(replies.items[0]).toMatchObject({
        vacancyId: suite.vacancies.analyst,
        vacancyTitle: 'Аналитик данных',
        companyName: suite.board.owner.name,
        message: 'Ждём в понедельник в 10:00.',
        answerBy: null,
      });
      // Someone else's applications never show.
      expect((await home('otherStudent')).replies.total).toBe(0);

      // Opening the application does not answer it: it still waits.
      const opened = await suite.call('student', 'GET', `/api/application/getItems?id=${toAnalyst.id}`);
      expect(opened.status).toBe(200);
      expect((await home()).replies.total).toBe(2);
      // The student asks for another time: the invitation leaves the list until the company answers.
      const asked = await suite.call('student', 'POST', '/api/application/answer/', {
        id: toAnalyst.id,
        answer: 'reschedule',
        message: 'Можно во вторник?',
      });
      expect(asked.status).toBe(200);
      expect((await home()).replies.items.map((item) => item.applicationId)).toEqual([toIntern.id]);
      suite.t.clock.advance(60_000);
      await move(toAnalyst.id, 'invited', 'Вторник, 12:00.');
      expect((await home()).replies.items.map((item) => item.applicationId)).toEqual([
        toAnalyst.id,
        toIntern.id,
      ]);
      // A declined offer asks nothing more.
      await suite.call('student', 'POST', '/api/application/answer/', { id: toIntern.id, answer: 'decline' });
      expect((await home()).replies.items.map((item) => item.applicationId)).toEqual([toAnalyst.id]);
    });
  });

  describe('new vacancies of saved searches', () => {
    it('shows the unseen visible matches of the student’s own searches, each vacancy once', async () => {
      const { db } = suite.database;
      const now = suite.t.clock.now();
      const { analyst, java, draft, expired, intern } = suite.vacancies;
      await subscriptionWithMatches(db, suite.board.student.id, [analyst, draft, expired], now);
      await subscriptionWithMatches(
        db,
        suite.board.student.id,
        [analyst, java],
        new Date(now.getTime() + 1000),
      );
      await subscriptionWithMatches(db, suite.ids.otherStudent, [intern], now);
      const matches = (await home()).matches;
      expect(matches.total).toBe(2);
      expect(matches.items.map((item) => item.id).sort()).toEqual([analyst, java].sort());
      expect(matches.items.find((item) => item.id === java)).toMatchObject({
        title: 'Java-разработчик',
        companyName: suite.board.other.name,
        salary: { currency: 'RUR' },
      });
      expect((await home('otherStudent')).matches.items.map((item) => item.id)).toEqual([intern]);

      // «Отметить просмотренными» for one, then for all; another student's stay unseen.
      const one = await suite.call('student', 'POST', '/api/home/seen/', { vacancyIds: [analyst, intern] });
      expect(one.status).toBe(200);
      expect(one.data).toEqual({ marked: 1 });
      expect((await home()).matches.items.map((item) => item.id)).toEqual([java]);
      // All: java, and the hidden draft and expired ones too, so they never surface later.
      expect((await suite.call('student', 'POST', '/api/home/seen/', {})).data).toEqual({ marked: 3 });
      expect((await home()).matches.total).toBe(0);
      expect((await home('otherStudent')).matches.total).toBe(1);
    });

    it('opening the vacancy marks its match seen, off the response path', async () => {
      const { db } = suite.database;
      await subscriptionWithMatches(db, suite.board.student.id, [suite.vacancies.java], suite.t.clock.now());
      await subscriptionWithMatches(db, suite.ids.otherStudent, [suite.vacancies.java], suite.t.clock.now());
      const page = await suite.call('student', 'GET', `/api/vacancy/${suite.vacancies.java}/`);
      expect(page.status).toBe(200);
      await suite.t.vacancyViews.flush();
      expect((await home()).matches.total).toBe(0);
      expect((await home('otherStudent')).matches.total).toBe(1);
      const rows = await db.select({ seenAt: subscriptionMatches.seenAt }).from(subscriptionMatches);
      expect(rows.filter((row) => row.seenAt !== null)).toHaveLength(1);
    });

    it('refuses a malformed list with 400 and marks nothing', async () => {
      await subscriptionWithMatches(
        suite.database.db,
        suite.board.student.id,
        [suite.vacancies.java],
        suite.t.clock.now(),
      );
      for (const body of [{ vacancyIds: 'all' }, { vacancyIds: [0] }, { vacancyIds: [1.5] }]) {
        const response = await suite.call('student', 'POST', '/api/home/seen/', body);
        expect(response.status).toBe(400);
      }
      expect((await home()).matches.total).toBe(1);
    });
  });

  describe('«Подходящие вам»', () => {
    it('ranks visible vacancies by shared skills, then the newest, leaving out applied ones', async () => {
      const { db } = suite.database;
      const { python, sql } = suite.board.tags;
      await db.insert(studentTags).values([
        { studentId: suite.board.student.id, tagId: python.id },
        { studentId: suite.board.student.id, tagId: sql.id },
      ]);
      const suggestions = (await home()).suggestions;
      expect(suggestions?.map((item) => [item.vacancy.id, item.sharedTags])).toEqual([
        [suite.vacancies.analyst, ['Python', 'SQL']],
        [suite.vacancies.intern, ['Python']],
      ]);
      // The other student has no skills: the home asks for them.
      expect((await home('otherStudent')).suggestions).toBeNull();

      await suite.apply('student', suite.vacancies.analyst);
      expect((await home()).suggestions?.map((item) => item.vacancy.id)).toEqual([suite.vacancies.intern]);
    });

    it('an empty list, not null, when the skills match nothing', async () => {
      await suite.database.db
        .insert(studentTags)
        .values({ studentId: suite.board.student.id, tagId: suite.board.tags.java.id });
      await suite.database.db.delete(vacancyTags).where(eq(vacancyTags.tagId, suite.board.tags.java.id));
      expect((await home()).suggestions).toEqual([]);
      await suite.database.db
        .insert(vacancyTags)
        .values({ vacancyId: suite.vacancies.java, tagId: suite.board.tags.java.id });
    });
  });
});
