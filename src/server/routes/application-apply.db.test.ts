import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { insertVacancy } from '../../../tests/helpers/board-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { ApplicationItem } from '../../shared/contract/application.contract';
import { STATUS_REFUSAL_CODES } from '../../shared/contract/verification.contract';
import { applicationEvents, applications, companies, students, telegramUsers, vacancies } from '../db/schema';
import { applicationMessages } from '../domain/applications/application-messages';
import { APPLICATION_QUOTAS } from '../domain/applications/application-quotas';

describeOnDatabases('POST /api/application/ and /api/application/withdraw/', (target) => {
  const s = useApplicationSuite(target);
  const rows = () => s.database.db.select().from(applications);

  it('takes an approved student’s application as «new», with the letter and the first history move', async () => {
    // The company has Telegram linked: the bot tells it (without, the daily digest does).
    await s.database.db.insert(telegramUsers).values({ id: 880 });
    await s.database.db
      .update(companies)
      .set({ telegramUserId: 880 })
      .where(eq(companies.id, s.board.owner.id));
    const response = await s.call('student', 'POST', '/api/application/', {
      vacancyId: s.vacancies.analyst,
      letter: '  Хочу к вам на стажировку.\nЗнаю SQL.  ',
    });
    expect(response.status).toBe(201);
    const item = response.data as ApplicationItem;
    expect(item).toMatchObject({
      status: 'new',
      letter: 'Хочу к вам на стажировку.\nЗнаю SQL.',
      note: null,
      lastMessage: null,
      vacancy: { id: s.vacancies.analyst, title: 'Аналитик данных', companyName: 'ООО «Ромашка»' },
      student: { id: s.board.student.id, firstName: 'Иван', email: 'student@example.ru' },
    });
    expect(item.history).toEqual([
      { from: null, to: 'new', by: 'student', answer: null, message: null, at: item.createdAt },
    ]);
    // The company hears of it: queued with the application, sent by the outbox worker.
    expect(s.sent).toEqual([
      {
        chatId: 880,
        notification: {
          type: 'application-new',
          applicationId: item.id,
          vacancyTitle: 'Аналитик данных',
          studentName: 'Иван Студентов',
        },
      },
    ]);
    await s.database.db.update(companies).set({ telegramUserId: null });
    await s.database.db.delete(telegramUsers);
  });

  it('refuses a pending and a denied student with a 403 that says why and what to do', async () => {
    const pending = await s.call('pendingStudent', 'POST', '/api/application/', {
      vacancyId: s.vacancies.analyst,
    });
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({
      message: applicationMessages.studentPending,
      code: STATUS_REFUSAL_CODES.pending,
    });
    const denied = await s.call('deniedStudent', 'POST', '/api/application/', {
      vacancyId: s.vacancies.analyst,
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      message: applicationMessages.studentDenied,
      code: STATUS_REFUSAL_CODES.denied,
    });
    expect(await rows()).toHaveLength(0);
  });

  it('lets only students apply: 401 for a guest, 403 for companies and admins', async () => {
    const body = { vacancyId: s.vacancies.analyst };
    expect((await s.call('guest', 'POST', '/api/application/', body)).status).toBe(401);
    expect((await s.call('owner', 'POST', '/api/application/', body)).status).toBe(403);
    expect((await s.call('admin', 'POST', '/api/application/', body)).status).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  it('answers 404 for a vacancy students do not see: draft, archived, of a pending company, expired, missing', async () => {
    for (const vacancyId of [
      s.vacancies.draft,
      s.vacancies.archived,
      s.vacancies.ofPending,
      s.vacancies.expired,
      999_999,
    ]) {
      const response = await s.call('student', 'POST', '/api/application/', { vacancyId });
      expect(response.status, String(vacancyId)).toBe(404);
      expect(response.body.message).toBe(applicationMessages.vacancyClosed);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('refuses bad input with Russian field errors and stores nothing', async () => {
    const long = await s.call('student', 'POST', '/api/application/', {
      vacancyId: s.vacancies.analyst,
      letter: 'я'.repeat(4001),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toMatchObject({ letter: expect.stringContaining('не длиннее 4000') });
    const noId = await s.call('student', 'POST', '/api/application/', { letter: 'Привет' });
    expect(noId.status).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it('answers 409 to a second live application, and lets a student apply again after withdrawing', async () => {
    const first = await s.apply('student', s.vacancies.analyst);
    const again = await s.call('student', 'POST', '/api/application/', { vacancyId: s.vacancies.analyst });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(applicationMessages.alreadyApplied);
    // Another student and another vacancy are separate pairs.
    await s.apply('otherStudent', s.vacancies.analyst);
    await s.apply('student', s.vacancies.intern);

    const withdrawn = await s.call('student', 'POST', '/api/application/withdraw/', { id: first.id });
    expect(withdrawn.status).toBe(200);
    const item = withdrawn.data as ApplicationItem;
    expect(item.status).toBe('withdrawn');
    expect(item.history.at(-1)).toMatchObject({ from: 'new', to: 'withdrawn', by: 'student' });
    // Again after the wait a withdrawal sets (docs/decisions/056; tests/hostile/quotas.db.test.ts).
    s.t.clock.advance(APPLICATION_QUOTAS.reapplyAfterMs);
    const second = await s.apply('student', s.vacancies.analyst, 'Снова');
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('new');
  });

  it('lets exactly one of two racing applications in (the unique index); the other gets 409', async () => {
    const body = { vacancyId: s.vacancies.intern };
    const answers = await Promise.all([
      s.call('student', 'POST', '/api/application/', body),
      s.call('student', 'POST', '/api/application/', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await rows()).toHaveLength(1);
    expect(await s.database.db.select().from(applicationEvents)).toHaveLength(1);
  });

  it('after a refusal or a hire answers 409 with its own message', async () => {
    const rejected = await s.apply('student', s.vacancies.analyst);
    const hired = await s.apply('student', s.vacancies.intern);
    await s.database.db
      .update(applications)
      .set({ status: 'rejected' })
      .where(eq(applications.id, rejected.id));
    await s.database.db.update(applications).set({ status: 'hired' }).where(eq(applications.id, hired.id));
    const afterRefusal = await s.call('student', 'POST', '/api/application/', {
      vacancyId: s.vacancies.analyst,
    });
    expect(afterRefusal.status).toBe(409);
    expect(afterRefusal.body.message).toBe(applicationMessages.alreadyRejected);
    const afterHire = await s.call('student', 'POST', '/api/application/', { vacancyId: s.vacancies.intern });
    expect(afterHire.status).toBe(409);
    expect(afterHire.body.message).toBe(applicationMessages.alreadyHired);
  });

  it('withdraws only the student’s own open application: 404 for another’s, 409 once closed', async () => {
    const own = await s.apply('student', s.vacancies.analyst);
    const others = await s.apply('otherStudent', s.vacancies.analyst);
    const foreign = await s.call('student', 'POST', '/api/application/withdraw/', { id: others.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(applicationMessages.notFound);
    for (const role of ['owner', 'admin'] as const)
      expect((await s.call(role, 'POST', '/api/application/withdraw/', { id: own.id })).status).toBe(403);
    expect((await s.call('guest', 'POST', '/api/application/withdraw/', { id: own.id })).status).toBe(401);
    await s.database.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, own.id));
    const closed = await s.call('student', 'POST', '/api/application/withdraw/', { id: own.id });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(applicationMessages.notOpen);
    const [row] = await s.database.db.select().from(applications).where(eq(applications.id, others.id));
    expect(row?.status).toBe('new');
  });

  it('deleting the vacancy or the student deletes their applications and history (decision 020)', async () => {
    const db = s.database.db;
    const now = s.t.clock.now();
    const doomed = await insertVacancy(db, now, { companyId: s.board.owner.id, title: 'Удалят' });
    const [leaver] = await db
      .insert(students)
      .values({
        email: 'leaver@example.ru',
        passwordHash: 'unused',
        firstName: 'Уходящий',
        lastName: 'Студент',
      })
      .returning();
    if (!leaver) throw new Error('seed failed');
    const kept = await s.apply('student', s.vacancies.analyst);
    const gone = await s.apply('student', doomed.id);
    await db.insert(applications).values({
      studentId: leaver.id,
      vacancyId: s.vacancies.intern,
      companyId: s.board.owner.id,
      createdAt: now,
    });
    await db.delete(vacancies).where(eq(vacancies.id, doomed.id));
    await db.delete(students).where(eq(students.id, leaver.id));
    expect((await rows()).map((row) => row.id)).toEqual([kept.id]);
    const events = await db.select().from(applicationEvents);
    expect(events.map((event) => event.applicationId)).not.toContain(gone.id);
  });
});
