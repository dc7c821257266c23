import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { insertVacancy, vacancyInput } from '../../../tests/helpers/board-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { type ApplicationItem, ARCHIVE_REJECTION_MESSAGE } from '../../shared/contract/application.contract';
import { applicationEvents, applications, students, vacancies } from '../db/schema';

describeOnDatabases('archiving a vacancy rejects its open applications', (target) => {
  const s = useApplicationSuite(target);
  // Complete enough to publish, so that a restore from the archive may put it back (publishProblems).
  const { description, address } = vacancyInput();
  const freshVacancy = async () =>
    (
      await insertVacancy(s.database.db, s.t.clock.now(), {
        companyId: s.board.owner.id,
        title: 'Закроют',
        description,
        address,
      })
    ).id;
  const setStatus = (id: number, status: typeof applications.$inferSelect.status) =>
    s.database.db.update(applications).set({ status }).where(eq(applications.id, id));
  const statusOf = async (id: number) =>
    (await s.database.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
  const archive = (json: unknown, role: 'owner' | 'admin' | 'other' = 'owner') =>
    s.call(role, 'POST', '/api/vacancy/archive/', json);

  it('rejects new, viewed, invited and offer with the standard message as a system move; leaves closed ones', async () => {
    const vacancyId = await freshVacancy();
    const open = await s.apply('student', vacancyId);
    const invited = await s.apply('otherStudent', vacancyId);
    await setStatus(invited.id, 'invited');
    const extra = async (email: string, status: typeof applications.$inferSelect.status) => {
      const [student] = await s.database.db
        .insert(students)
        .values({ email, passwordHash: 'x', firstName: 'Доп', lastName: 'Студент', status: 'approved' })
        .returning();
      if (!student) throw new Error('seed failed');
      const [row] = await s.database.db
        .insert(applications)
        .values({ studentId: student.id, vacancyId, companyId: s.board.owner.id, status })
        .returning();
      return row?.id ?? 0;
    };
    const hired = await extra('hired@example.ru', 'hired');
    const offer = await extra('offer@example.ru', 'offer');
    const withdrawn = await extra('gone@example.ru', 'withdrawn');
    s.mail.length = 0;
    s.sent.length = 0;

    const response = await archive({ id: vacancyId, archived: true });
    expect(response.status).toBe(200);
    expect(await statusOf(open.id)).toBe('rejected');
    expect(await statusOf(invited.id)).toBe('rejected');
    expect(await statusOf(offer)).toBe('rejected');
    expect(await statusOf(hired)).toBe('hired');
    expect(await statusOf(withdrawn)).toBe('withdrawn');
    const events = await s.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.toStatus, 'rejected'));
    expect(events.map((event) => [event.applicationId, event.actor, event.message]).sort()).toEqual(
      [open.id, invited.id, offer].sort().map((id) => [id, 'system', ARCHIVE_REJECTION_MESSAGE]),
    );
    const item = (
      (await s.call('student', 'GET', `/api/application/getItems?id=${open.id}`)).data as {
        items: ApplicationItem[];
      }
    ).items[0];
    expect(item?.lastMessage).toBe(ARCHIVE_REJECTION_MESSAGE);
    expect(item?.history.at(-1)).toMatchObject({ from: 'new', to: 'rejected', by: 'system' });
    // Every rejected student is told (here by mail: nobody has Telegram linked).
    expect(s.mail.map((mail) => mail.to).sort()).toEqual(
      ['offer@example.ru', 'petr@example.ru', 'student@example.ru'].sort(),
    );
    expect(s.mail[0]?.text).toContain(ARCHIVE_REJECTION_MESSAGE);

    // Restoring changes no application; archiving again rejects nothing twice.
    s.mail.length = 0;
    expect((await archive({ id: vacancyId, archived: false })).status).toBe(200);
    expect(await statusOf(open.id)).toBe('rejected');
    expect((await archive({ id: vacancyId, archived: true })).status).toBe(200);
    expect(s.mail).toEqual([]);
  });

  it('uses the company’s own message; refuses a too long one and changes nothing', async () => {
    const vacancyId = await freshVacancy();
    const a = await s.apply('student', vacancyId);
    const long = await archive({ id: vacancyId, archived: true, rejectionMessage: 'я'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toMatchObject({ rejectionMessage: expect.stringContaining('2000') });
    expect(await statusOf(a.id)).toBe('new');
    const [vacancy] = await s.database.db.select().from(vacancies).where(eq(vacancies.id, vacancyId));
    expect(vacancy?.status).toBe('published');
    // Another company cannot archive it, so nothing is rejected.
    expect((await archive({ id: vacancyId, archived: true }, 'other')).status).toBe(403);
    expect(await statusOf(a.id)).toBe('new');

    const own = 'Набор закрыт досрочно, спасибо за интерес!';
    expect((await archive({ id: vacancyId, archived: true, rejectionMessage: `  ${own} ` })).status).toBe(
      200,
    );
    const [row] = await s.database.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row).toMatchObject({ status: 'rejected', lastMessage: own, firstAnswerAt: null });
    expect(s.mail.at(-1)?.text).toContain(own);
  });
});
