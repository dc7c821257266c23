import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DAY, HOUR, useInterviewSuite } from '../../../tests/helpers/interview-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { InterviewItem } from '../../shared/contract/interview.contract';
import type { Page } from '../../shared/contract/query';
import { applicationEvents, applications, interviews } from '../db/schema';

describeOnDatabases('POST /api/interview/ and GET /api/interview/getItems', (target) => {
  const s = useInterviewSuite(target);
  const create = (role: Parameters<typeof s.call>[0], json: unknown) =>
    s.call(role, 'POST', '/api/interview/', json);

  it('invites with slots: 201 with the interview, the application moves to «invited», the student hears the times in Moscow time', async () => {
    const applicationId = await s.apply('student', s.vacancies.analyst);
    s.mail.length = 0;
    const first = new Date(s.t.clock.now().getTime() + 3 * DAY);
    first.setUTCHours(8, 0, 0, 0);
    const response = await create('owner', {
      applicationId,
      format: 'online',
      link: 'https://meet.example/room-1',
      message: 'Поговорим о задачах отдела.',
      slots: [
        { startsAt: first.toISOString(), durationMin: 45 },
        { startsAt: new Date(first.getTime() + DAY).toISOString(), durationMin: 60 },
      ],
    });
    expect(response.status).toBe(201);
    const item = response.data as InterviewItem;
    expect(item).toMatchObject({
      applicationId,
      status: 'active',
      format: 'online',
      link: 'https://meet.example/room-1',
      place: null,
      bookedSlotId: null,
      vacancyTitle: 'Аналитик данных',
      companyName: s.board.owner.name,
      studentName: `${s.board.student.firstName} ${s.board.student.lastName}`,
      sequence: 0,
    });
    expect(item.slots.map((slot) => [slot.startsAt, slot.durationMin, slot.taken])).toEqual([
      [first.toISOString(), 45, false],
      [new Date(first.getTime() + DAY).toISOString(), 60, false],
    ]);
    const [application] = await s.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(application?.status).toBe('invited');
    // The application shows the company's own words: its screen lists the times to pick from.
    expect(application?.lastMessage).toBe('Поговорим о задачах отдела.');
    const events = await s.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId));
    const move = events.find((event) => event.toStatus === 'invited');
    expect(move?.actor).toBe('company');
    // 08:00 UTC is 11:00 in Moscow.
    expect(move?.message).toContain('Поговорим о задачах отдела.');
    expect(move?.message).toContain('11:00–11:45 (МСК)');
    const mail = s.mail.find((message) => message.to === s.board.student.email);
    expect(mail?.text).toContain('11:00–11:45 (МСК)');
    expect(mail?.text).toContain('11:00–12:00 (МСК)');
  });

  it('checks the body: slots 1–10, future, within 90 days, 15–240 minutes, https link, an address for the office', async () => {
    const applicationId = await s.apply('student', s.vacancies.analyst);
    const base = { applicationId, format: 'office', place: 'Офис' };
    const slot = (ms: number, durationMin = 45) => ({ startsAt: s.at(ms), durationMin });
    const cases: [unknown, string, string][] = [
      [{ ...base, slots: [] }, 'slots', 'от 1 до 10'],
      [
        { ...base, slots: Array.from({ length: 11 }, (_, i) => slot(DAY + i * HOUR)) },
        'slots',
        'Не больше 10',
      ],
      [{ ...base, slots: [slot(-HOUR)] }, 'slots', 'в будущем'],
      [{ ...base, slots: [slot(91 * DAY)] }, 'slots', 'не дальше чем через 90 дней'],
      [{ ...base, slots: [slot(DAY, 10)] }, 'slots.0.durationMin', 'не короче 15 минут'],
      [{ ...base, slots: [slot(DAY, 241)] }, 'slots.0.durationMin', 'не длиннее 240 минут'],
      [{ ...base, slots: [slot(DAY), slot(DAY)] }, 'slots', 'дважды'],
      [
        { ...base, slots: [{ startsAt: '2026-12-01 11:00', durationMin: 30 }] },
        'slots.0.startsAt',
        'ISO 8601',
      ],
      [
        { applicationId, format: 'online', link: 'http://meet.example/x', slots: [slot(DAY)] },
        'link',
        'https://',
      ],
      [{ applicationId, format: 'online', slots: [slot(DAY)] }, 'link', 'https://'],
      [{ applicationId, format: 'office', place: '  ', slots: [slot(DAY)] }, 'place', 'адрес'],
      [{ ...base, format: 'phone', slots: [slot(DAY)] }, 'format', 'онлайн или в офисе'],
    ];
    for (const [body, field, words] of cases) {
      const response = await create('owner', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body.errors as Record<string, string>)[field], field).toContain(words);
    }
    expect(await s.database.db.select().from(interviews)).toEqual([]);
    const [application] = await s.database.db.select().from(applications);
    expect(application?.status).toBe('new');
  });

  it('refuses others’ applications as not found, closed ones and a second upcoming interview as conflicts', async () => {
    const own = await s.apply('student', s.vacancies.analyst);
    const foreign = await s.apply('student', s.vacancies.java);
    const body = { format: 'office', place: 'Офис', slots: [{ startsAt: s.at(DAY), durationMin: 30 }] };
    expect((await create('owner', { ...body, applicationId: foreign })).status).toBe(404);
    expect((await create('other', { ...body, applicationId: own })).status).toBe(404);
    expect((await create('pending', { ...body, applicationId: own })).status).toBe(403);
    await s.invite(own);
    const again = await create('owner', { ...body, applicationId: own });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('перенесите или отмените');
    await s.database.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, foreign));
    const closed = await create('other', { ...body, applicationId: foreign });
    expect(closed.status).toBe(409);
  });

  it('reuses the company’s free slots across applicants; another company’s slots are unknown', async () => {
    const a = await s.apply('student', s.vacancies.analyst);
    const b = await s.apply('otherStudent', s.vacancies.analyst);
    const first = await s.invite(a);
    const shared = first.slots.map((slot) => slot.id);
    const second = await s.invite(b, { slots: [], slotIds: shared });
    expect(second.slots.map((slot) => slot.id)).toEqual(shared);
    const foreign = await s.apply('student', s.vacancies.java);
    const refused = await create('other', {
      applicationId: foreign,
      format: 'office',
      place: 'Офис',
      slotIds: shared,
    });
    expect(refused.status).toBe(400);
    expect((refused.body.errors as Record<string, string>).slotIds).toContain('обновите страницу');
  });

  it('lists the caller’s own upcoming interviews, soonest first, with the page shape', async () => {
    const a = await s.apply('student', s.vacancies.analyst);
    const b = await s.apply('otherStudent', s.vacancies.analyst);
    // An application without an interview is in nobody's list.
    await s.apply('student', s.vacancies.java);
    await s.invite(a, { slots: [{ startsAt: s.at(5 * DAY), durationMin: 30 }] });
    await s.invite(b, { slots: [{ startsAt: s.at(2 * DAY), durationMin: 30 }] });
    const list = async (role: Parameters<typeof s.call>[0], query = '') => {
      const response = await s.call(role, 'GET', `/api/interview/getItems${query}`);
      expect(response.status).toBe(200);
      return response.data as Page<InterviewItem>;
    };
    const owner = await list('owner');
    expect(owner.items.map((item) => item.applicationId)).toEqual([b, a]);
    expect(owner).toMatchObject({ total: 2, page: 1, hasMore: false });
    expect(owner.items[0]?.studentName).toBe('Пётр Петров');
    const student = await list('student');
    expect(student.items.map((item) => item.applicationId)).toEqual([a]);
    expect(student.items[0]?.studentName).toBeNull();
    expect((await list('other')).items).toEqual([]);
    expect((await list('otherStudent')).items.map((item) => item.applicationId)).toEqual([b]);
    // From a moment after the first ends, only the later one is upcoming.
    expect(
      (await list('owner', `?from=${encodeURIComponent(s.at(3 * DAY))}`)).items.map((i) => i.applicationId),
    ).toEqual([a]);
    expect((await list('owner', `?applicationId=${b}`)).items.map((i) => i.applicationId)).toEqual([b]);
    expect((await list('owner', '?limit=1')).hasMore).toBe(true);
    expect((await s.call('owner', 'GET', '/api/interview/getItems?from=tomorrow')).status).toBe(400);
    expect((await s.call('pending', 'GET', '/api/interview/getItems')).status).toBe(403);
  });
});
