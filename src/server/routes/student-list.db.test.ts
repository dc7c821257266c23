import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sessionCookie } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { MINIMAL_PDF, uploadFile } from '../../../tests/helpers/upload-fixtures';
import type { StoredFileInfo } from '../../shared/contract/file.contract';
import type { Page } from '../../shared/contract/query';
import type { StudentDetail, StudentListItem } from '../../shared/contract/student-list.contract';
import { verificationMessages } from '../../shared/verification-messages';
import { companies, students, studentTags } from '../db/schema';

describeOnDatabases('GET /api/student/getItems and /api/student/:id/', (target) => {
  const suite = useBoardSuite(target);
  const ids = { anna: 0, pending: 0, denied: 0, boris: 0 };
  let deniedCompany = '';
  let resume: StoredFileInfo;

  beforeAll(async () => {
    const { db } = suite.database;
    const { board } = suite;
    const rows = await db
      .insert(students)
      .values([
        {
          email: 'anna@example.ru',
          passwordHash: 'x',
          firstName: 'Анна',
          lastName: 'Ёлкина',
          phone: '+7 900 000-00-01',
          status: 'approved',
          university: 'МГУ',
          faculty: 'ВМК',
          course: 3,
          graduationYear: 2028,
          about: 'Люблю базы данных и 100%_честные запросы.',
        },
        { email: 'p@example.ru', passwordHash: 'x', firstName: 'Павел', lastName: 'Ждущий', course: 3 },
        {
          email: 'd@example.ru',
          passwordHash: 'x',
          firstName: 'Дина',
          lastName: 'Отказова',
          status: 'denied',
          statusReason: 'Нет студенческого',
        },
        {
          email: 'b@example.ru',
          passwordHash: 'x',
          firstName: 'Борис',
          lastName: 'Бобров',
          status: 'approved',
          university: 'СПбГУ',
          course: 1,
        },
      ])
      .returning();
    const [anna, pending, denied, boris] = rows;
    if (!anna || !pending || !denied || !boris) throw new Error('seed failed');
    Object.assign(ids, { anna: anna.id, pending: pending.id, denied: denied.id, boris: boris.id });
    await db.insert(studentTags).values([
      { studentId: anna.id, tagId: board.tags.sql.id },
      { studentId: anna.id, tagId: board.tags.python.id },
      { studentId: boris.id, tagId: board.tags.java.id },
      { studentId: pending.id, tagId: board.tags.java.id },
    ]);
    const [company] = await db
      .insert(companies)
      .values({ email: 'no@x.ru', passwordHash: 'x', name: 'Отказ', status: 'denied' })
      .returning();
    if (!company) throw new Error('seed failed');
    deniedCompany = await sessionCookie(db, 'company', company.id, suite.t.clock.now());
    const uploaded = await uploadFile(suite.t.app, suite.cookies.student, 'resume', {
      name: 'cv.pdf',
      bytes: MINIMAL_PDF,
    });
    resume = uploaded.body.data as StoredFileInfo;
    await db.update(students).set({ resumeFileId: resume.id }).where(eq(students.id, board.student.id));
  });

  const list = async (cookie: string, query = '') => {
    const response = await suite.t.api('GET', `/api/student/getItems${query}`, { cookie });
    return {
      status: response.status,
      body: response.body,
      page: response.body.data as Page<StudentListItem>,
    };
  };
  const names = async (cookie: string, query = '') =>
    (await list(cookie, query)).page.items.map((item) => item.name);

  it('lists approved students to an approved company, in Russian order, contacts hidden until they apply', async () => {
    const answer = await list(suite.cookies.owner);
    expect(answer.status).toBe(200);
    // «Ё» sorts with «Е», after «Б»; pending and denied students never appear.
    expect(answer.page.items.map((item) => item.name)).toEqual([
      'Борис Бобров',
      'Анна Ёлкина',
      'Иван Студентов',
    ]);
    const anna = answer.page.items[1];
    expect(anna).toMatchObject({
      university: 'МГУ',
      faculty: 'ВМК',
      course: 3,
      graduationYear: 2028,
      status: 'approved',
      photoUrl: null,
      // Anna applied to nothing of this company (docs/decisions/009; student-contacts.db.test.ts).
      contacts: null,
    });
    expect(anna).not.toHaveProperty('contactsOpenToCompanies');
    expect(anna?.skills.map((skill) => skill.name)).toEqual(['Python', 'SQL']);
  });

  it('refuses guests (401), students (403) and companies not approved (403 with the reason)', async () => {
    expect((await list(suite.cookies.guest)).status).toBe(401);
    expect((await list(suite.cookies.student)).status).toBe(403);
    // Each status says why and what to do, with a code the screen can act on (decision 015).
    const cases = [
      {
        cookie: suite.cookies.pending,
        message: verificationMessages.companyPending,
        code: 'account-pending',
      },
      { cookie: deniedCompany, message: verificationMessages.companyDenied, code: 'account-denied' },
    ];
    for (const { cookie, message, code } of cases) {
      const answer = await list(cookie);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ message, code });
    }
  });

  it('never shows pending or denied students to companies, even when asked by status', async () => {
    expect(await names(suite.cookies.owner, '?status=pending,denied')).toEqual([
      'Борис Бобров',
      'Анна Ёлкина',
      'Иван Студентов',
    ]);
    for (const id of [ids.pending, ids.denied]) {
      expect((await suite.t.api('GET', `/api/student/${id}/`, { cookie: suite.cookies.owner })).status).toBe(
        404,
      );
    }
  });

  it('shows admins every status, filtered on request', async () => {
    expect((await list(suite.cookies.admin)).page.total).toBe(5);
    expect(await names(suite.cookies.admin, '?status=pending')).toEqual(['Павел Ждущий']);
    expect(await names(suite.cookies.admin, '?status=denied,pending')).toEqual([
      'Павел Ждущий',
      'Дина Отказова',
    ]);
    const denied = await suite.t.api('GET', `/api/student/${ids.denied}/`, { cookie: suite.cookies.admin });
    expect(denied.body.data).toMatchObject({ status: 'denied', statusReason: 'Нет студенческого' });
  });

  it('gives admins the résumé and the changes since the last decision; companies neither', async () => {
    const [admin] = (
      (await suite.t.api('GET', `/api/student/getItems?id=${ids.anna}`, { cookie: suite.cookies.admin })).body
        .data as Page<StudentListItem>
    ).items;
    expect(admin).toMatchObject({ resumeUrl: null, changes: { fields: [], reviewedAt: null } });
    const company = (
      (await suite.t.api('GET', `/api/student/getItems?id=${ids.anna}`, { cookie: suite.cookies.owner })).body
        .data as Page<StudentListItem>
    ).items[0];
    expect(company?.name).toBe('Анна Ёлкина');
    expect(company && ('resumeUrl' in company || 'changes' in company)).toBe(false);
  });

  it('opens one student by id (the admin’s «Открыть анкету»), never beyond what the caller may see', async () => {
    expect(await names(suite.cookies.admin, `?id=${ids.pending}`)).toEqual(['Павел Ждущий']);
    expect(await names(suite.cookies.admin, `?id=${ids.denied}&status=pending,approved,denied`)).toEqual([
      'Дина Отказова',
    ]);
    expect(await names(suite.cookies.owner, `?id=${ids.pending}`)).toEqual([]);
    expect(await names(suite.cookies.owner, `?id=${ids.anna}`)).toEqual(['Анна Ёлкина']);
    expect(
      (await suite.t.api('GET', '/api/student/getItems?id=abc', { cookie: suite.cookies.admin })).status,
    ).toBe(400);
  });

  it('filters by text (wildcards literal), ANY of the skills and course', async () => {
    const owner = suite.cookies.owner;
    expect(await names(owner, '?text=мгу')).toEqual(['Анна Ёлкина']);
    expect(
      await names(owner, '?text=%D0%81%D0%BB%D0%BA%D0%B8%D0%BD%D0%B0%20%D0%90%D0%BD%D0%BD%D0%B0'),
    ).toEqual(['Анна Ёлкина']);
    expect(await names(owner, `?text=${encodeURIComponent('100%_')}`)).toEqual(['Анна Ёлкина']);
    expect(await names(owner, `?text=${encodeURIComponent('%')}`)).toEqual(['Анна Ёлкина']);
    const { java, sql } = suite.board.tags;
    expect(await names(owner, `?tags=${java.id},${sql.id}`)).toEqual(['Борис Бобров', 'Анна Ёлкина']);
    expect(await names(owner, `?tags=${java.id}&course=1`)).toEqual(['Борис Бобров']);
    expect(await names(owner, '?course=3')).toEqual(['Анна Ёлкина']);
    expect((await list(owner, '?course=9')).status).toBe(400);
  });

  it('pages with hasMore', async () => {
    const first = await list(suite.cookies.owner, '?limit=2');
    expect(first.page).toMatchObject({ total: 3, page: 1, hasMore: true });
    const second = await list(suite.cookies.owner, '?limit=2&page=2');
    expect(second.page.items.map((item) => item.name)).toEqual(['Иван Студентов']);
    expect(second.page.hasMore).toBe(false);
  });

  it('the card carries the full about and the résumé, which approved companies may read', async () => {
    const card = await suite.t.api('GET', `/api/student/${suite.board.student.id}/`, {
      cookie: suite.cookies.owner,
    });
    const detail = card.body.data as StudentDetail;
    expect(detail.resume).toEqual({ url: resume.url });
    expect(detail.statusReason).toBeNull();
    const read = (cookie: string) => suite.t.app.request(resume.url, { headers: cookie ? { cookie } : {} });
    expect((await read(suite.cookies.owner)).status).toBe(200);
    expect((await read(suite.cookies.admin)).status).toBe(200);
    for (const cookie of [suite.cookies.guest, suite.cookies.pending, deniedCompany]) {
      expect((await read(cookie)).status).toBe(404);
    }
    const other = await sessionCookie(suite.database.db, 'student', ids.anna, suite.t.clock.now());
    expect((await read(other)).status).toBe(404);
    // Once the student is no longer approved, companies lose the résumé too.
    const { db } = suite.database;
    await db.update(students).set({ status: 'pending' }).where(eq(students.id, suite.board.student.id));
    expect((await read(suite.cookies.owner)).status).toBe(404);
    await db.update(students).set({ status: 'approved' }).where(eq(students.id, suite.board.student.id));
  });
});
