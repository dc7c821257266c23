import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { DAY, seedApplication } from '../../../tests/helpers/outcome-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { ApplicationFigures } from '../../shared/contract/application-figures.contract';
import type { ExportLink } from '../../shared/contract/export-link.contract';
import { students } from '../db/schema';
import { EXPORT_LINK_REFUSED } from './export-download.routes';

/**
 * The outcome figures against hand-computed data (docs/decisions/021). The clock stands at
 * 2026-11-21 10:00 UTC (13:00 in Moscow); the period 2026-11-09…2026-11-21 holds a1–a7 and a9.
 *
 *   a1 student→analyst    −10 d  answered +2 h    invited→offer→hired
 *   a2 other→analyst      −9 d   answered +48 h   rejected
 *   a3 student→intern     −8 d   answered +100 h  invited (late)
 *   a4 other→intern       −7 d   never answered, viewed (due, missed)
 *   a5 student→java       −6 d   withdrawn at +24 h (not due)
 *   a6 other→java         −1 d   new (not due yet)
 *   a7 pending→java       −5 d   answered +10 h   offer
 *   a8 pending→analyst    −30 d  answered +1 h    hired (before the period)
 *   a9 denied→analyst     −6 d   rejected by archiving at +5 h (not due)
 *
 * Answered in the period: 2, 48, 100, 10 h → median 29, average 40; due 5 (four answered + a4),
 * in time 3 (a1, a2, a7) → 0.6.
 */
describeOnDatabases('outcome figures: GET /api/application/figures and its CSV', (target) => {
  const s = useApplicationSuite(target);
  const PERIOD = '?from=2026-11-09&to=2026-11-21';

  beforeEach(async () => {
    const db = s.database.db;
    const set = (id: number, faculty: string | null, course: number | null) =>
      db.update(students).set({ faculty, course }).where(eq(students.id, id));
    await set(s.board.student.id, 'ВМК', 2);
    await set(s.ids.otherStudent, 'Экономический', 4);
    await set(s.ids.pendingStudent, '  ', null);
    await set(s.ids.deniedStudent, 'ВМК', 2);
    const now = s.t.clock.now().getTime();
    const { owner, other } = s.board;
    const { analyst, intern, java } = s.vacancies;
    const seed = (
      studentId: number,
      vacancyId: number,
      daysAgo: number,
      rest: Omit<
        Parameters<typeof seedApplication>[1],
        'studentId' | 'vacancyId' | 'companyId' | 'createdAt'
      >,
    ) =>
      seedApplication(db, {
        studentId,
        vacancyId,
        companyId: vacancyId === java ? other.id : owner.id,
        createdAt: new Date(now - daysAgo * DAY),
        ...rest,
      });
    const [student, otherStudent, pending, denied] = [
      s.board.student.id,
      s.ids.otherStudent,
      s.ids.pendingStudent,
      s.ids.deniedStudent,
    ];
    await seed(student, analyst, 10, {
      status: 'hired',
      answeredAfterHours: 2,
      moves: [
        { to: 'invited', afterHours: 2 },
        { to: 'offer', afterHours: 30 },
        { to: 'hired', afterHours: 60 },
      ],
    });
    await seed(otherStudent, analyst, 9, {
      status: 'rejected',
      answeredAfterHours: 48,
      moves: [{ to: 'rejected', afterHours: 48 }],
    });
    await seed(student, intern, 8, {
      status: 'invited',
      answeredAfterHours: 100,
      moves: [{ to: 'invited', afterHours: 100 }],
    });
    await seed(otherStudent, intern, 7, { status: 'viewed', moves: [{ to: 'viewed', afterHours: 1 }] });
    await seed(student, java, 6, {
      status: 'withdrawn',
      moves: [{ to: 'withdrawn', afterHours: 24, actor: 'student' }],
    });
    await seed(otherStudent, java, 1, { status: 'new' });
    await seed(pending, java, 5, {
      status: 'offer',
      answeredAfterHours: 10,
      moves: [{ to: 'offer', afterHours: 10, actor: 'admin' }],
    });
    await seed(pending, analyst, 30, {
      status: 'hired',
      answeredAfterHours: 1,
      moves: [
        { to: 'offer', afterHours: 1 },
        { to: 'hired', afterHours: 2 },
      ],
    });
    await seed(denied, analyst, 6, {
      status: 'rejected',
      moves: [{ to: 'rejected', afterHours: 5, actor: 'system' }],
    });
  });

  const figures = async (query = PERIOD) => {
    const response = await s.call('admin', 'GET', `/api/application/figures${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.data as ApplicationFigures;
  };

  it('counts the period’s applications, the three-day share and the time to a first answer', async () => {
    const data = await figures();
    expect(data.period).toEqual({ from: '2026-11-09', to: '2026-11-21' });
    expect(data.totals).toEqual({
      applications: 8,
      answered: 4,
      due: 5,
      answeredInTime: 3,
      answeredInTimeShare: 0.6,
      medianHours: 29,
      averageHours: 40,
    });
    // Without a period: a8 joins (answered in 1 h) → median of 1, 2, 10, 48, 100; average 161 / 5.
    const all = await figures('');
    expect(all.period).toEqual({ from: null, to: null });
    expect(all.totals).toMatchObject({ applications: 9, answered: 5, due: 6, answeredInTime: 4 });
    expect(all.totals.medianHours).toBe(10);
    expect(all.totals.averageHours).toBe(32.2);
  });

  it('splits per vacancy: current waiting, rejected and withdrawn; invitations and offers ever reached', async () => {
    const data = await figures();
    expect(data.vacancyCount).toBe(3);
    const row = (title: string, companyName: string, counts: number[]) => {
      const [total, open, invited, offers, hired, rejected, withdrawn] = counts;
      return { title, companyName, total, open, invited, offers, hired, rejected, withdrawn };
    };
    expect(data.byVacancy).toMatchObject([
      row('Аналитик данных', 'ООО «Ромашка»', [3, 0, 1, 1, 1, 2, 0]),
      row('Java-разработчик', 'Альфа', [3, 1, 0, 1, 0, 0, 1]),
      row('Стажёр-программист', 'ООО «Ромашка»', [2, 1, 1, 0, 0, 0, 0]),
    ]);
    expect(data.byVacancy[0]?.vacancyId).toBe(s.vacancies.analyst);
  });

  it('groups invitations, offers and hires by the student’s faculty and course', async () => {
    const data = await figures();
    expect(data.byFaculty).toEqual([
      { faculty: 'ВМК', applications: 4, invited: 2, offers: 1, hired: 1 },
      { faculty: 'Экономический', applications: 3, invited: 0, offers: 0, hired: 0 },
      { faculty: null, applications: 1, invited: 0, offers: 1, hired: 0 },
    ]);
    expect(data.byCourse).toEqual([
      { course: 2, applications: 4, invited: 2, offers: 1, hired: 1 },
      { course: 4, applications: 3, invited: 0, offers: 0, hired: 0 },
      { course: null, applications: 1, invited: 0, offers: 1, hired: 0 },
    ]);
    // A period with nothing in it: zeros, empty tables, no share and no times.
    const empty = await figures('?from=2025-01-01&to=2025-01-31');
    expect(empty.totals).toEqual({
      applications: 0,
      answered: 0,
      due: 0,
      answeredInTime: 0,
      answeredInTimeShare: null,
      medianHours: null,
      averageHours: null,
    });
    expect([empty.byVacancy, empty.byFaculty, empty.byCourse]).toEqual([[], [], []]);
  });

  it('bounds the period by Moscow days: 00:30 on the 22nd in Moscow is the 22nd, 23:30 on the 21st is not', async () => {
    const db = s.database.db;
    const base = { vacancyId: s.vacancies.intern, companyId: s.board.owner.id, status: 'new' as const };
    await seedApplication(db, {
      ...base,
      studentId: s.ids.deniedStudent,
      createdAt: new Date('2026-11-21T21:30:00Z'),
    });
    await seedApplication(db, {
      ...base,
      vacancyId: s.vacancies.java,
      companyId: s.board.other.id,
      studentId: s.ids.deniedStudent,
      createdAt: new Date('2026-11-21T20:30:00Z'),
    });
    expect((await figures('?from=2026-11-22&to=2026-11-22')).totals.applications).toBe(1);
    // The nine seeded before and the one at 23:30 on the 21st in Moscow.
    expect((await figures('?to=2026-11-21')).totals.applications).toBe(10);
  });

  it('is for admins only, and refuses a bad or reversed period with a Russian 400', async () => {
    for (const role of ['guest', 'student', 'owner'] as const) {
      const response = await s.call(role, 'GET', '/api/application/figures');
      expect(response.status, role).toBe(role === 'guest' ? 401 : 403);
    }
    const reversed = await s.call('admin', 'GET', '/api/application/figures?from=2026-11-21&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ from: 'Начало периода должно быть не позже его конца.' });
    expect((await s.call('admin', 'GET', '/api/application/figures?from=21.11.2026')).status).toBe(400);
    expect((await s.call('admin', 'GET', '/api/application/figures/students.csv')).status).toBe(404);
  });

  it('downloads each table as CSV with Russian headers, directly and at a signed address', async () => {
    const direct = await s.t.api('GET', `/api/application/figures/vacancies.csv${PERIOD}`, {
      cookie: s.cookies.admin,
    });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-disposition')).toBe(
      'attachment; filename="applications-vacancies-2026-11-09_2026-11-21.csv"',
    );
    const lines = direct.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      '"ID вакансии";"Вакансия";"ID компании";"Компания";"Всего откликов";"Ждут ответа";"Приглашения";"Предложения";"Приняты на работу";"Отказы";"Отозваны студентом"',
    );
    expect(lines[1]).toBe(
      `"${s.vacancies.analyst}";"Аналитик данных";"${s.board.owner.id}";"ООО «Ромашка»";"3";"0";"1";"1";"1";"2";"0"`,
    );
    expect(lines).toHaveLength(4);
    const faculties = await s.t.api('GET', `/api/application/figures/faculties.csv${PERIOD}`, {
      cookie: s.cookies.admin,
    });
    expect(faculties.text.replace('\uFEFF', '').split('\r\n').slice(0, 4)).toEqual([
      '"Факультет";"Отклики";"Приглашения";"Предложения";"Приняты на работу"',
      '"ВМК";"4";"2";"1";"1"',
      '"Экономический";"3";"0";"0";"0"',
      '"Не указан";"1";"0";"1";"0"',
    ]);

    const link = await s.call('admin', 'POST', '/api/application/figures/link/', {
      table: 'courses',
      from: '2026-11-09',
      to: '2026-11-21',
    });
    expect(link.status).toBe(200);
    const issued = link.data as ExportLink;
    expect(issued.path).toMatch(/^\/export\/applications\/courses\.csv\?from=2026-11-09&to=2026-11-21&s=/);
    expect(issued.fileName).toBe('applications-courses-2026-11-09_2026-11-21.csv');
    const signed = await s.t.app.request(issued.path);
    expect(signed.status).toBe(200);
    expect((await signed.text()).split('\r\n')[1]).toBe('"2";"4";"2";"1";"1"');
    // The period and the table are signed: changing either voids the address.
    for (const path of [
      issued.path.replace('from=2026-11-09', 'from=2026-11-01'),
      issued.path.replace('courses.csv', 'faculties.csv'),
      issued.path.replace(/sig=[^&]+/, 'sig=forged'),
    ]) {
      const refused = await s.t.app.request(path);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toBe(EXPORT_LINK_REFUSED);
    }
    expect((await s.t.app.request('/export/applications/people.csv')).status).toBe(404);
    const student = await s.call('student', 'POST', '/api/application/figures/link/', { table: 'courses' });
    expect(student.status).toBe(403);
  });
});
