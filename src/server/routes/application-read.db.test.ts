import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { MINIMAL_PDF, smallPng, uploadFile } from '../../../tests/helpers/upload-fixtures';
import type { ApplicationItem, ApplicationSummary } from '../../shared/contract/application.contract';
import type { StoredFileInfo } from '../../shared/contract/file.contract';
import type { Page } from '../../shared/contract/query';
import { applications, students, telegramUsers } from '../db/schema';
import { applicationMessages } from '../domain/applications/application-messages';

const HOUR = 3_600_000;

describeOnDatabases('reading applications: getItems, summary, view and note', (target) => {
  const s = useApplicationSuite(target);
  const list = async (role: Parameters<typeof s.call>[0], query = '') => {
    const response = await s.call(role, 'GET', `/api/application/getItems${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.data as Page<ApplicationItem>;
  };
  const ids = (page: Page<ApplicationItem>) => page.items.map((item) => item.id);

  /** Three applications an hour apart: student→analyst, otherStudent→intern (owner's), student→java (other's). */
  const seedThree = async () => {
    const a = await s.apply('student', s.vacancies.analyst, 'Письмо');
    s.t.clock.advance(HOUR);
    const b = await s.apply('otherStudent', s.vacancies.intern);
    s.t.clock.advance(HOUR);
    const c = await s.apply('student', s.vacancies.java);
    return { a, b, c };
  };

  it('gives each reader its own scope: the student theirs, a company its vacancies’, admins all', async () => {
    const { a, b, c } = await seedThree();
    expect(ids(await list('student'))).toEqual([c.id, a.id]);
    expect(ids(await list('otherStudent'))).toEqual([b.id]);
    expect(ids(await list('owner'))).toEqual([b.id, a.id]);
    expect(ids(await list('other'))).toEqual([c.id]);
    expect(ids(await list('admin'))).toEqual([c.id, b.id, a.id]);
    expect((await list('admin')).total).toBe(3);
    // Company A asking for B's application by id, vacancy or company gets nothing.
    expect(ids(await list('other', `?id=${a.id}`))).toEqual([]);
    expect(ids(await list('other', `?vacancyId=${s.vacancies.analyst}`))).toEqual([]);
    expect(ids(await list('other', `?companyId=${s.board.owner.id}`))).toEqual([]);
    expect(ids(await list('otherStudent', `?id=${a.id}`))).toEqual([]);
  });

  it('refuses guests (401), a pending company (403 with the status code) and bad queries (400)', async () => {
    expect((await s.call('guest', 'GET', '/api/application/getItems')).status).toBe(401);
    const pending = await s.call('pending', 'GET', '/api/application/getItems');
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe('account-pending');
    for (const query of ['?status=lost', '?from=2026-13-01', '?to=вчера', '?sort=random', '?limit=0'])
      expect((await s.call('admin', 'GET', `/api/application/getItems${query}`)).status, query).toBe(400);
  });

  it('filters by status, vacancy, company, text (names, title, wildcards literal) and Moscow days; sorts and pages', async () => {
    const { a, b, c } = await seedThree();
    await s.database.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, b.id));
    expect(ids(await list('admin', '?status=new'))).toEqual([c.id, a.id]);
    expect(ids(await list('admin', '?status=rejected,viewed'))).toEqual([b.id]);
    expect(ids(await list('admin', `?vacancyId=${s.vacancies.analyst}`))).toEqual([a.id]);
    expect(ids(await list('admin', `?companyId=${s.board.owner.id}`))).toEqual([b.id, a.id]);
    expect(ids(await list('admin', `?text=${encodeURIComponent('петров')}`))).toEqual([b.id]);
    expect(ids(await list('admin', `?text=${encodeURIComponent('Студентов Иван')}`))).toEqual([c.id, a.id]);
    expect(ids(await list('admin', `?text=${encodeURIComponent('java')}`))).toEqual([c.id]);
    expect(ids(await list('admin', `?text=${encodeURIComponent('%')}`))).toEqual([]);
    expect(ids(await list('admin', '?sort=oldest'))).toEqual([a.id, b.id, c.id]);
    await s.database.db
      .update(applications)
      .set({ updatedAt: new Date(s.t.clock.now().getTime() + HOUR) })
      .where(eq(applications.id, a.id));
    expect(ids(await list('admin', '?sort=updated'))[0]).toBe(a.id);
    const first = await list('admin', '?limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, hasMore: true });
    expect((await list('admin', '?limit=2&page=2')).items).toHaveLength(1);

    // Moscow days: 23:30 on the 21st in Moscow is 20:30 UTC — the 21st, not the 22nd.
    await s.database.db
      .update(applications)
      .set({ createdAt: new Date('2026-11-21T20:30:00Z') })
      .where(eq(applications.id, a.id));
    await s.database.db
      .update(applications)
      .set({ createdAt: new Date('2026-11-21T21:30:00Z') })
      .where(eq(applications.id, b.id));
    await s.database.db
      .update(applications)
      .set({ createdAt: new Date('2026-11-25T12:00:00Z') })
      .where(eq(applications.id, c.id));
    expect(ids(await list('admin', '?from=2026-11-21&to=2026-11-21'))).toEqual([a.id]);
    expect(ids(await list('admin', '?from=2026-11-22&to=2026-11-22'))).toEqual([b.id]);
    expect(ids(await list('admin', '?from=2026-11-22'))).toEqual([c.id, b.id]);
    expect(ids(await list('admin', '?to=2026-11-20'))).toEqual([]);
  });

  it('shows contacts to the company applied to and admins; the student sees their own; the note is never the student’s', async () => {
    await s.database.db.insert(telegramUsers).values({ id: 4242, username: 'ivan_s' });
    await s.database.db
      .update(students)
      .set({ telegramUserId: 4242 })
      .where(eq(students.id, s.board.student.id));
    const { a } = await seedThree();
    await s.call('owner', 'POST', '/api/application/note/', { id: a.id, note: 'Позвонить в пятницу' });
    const contacts = { email: 'student@example.ru', phone: '+79990000001', telegramUsername: 'ivan_s' };
    const ofOwner = (await list('owner', `?id=${a.id}`)).items[0];
    expect(ofOwner?.student).toMatchObject({ ...contacts, university: 'МГУ', faculty: 'ВМК' });
    expect(ofOwner?.note).toBe('Позвонить в пятницу');
    expect((await list('admin', `?id=${a.id}`)).items[0]?.student).toMatchObject(contacts);
    const own = (await list('student', `?id=${a.id}`)).items[0];
    expect(own?.student).toMatchObject(contacts);
    expect(own?.note).toBeNull();
    await s.database.db.update(students).set({ telegramUserId: null });
    await s.database.db.delete(telegramUsers);
  });

  it('counts per status and per vacancy in the caller’s scope; students get 403', async () => {
    const { b } = await seedThree();
    await s.database.db.update(applications).set({ status: 'invited' }).where(eq(applications.id, b.id));
    const owner = await s.call('owner', 'GET', '/api/application/summary');
    expect(owner.status).toBe(200);
    const summary = owner.data as ApplicationSummary;
    expect(summary.byStatus).toEqual({
      new: 1,
      viewed: 0,
      invited: 1,
      offer: 0,
      accepted: 0,
      declined: 0,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
    });
    expect(summary.byVacancy).toEqual(
      [
        { vacancyId: s.vacancies.analyst, total: 1, new: 1 },
        { vacancyId: s.vacancies.intern, total: 1, new: 0 },
      ].sort((x, y) => x.vacancyId - y.vacancyId),
    );
    const admin = (await s.call('admin', 'GET', '/api/application/summary')).data as ApplicationSummary;
    expect(admin.byStatus.new).toBe(2);
    expect((await s.call('student', 'GET', '/api/application/summary')).status).toBe(403);
    expect((await s.call('guest', 'GET', '/api/application/summary')).status).toBe(401);
    expect((await s.call('pending', 'GET', '/api/application/summary')).status).toBe(403);
  });

  it('narrows the status counts by the board’s filters, as the list is narrowed; byVacancy stays whole', async () => {
    const { a, b } = await seedThree();
    await s.database.db.update(applications).set({ status: 'invited' }).where(eq(applications.id, b.id));
    const summary = async (role: Parameters<typeof s.call>[0], query: string) => {
      const response = await s.call(role, 'GET', `/api/application/summary${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.data as ApplicationSummary;
    };
    const byVacancy = await summary('owner', `?vacancyId=${s.vacancies.analyst}`);
    expect(byVacancy.byStatus).toMatchObject({ new: 1, invited: 0 });
    // Each tab counts what the list shows under the same filter.
    expect(ids(await list('owner', `?vacancyId=${s.vacancies.analyst}&status=new`))).toEqual([a.id]);
    expect(ids(await list('owner', `?vacancyId=${s.vacancies.analyst}&status=invited`))).toEqual([]);
    expect(byVacancy.byVacancy).toHaveLength(2);
    expect((await summary('owner', `?vacancyId=${s.vacancies.intern}`)).byStatus).toMatchObject({
      new: 0,
      invited: 1,
    });
    // Another company's vacancy counts nothing for this one.
    expect((await summary('owner', `?vacancyId=${s.vacancies.java}`)).byStatus.new).toBe(0);
    const searched = await summary('admin', `?text=${encodeURIComponent('стаж')}`);
    const listed = await list('admin', `?text=${encodeURIComponent('стаж')}`);
    expect(Object.values(searched.byStatus).reduce((sum, n) => sum + n, 0)).toBe(listed.total);
    const other = await summary('admin', `?companyId=${s.board.other.id}`);
    expect(Object.values(other.byStatus).reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await s.call('owner', 'GET', '/api/application/summary?vacancyId=abc')).status).toBe(400);
    expect((await s.call('admin', 'GET', '/api/application/summary?from=2026-13-40')).status).toBe(400);
  });

  it('moves «new» to «viewed» on the company’s first open only; an admin’s open changes nothing', async () => {
    const { a } = await seedThree();
    const byAdmin = await s.call('admin', 'POST', '/api/application/view/', { id: a.id });
    expect(byAdmin.status).toBe(200);
    expect((byAdmin.data as ApplicationItem).status).toBe('new');
    const byStudent = await s.call('student', 'POST', '/api/application/view/', { id: a.id });
    expect((byStudent.data as ApplicationItem).status).toBe('new');
    expect((await s.call('other', 'POST', '/api/application/view/', { id: a.id })).status).toBe(404);
    expect((await s.call('otherStudent', 'POST', '/api/application/view/', { id: a.id })).status).toBe(404);
    expect((await s.call('guest', 'POST', '/api/application/view/', { id: a.id })).status).toBe(401);
    const [untouched] = await s.database.db.select().from(applications).where(eq(applications.id, a.id));
    expect(untouched?.viewedAt).toBeNull();

    s.t.clock.advance(HOUR);
    const first = await s.call('owner', 'POST', '/api/application/view/', { id: a.id });
    expect(first.status).toBe(200);
    const item = first.data as ApplicationItem;
    expect(item.status).toBe('viewed');
    expect(item.history.map((event) => [event.from, event.to, event.by])).toEqual([
      [null, 'new', 'student'],
      ['new', 'viewed', 'company'],
    ]);
    const again = (await s.call('owner', 'POST', '/api/application/view/', { id: a.id }))
      .data as ApplicationItem;
    expect(again.history).toHaveLength(2);
    const [row] = await s.database.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row?.viewedAt?.toISOString()).toBe(s.t.clock.now().toISOString());
    // «viewed» is never sent to the student.
    expect(s.sent.filter((entry) => entry.notification.type === 'application-status')).toEqual([]);
    expect((await s.call('owner', 'POST', '/api/application/view/', { id: 999_999 })).status).toBe(404);
  });

  it('keeps the company’s note: saved, removed with an empty text; others 404, admins and students 403', async () => {
    const { a } = await seedThree();
    const saved = await s.call('owner', 'POST', '/api/application/note/', {
      id: a.id,
      note: ' Сильный кандидат ',
    });
    expect(saved.status).toBe(200);
    expect((saved.data as ApplicationItem).note).toBe('Сильный кандидат');
    const foreign = await s.call('other', 'POST', '/api/application/note/', { id: a.id, note: 'чужая' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(applicationMessages.notFound);
    for (const role of ['admin', 'student'] as const)
      expect((await s.call(role, 'POST', '/api/application/note/', { id: a.id, note: 'x' })).status).toBe(
        403,
      );
    const long = await s.call('owner', 'POST', '/api/application/note/', {
      id: a.id,
      note: 'я'.repeat(2001),
    });
    expect(long.status).toBe(400);
    const removed = await s.call('owner', 'POST', '/api/application/note/', { id: a.id, note: '' });
    expect((removed.data as ApplicationItem).note).toBeNull();
    const [row] = await s.database.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row?.note).toBeNull();
  });

  it('lets the company applied to open the applicant’s résumé and photo, even after the student’s approval is withdrawn', async () => {
    const upload = async (kind: string, name: string, bytes: Uint8Array) => {
      const response = await uploadFile(s.t.app, s.cookies.otherStudent, kind, { name, bytes });
      expect(response.status).toBe(201);
      return response.body.data as StoredFileInfo;
    };
    const resume = await upload('resume', 'cv.pdf', MINIMAL_PDF);
    const photo = await upload('photo', 'me.png', await smallPng());
    await s.database.db
      .update(students)
      .set({ resumeFileId: resume.id, photoFileId: photo.id, status: 'pending' })
      .where(eq(students.id, s.ids.otherStudent));
    const read = async (url: string, role: 'owner' | 'other') =>
      (await s.t.app.request(url, { headers: { cookie: s.cookies[role] } })).status;
    // Before applying: a pending student's files are nobody's business.
    expect(await read(resume.url, 'owner')).toBe(404);
    await s.database.db
      .update(students)
      .set({ status: 'approved' })
      .where(eq(students.id, s.ids.otherStudent));
    const item = await s.apply('otherStudent', s.vacancies.analyst);
    await s.database.db
      .update(students)
      .set({ status: 'pending' })
      .where(eq(students.id, s.ids.otherStudent));
    expect(item.student.resumeUrl).toBe(resume.url);
    expect(item.student.photoUrl).toBe(photo.url);
    expect(await read(resume.url, 'owner')).toBe(200);
    expect(await read(photo.url, 'owner')).toBe(200);
    expect(await read(resume.url, 'other')).toBe(404);
    expect(await read(photo.url, 'other')).toBe(404);
    // Withdrawn: the company no longer holds an application of theirs.
    await s.call('otherStudent', 'POST', '/api/application/withdraw/', { id: item.id });
    expect(await read(resume.url, 'owner')).toBe(404);
    await s.database.db
      .update(students)
      .set({ resumeFileId: null, photoFileId: null, status: 'approved' })
      .where(eq(students.id, s.ids.otherStudent));
  });
});
