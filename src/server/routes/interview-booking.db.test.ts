import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insertVacancy } from '../../../tests/helpers/board-fixtures';
import { DAY, MINUTE, useInterviewSuite } from '../../../tests/helpers/interview-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { InterviewItem } from '../../shared/contract/interview.contract';
import { applications, companies, interviewSlots, interviews, telegramUsers } from '../db/schema';
import { bookInterviewSlot } from '../domain/interviews/book-slot';
import { interviewMessages } from '../domain/interviews/interview-messages';

describeOnDatabases('booking an interview slot: one student per time', (target) => {
  const s = useInterviewSuite(target);
  const book = (role: 'student' | 'otherStudent', id: number, slotId: number) =>
    s.call(role, 'POST', '/api/interview/book/', { id, slotId });

  it('books an offered slot: the company is told, both get the .ics by mail, the slot is taken', async () => {
    const applicationId = await s.apply('student', s.vacancies.analyst);
    const invited = await s.invite(applicationId);
    const [first] = invited.slots;
    if (!first) throw new Error('no slot');
    s.mail.length = 0;
    const response = await book('student', invited.id, first.id);
    expect(response.status).toBe(200);
    const item = response.data as InterviewItem;
    expect(item.bookedSlotId).toBe(first.id);
    expect(item.slots[0]?.taken).toBe(true);
    expect(item.slots[1]?.taken).toBe(false);
    expect(item.sequence).toBe(1);
    const toCompany = s.mail.find((mail) => mail.to === s.board.owner.email);
    expect(toCompany?.subject).toContain('Кандидат выбрал время собеседования');
    expect(toCompany?.icalEvent?.method).toBe('REQUEST');
    expect(toCompany?.icalEvent?.content).toContain(`UID:interview-${invited.id}@karyera.local`);
    expect(toCompany?.icalEvent?.content).toContain('SEQUENCE:1');
    const toStudent = s.mail.find((mail) => mail.to === s.board.student.email);
    expect(toStudent?.icalEvent?.content).toContain('METHOD:REQUEST');
    // Booking the same slot again changes nothing; another of its slots moves the booking.
    expect((await book('student', invited.id, first.id)).status).toBe(200);
    const second = invited.slots[1];
    if (!second) throw new Error('no slot');
    const moved = (await book('student', invited.id, second.id)).data as InterviewItem;
    expect(moved.bookedSlotId).toBe(second.id);
    expect(moved.slots.map((slot) => slot.taken)).toEqual([false, true]);
  });

  it('a company with Telegram hears of the booking from the bot, and still gets the .ics by mail', async () => {
    await s.database.db.insert(telegramUsers).values({ id: 4242 }).onConflictDoNothing();
    await s.database.db
      .update(companies)
      .set({ telegramUserId: 4242 })
      .where(eq(companies.id, s.board.owner.id));
    try {
      const applicationId = await s.apply('student', s.vacancies.analyst);
      const invited = await s.invite(applicationId);
      s.sent.length = 0;
      s.mail.length = 0;
      await book('student', invited.id, invited.slots[0]?.id ?? 0);
      const toBot = s.sent.filter((item) => item.chatId === 4242);
      expect(toBot.map((item) => item.notification)).toEqual([
        expect.objectContaining({
          type: 'interview',
          event: 'booked',
          audience: 'company',
          interviewId: invited.id,
          otherName: `${s.board.student.firstName} ${s.board.student.lastName}`,
          when: expect.stringMatching(/\(МСК\)$/),
        }),
      ]);
      const calendarMail = s.mail.filter((mail) => mail.to === s.board.owner.email);
      expect(calendarMail.map((mail) => mail.icalEvent?.method)).toEqual(['REQUEST']);
    } finally {
      await s.database.db
        .update(companies)
        .set({ telegramUserId: null })
        .where(eq(companies.id, s.board.owner.id));
    }
  });

  it('refuses a slot not offered to this student, a past one, and anyone but the interview’s student', async () => {
    const a = await s.apply('student', s.vacancies.analyst);
    const b = await s.apply('otherStudent', s.vacancies.analyst);
    const first = await s.invite(a);
    const second = await s.invite(b, { slots: [{ startsAt: s.at(3 * DAY), durationMin: 30 }] });
    const foreignSlot = second.slots[0]?.id ?? 0;
    const notOffered = await book('student', first.id, foreignSlot);
    expect(notOffered.status).toBe(409);
    expect(notOffered.body.message).toBe(interviewMessages.slotNotOffered);
    expect((await book('otherStudent', first.id, first.slots[0]?.id ?? 0)).status).toBe(404);
    expect((await s.call('owner', 'POST', '/api/interview/book/', { id: first.id, slotId: 1 })).status).toBe(
      403,
    );
    s.t.clock.advance(2 * DAY + MINUTE);
    const past = await book('student', first.id, first.slots[0]?.id ?? 0);
    expect(past.status).toBe(409);
    expect(past.body.message).toBe(interviewMessages.slotPast);
    s.t.clock.advance(-(2 * DAY + MINUTE));
  });

  it('race: two students choose the same shared slot at once — one booking, one 409 «Это время уже заняли»', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await s.apply('student', s.vacancies.analyst);
      const b = await s.apply('otherStudent', s.vacancies.analyst);
      const first = await s.invite(a, { slots: [{ startsAt: s.at((round + 1) * DAY), durationMin: 30 }] });
      const slotId = first.slots[0]?.id ?? 0;
      const second = await s.invite(b, { slots: [], slotIds: [slotId] });
      const answers = await Promise.all([
        book('student', first.id, slotId),
        book('otherStudent', second.id, slotId),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(refused?.body.message).toBe('Это время уже заняли. Выберите другое.');
      const [slot] = await s.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
      const winner = answers[0]?.status === 200 ? a : b;
      expect(slot?.bookedApplicationId).toBe(winner);
      // The loser's interview is unchanged: no booking, no new SEQUENCE.
      const loserId = winner === a ? second.id : first.id;
      const [loser] = await s.database.db.select().from(interviews).where(eq(interviews.id, loserId));
      expect(loser?.sequence).toBe(0);
      await s.database.db.delete(interviews);
      await s.database.db.delete(interviewSlots);
      await s.database.db.delete(applications);
    }
  });

  it('an admin deletes a vacancy whose applicant booked a shared time: the time is free for the others', async () => {
    const a = await s.apply('student', s.vacancies.analyst);
    const first = await s.invite(a, { slots: [{ startsAt: s.at(2 * DAY), durationMin: 30 }] });
    const slotId = first.slots[0]?.id ?? 0;
    const other = await insertVacancy(s.database.db, new Date(), {
      companyId: s.board.owner.id,
      title: 'Тестировщик',
    });
    const b = await s.apply('otherStudent', other.id);
    const second = await s.invite(b, { slots: [], slotIds: [slotId] });
    expect((await book('otherStudent', second.id, slotId)).status).toBe(200);
    expect((await s.call('admin', 'DELETE', `/api/vacancy/${other.id}/`)).status).toBe(200);
    const [slot] = await s.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
    expect(slot?.bookedApplicationId).toBeNull();
    expect((await book('student', first.id, slotId)).status).toBe(200);
  });

  it('race in the domain: a second transaction choosing a slot another holds waits, then is refused, and writes nothing', async () => {
    const a = await s.apply('student', s.vacancies.analyst);
    const b = await s.apply('otherStudent', s.vacancies.analyst);
    const first = await s.invite(a, { slots: [{ startsAt: s.at(DAY), durationMin: 30 }] });
    const slotId = first.slots[0]?.id ?? 0;
    await s.invite(b, { slots: [], slotIds: [slotId] });
    const deps = s.t.deps;
    const now = s.t.clock.now();
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const winner = deps.db.transaction(async (tx) => {
      const result = await bookInterviewSlot(deps, tx, {
        applicationId: a,
        studentId: s.board.student.id,
        slotId,
        now,
      });
      holding();
      await gate;
      return result;
    });
    await held;
    const loser = deps.db.transaction((tx) =>
      bookInterviewSlot(deps, tx, { applicationId: b, studentId: s.otherStudentId, slotId, now }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const [won, lost] = await Promise.all([winner, loser]);
    expect(won.ok).toBe(true);
    expect(lost).toMatchObject({ ok: false, reason: 'conflict', message: interviewMessages.slotTaken });
    const [slot] = await s.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
    expect(slot?.bookedApplicationId).toBe(a);
  });

  it('the company reschedules: new times, the booking released, SEQUENCE bumped, CANCEL .ics to both, the student told', async () => {
    const applicationId = await s.apply('student', s.vacancies.analyst);
    const invited = await s.invite(applicationId);
    const slotId = invited.slots[0]?.id ?? 0;
    await book('student', invited.id, slotId);
    s.mail.length = 0;
    const response = await s.call('owner', 'POST', '/api/interview/reschedule/', {
      id: invited.id,
      slots: [{ startsAt: s.at(4 * DAY), durationMin: 60 }],
      message: 'Заболел интервьюер, простите.',
    });
    expect(response.status).toBe(200);
    const item = response.data as InterviewItem;
    expect(item.bookedSlotId).toBeNull();
    expect(item.slots).toHaveLength(1);
    expect(item.sequence).toBe(2);
    const [old] = await s.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
    expect(old?.bookedApplicationId).toBeNull();
    const cancels = s.mail.filter((mail) => mail.icalEvent?.method === 'CANCEL');
    expect(cancels.map((mail) => mail.to).sort()).toEqual(
      [s.board.owner.email, s.board.student.email].sort(),
    );
    expect(cancels[0]?.icalEvent?.content).toContain('SEQUENCE:2');
    expect(cancels[0]?.icalEvent?.content).toContain('STATUS:CANCELLED');
    const toStudent = s.mail.find((mail) => mail.to === s.board.student.email);
    expect(toStudent?.text).toContain('Заболел интервьюер');
    expect(toStudent?.text).toContain('Компания переносит собеседование');
    // The company must offer times; the student may not.
    const empty = await s.call('owner', 'POST', '/api/interview/reschedule/', { id: invited.id });
    expect(empty.status).toBe(400);
    const studentSlots = await s.call('student', 'POST', '/api/interview/reschedule/', {
      id: invited.id,
      slots: [{ startsAt: s.at(5 * DAY), durationMin: 30 }],
      message: 'Можно позже?',
    });
    expect(studentSlots.status).toBe(400);
    expect((await s.call('student', 'POST', '/api/interview/reschedule/', { id: invited.id })).status).toBe(
      400,
    );
  });

  it('the student asks for another time; either side cancels with a message; a cancelled one takes no booking', async () => {
    const applicationId = await s.apply('student', s.vacancies.analyst);
    const invited = await s.invite(applicationId);
    await book('student', invited.id, invited.slots[0]?.id ?? 0);
    s.mail.length = 0;
    const asked = await s.call('student', 'POST', '/api/interview/reschedule/', {
      id: invited.id,
      message: 'В эти дни у меня экзамены. Можно на следующей неделе?',
    });
    expect(asked.status).toBe(200);
    expect((asked.data as InterviewItem).bookedSlotId).toBeNull();
    // The company has no Telegram: one mail with the news and the CANCEL of the booked time.
    const toCompany = s.mail.filter((mail) => mail.to === s.board.owner.email);
    expect(toCompany).toHaveLength(1);
    expect(toCompany[0]?.text).toContain('Кандидат просит перенести собеседование');
    expect(toCompany[0]?.text).toContain('экзамены');
    expect(toCompany[0]?.icalEvent?.method).toBe('CANCEL');
    expect(
      (await s.call('other', 'POST', '/api/interview/cancel/', { id: invited.id, message: 'x' })).status,
    ).toBe(404);
    const noMessage = await s.call('owner', 'POST', '/api/interview/cancel/', {
      id: invited.id,
      message: ' ',
    });
    expect(noMessage.status).toBe(400);
    const cancelled = await s.call('owner', 'POST', '/api/interview/cancel/', {
      id: invited.id,
      message: 'Вакансию закрыли.',
    });
    expect(cancelled.status).toBe(200);
    expect((cancelled.data as InterviewItem).status).toBe('cancelled');
    const rebook = await book('student', invited.id, invited.slots[0]?.id ?? 0);
    expect(rebook.status).toBe(409);
    // Cancelling again changes nothing.
    const again = await s.call('student', 'POST', '/api/interview/cancel/', {
      id: invited.id,
      message: 'Ок',
    });
    expect((again.data as InterviewItem).sequence).toBe((cancelled.data as InterviewItem).sequence);
  });
});
