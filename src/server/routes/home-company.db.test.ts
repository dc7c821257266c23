import { beforeEach, describe, expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { CompanyHome } from '../../shared/contract/home.contract';
import { vacancyViewsDaily, viewSalts } from '../db/schema';

const DAY = 24 * 3_600_000;

describeOnDatabases('GET /api/home/ (a company) and vacancy views', (target) => {
  const suite = useApplicationSuite(target);
  const home = async (role: 'owner' | 'other' = 'owner') => {
    const response = await suite.call(role, 'GET', '/api/home/');
    expect(response.status).toBe(200);
    return response.data as CompanyHome;
  };
  const figuresOf = async (vacancyId: number, role: 'owner' | 'other' = 'owner') =>
    (await home(role)).vacancies.items.find((item) => item.id === vacancyId);
  /** Opens a vacancy's page as a guest (from the test's one address) with this browser, or as a signed-in role. */
  const open = async (vacancyId: number, as: { agent: string } | { role: 'student' | 'owner' | 'admin' }) => {
    const response =
      'agent' in as
        ? await suite.t.api('GET', `/api/vacancy/${vacancyId}/`, { headers: { 'user-agent': as.agent } })
        : await suite.call(as.role, 'GET', `/api/vacancy/${vacancyId}/`);
    return response.status;
  };

  beforeEach(async () => {
    await suite.database.db.delete(vacancyViewsDaily);
  });

  it('shows the new applications to the company’s vacancies, newest first, and nobody else’s', async () => {
    const first = await suite.apply('student', suite.vacancies.analyst);
    suite.t.clock.advance(60_000);
    const second = await suite.apply('otherStudent', suite.vacancies.intern);
    await suite.apply('student', suite.vacancies.java);
    const own = await home();
    expect(own.kind).toBe('company');
    expect(own.newApplications.total).toBe(2);
    expect(own.newApplications.items).toEqual([
      {
        applicationId: second.id,
        studentName: 'Пётр Петров',
        vacancyId: suite.vacancies.intern,
        vacancyTitle: 'Стажёр-программист',
        createdAt: second.createdAt,
      },
      expect.objectContaining({ applicationId: first.id, vacancyId: suite.vacancies.analyst }),
    ]);
    const other = await home('other');
    expect(other.newApplications.items.map((item) => item.vacancyId)).toEqual([suite.vacancies.java]);

    // Opened by the company: no longer new.
    await suite.call('owner', 'POST', '/api/application/view/', { id: second.id });
    expect((await home()).newApplications.items.map((item) => item.applicationId)).toEqual([first.id]);
  });

  it('lists the company’s published vacancies with applications and views, never another’s', async () => {
    await suite.apply('student', suite.vacancies.analyst);
    await suite.apply('otherStudent', suite.vacancies.analyst);
    const own = await home();
    const ids = own.vacancies.items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([suite.vacancies.analyst, suite.vacancies.intern]));
    for (const hidden of [suite.vacancies.draft, suite.vacancies.archived, suite.vacancies.java])
      expect(ids).not.toContain(hidden);
    expect(own.vacancies.total).toBe(own.vacancies.items.length);
    expect(await figuresOf(suite.vacancies.analyst)).toEqual({
      id: suite.vacancies.analyst,
      title: 'Аналитик данных',
      views: 0,
      applications: 2,
      newApplications: 2,
    });
    expect(await figuresOf(suite.vacancies.analyst, 'other')).toBeUndefined();
  });

  describe('a vacancy view counts once per viewer per day', () => {
    it('guests by address (another User-Agent is no new viewer) and students by account; the company’s and admins’ opens are not views', async () => {
      const { analyst } = suite.vacancies;
      expect(await open(analyst, { agent: 'Browser-A' })).toBe(200);
      expect(await open(analyst, { agent: 'Browser-A' })).toBe(200);
      expect(await open(analyst, { agent: 'Browser-B' })).toBe(200);
      expect(await open(analyst, { role: 'student' })).toBe(200);
      expect(await open(analyst, { role: 'student' })).toBe(200);
      expect(await open(analyst, { role: 'owner' })).toBe(200);
      expect(await open(analyst, { role: 'admin' })).toBe(200);
      // A vacancy nobody may see is not counted.
      expect(await open(suite.vacancies.draft, { agent: 'Browser-A' })).toBe(404);
      // Nothing is written while the page answers: the views wait for the flush.
      expect(await suite.database.db.select().from(vacancyViewsDaily)).toEqual([]);
      await suite.t.vacancyViews.flush();
      // Browser-A and Browser-B came from one address: one guest (issue 24: a changed User-Agent
      // once inflated the count), and the student.
      expect((await figuresOf(analyst))?.views).toBe(2);

      // The next day the same viewers count again.
      suite.t.clock.advance(DAY);
      await open(analyst, { agent: 'Browser-A' });
      await open(analyst, { role: 'student' });
      await suite.t.vacancyViews.flush();
      expect((await figuresOf(analyst))?.views).toBe(4);
    });

    it('keeps no address: guests are salted hashes, and only today’s salt is kept', async () => {
      await open(suite.vacancies.intern, { agent: 'Browser-A' });
      await open(suite.vacancies.intern, { role: 'student' });
      await suite.t.vacancyViews.flush();
      const keys = (await suite.database.db.select().from(vacancyViewsDaily))
        .map((row) => row.viewerKey)
        .sort();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^g:[A-Za-z0-9_-]{22}$/);
      expect(keys[1]).toBe(`s:${suite.board.student.id}`);
      expect(keys.join()).not.toContain('Browser');
      suite.t.clock.advance(DAY);
      await open(suite.vacancies.intern, { agent: 'Browser-A' });
      await suite.t.vacancyViews.flush();
      const salts = await suite.database.db.select().from(viewSalts);
      expect(salts.map((row) => row.day)).toEqual([suite.t.clock.now().toISOString().slice(0, 10)]);
    });
  });
});
