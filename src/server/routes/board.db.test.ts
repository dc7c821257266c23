import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { signInAdmin } from '../../../tests/helpers/admin-second-factor';
import { cookiePair, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { BoardSummary } from '../../shared/contract/board-summary.contract';
import type { DatabaseHandle } from '../db/client';
import { feedback, students, vacancies, vacancyTypes } from '../db/schema';

describeOnDatabases('admin board home: figures and CSV exports', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  const cookies = { student: '', company: '', admin: '' };

  beforeAll(async () => {
    database = await target.open();
    const { company } = await seedAccounts(database.db);
    await database.db.insert(students).values([
      {
        email: 'p1@example.ru',
        passwordHash: 'x',
        firstName: '=HYPERLINK("http://evil")',
        lastName: 'Пендинг',
        status: 'pending',
      },
      {
        email: 'p2@example.ru',
        passwordHash: 'x',
        firstName: 'Ольга',
        lastName: '+7 «Кавычки» "и" ;',
        status: 'pending',
      },
    ]);
    const [type] = await database.db
      .insert(vacancyTypes)
      .values({ name: 'Стажировка', position: 1 })
      .returning();
    await database.db.insert(vacancies).values([
      {
        companyId: company.id,
        vacancyTypeId: type?.id ?? null,
        title: 'Стажёр-аналитик',
        status: 'published',
      },
      {
        companyId: company.id,
        vacancyTypeId: type?.id ?? null,
        title: 'Стажёр-разработчик',
        status: 'published',
      },
      { companyId: company.id, vacancyTypeId: null, title: 'Курьер', status: 'published' },
      { companyId: company.id, title: 'Черновик', status: 'draft' },
    ]);
    await database.db.insert(feedback).values([
      { text: '@SUM(1+1)*cmd|calc', email: 'g@mail.ru', status: 'new' },
      { text: 'Спасибо', email: 'h@mail.ru', status: 'closed' },
    ]);
    t = createTestApp(database);
    for (const [kind, email] of [
      ['student', 'student@example.ru'],
      ['company', 'hr@company.ru'],
    ] as const) {
      const response = await t.api('POST', '/api/login/', { json: { email, password: TEST_PASSWORD, kind } });
      cookies[kind] = cookiePair(response.headers.get('set-cookie'));
    }
    // Admins pass the second factor too (docs/decisions/016).
    cookies.admin = (await signInAdmin(t, database.db, 'admin@example.ru', TEST_PASSWORD)).cookie;
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts students, companies, vacancies by type and feedback by status', async () => {
    const response = await t.api('GET', '/api/board/summary/', { cookie: cookies.admin });
    expect(response.status).toBe(200);
    const summary = response.body.data as BoardSummary;
    expect(summary.students).toEqual({ pending: 2, approved: 1, denied: 0 });
    expect(summary.companies).toEqual({ pending: 0, approved: 1, denied: 0 });
    expect(summary.vacancies).toMatchObject({ published: 3, draft: 1, archived: 0 });
    expect(summary.vacancies.publishedByType.map((row) => `${row.name}:${row.count}`)).toEqual([
      'Стажировка:2',
      'Без типа:1',
    ]);
    expect(summary.feedback).toEqual({ new: 1, in_progress: 0, answered: 0, closed: 1 });
  });

  it('exports each list as CSV with formula-safe quoting', async () => {
    const students = await t.app.request('/api/board/export/students.csv', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', cookie: cookies.admin },
    });
    expect(students.status).toBe(200);
    expect(students.headers.get('content-type')).toContain('text/csv');
    expect(students.headers.get('content-disposition')).toMatch(
      /^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await students.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text.split('\r\n')[0]).toContain('"Зарегистрирован (время МСК)"');
    expect(text).toContain(`"'+7 «Кавычки» ""и"" ;"`);
    expect(text).not.toMatch(/(^|;)"?=/m);
    const feedbackCsv = await (
      await t.app.request('/api/board/export/feedback.csv', {
        headers: { 'X-Requested-With': 'XMLHttpRequest', cookie: cookies.admin },
      })
    ).text();
    expect(feedbackCsv).toContain(`"'@SUM(1+1)*cmd|calc"`);
    for (const list of ['companies', 'vacancies']) {
      const response = await t.api('GET', `/api/board/export/${list}.csv`, { cookie: cookies.admin });
      expect(response.status, list).toBe(200);
    }
    // Every list writes its moments in Moscow time, «23.11.2026 14:05», and says so.
    for (const list of ['students', 'companies', 'vacancies', 'feedback']) {
      const csv = await (
        await t.app.request(`/api/board/export/${list}.csv`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest', cookie: cookies.admin },
        })
      ).text();
      expect(csv, list).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(csv, list).toMatch(/"\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}"/);
      expect(csv.split('\r\n')[0], list).toContain('(время МСК)"');
    }
    expect((await t.api('GET', '/api/board/export/passwords.csv', { cookie: cookies.admin })).status).toBe(
      404,
    );
  });

  it('lets only admins see the figures and download lists', async () => {
    for (const path of ['/api/board/summary/', '/api/board/export/students.csv']) {
      expect((await t.api('GET', path)).status, path).toBe(401);
      expect((await t.api('GET', path, { cookie: cookies.student })).status, path).toBe(403);
      expect((await t.api('GET', path, { cookie: cookies.company })).status, path).toBe(403);
    }
  });
});
