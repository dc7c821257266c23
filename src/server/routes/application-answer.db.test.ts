import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { ApplicationChangeResult, ApplicationItem } from '../../shared/contract/application.contract';
import type { StudentHome } from '../../shared/contract/home.contract';
import type { InterviewItem } from '../../shared/contract/interview.contract';
import { applicationEvents, applications, rateLimits } from '../db/schema';
import { applicationMessages } from '../domain/applications/application-messages';
import { APPLICATION_QUOTAS } from '../domain/applications/application-quotas';

const HOUR = 3_600_000;

describeOnDatabases(
  'POST /api/application/answer/: the student answers an invitation or an offer',
  (target) => {
    const s = useApplicationSuite(target);
    const answer = (role: Parameters<typeof s.call>[0], json: unknown) =>
      s.call(role, 'POST', '/api/application/answer/', json);
    const change = (json: unknown) => s.call('owner', 'POST', '/api/application/changeStatus', json);
    const row = async (id: number) =>
      (await s.database.db.select().from(applications).where(eq(applications.id, id)))[0];
    const events = async (id: number) =>
      (await s.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id)))
        .length;

    /** An application of the approved student that the owner moved to `status`. */
    async function moved(
      status: 'invited' | 'offer',
      extra: Record<string, unknown> = {},
      vacancyId = s.vacancies.analyst,
    ) {
      const item = await s.apply('student', vacancyId);
      const message = status === 'invited' ? 'Приходите в среду в 11:00.' : 'Готовы предложить работу.';
      const response = await change({ ids: [item.id], status, message, ...extra });
      expect(response.status).toBe(200);
      s.mail.length = 0;
      return item.id;
    }

    it('an accepted offer becomes «accepted», the company hears it by mail, and only then may mark the hire', async () => {
      s.t.deps.publicUrl = 'https://board.example.ru';
      const id = await moved('offer');
      expect((await row(id))?.status).toBe('offer');
      // Before the student's answer the company cannot mark the hire for them.
      const early = await change({ ids: [id], status: 'hired' });
      expect(early.status).toBe(409);

      const accepted = await answer('student', { id, answer: 'accept', message: 'Спасибо, согласен!' });
      expect(accepted.status).toBe(200);
      const item = accepted.data as ApplicationItem;
      expect(item).toMatchObject({ status: 'accepted', studentAnswer: 'accept', awaitingStudent: false });
      expect(item.history.at(-1)).toMatchObject({
        from: 'offer',
        to: 'accepted',
        by: 'student',
        answer: 'accept',
        message: 'Спасибо, согласен!',
      });
      // The student's words are not «the company's last message».
      expect(item.lastMessage).toBe('Готовы предложить работу.');
      expect(s.mail).toHaveLength(1);
      expect(s.mail[0]?.to).toBe(s.board.owner.email);
      expect(s.mail[0]?.subject).toContain('принял предложение');
      expect(s.mail[0]?.text).toContain('Спасибо, согласен!');
      expect(s.mail[0]?.text).toContain(`https://board.example.ru/board/applications/?id=${id}`);
      s.t.deps.publicUrl = undefined;

      const hired = await change({ ids: [id], status: 'hired' });
      expect(hired.status).toBe(200);
      expect((hired.data as ApplicationChangeResult).items[0]?.status).toBe('hired');
    });

    it('a declined offer or invitation is final: no more moves, and no new application to that vacancy', async () => {
      const offer = await moved('offer');
      const declined = await answer('student', {
        id: offer,
        answer: 'decline',
        message: 'Выбрал другую компанию.',
      });
      expect(declined.status).toBe(200);
      expect((declined.data as ApplicationItem).status).toBe('declined');
      expect((await change({ ids: [offer], status: 'rejected', message: 'Жаль.' })).status).toBe(409);
      const again = await s.call('student', 'POST', '/api/application/', { vacancyId: s.vacancies.analyst });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(applicationMessages.alreadyDeclined);

      const invitation = await s.apply('student', s.vacancies.intern);
      await change({ ids: [invitation.id], status: 'invited', message: 'Во вторник в 10:00.' });
      const cannot = await answer('student', { id: invitation.id, answer: 'decline' });
      expect(cannot.status).toBe(200);
      expect((cannot.data as ApplicationItem).history.at(-1)).toMatchObject({
        from: 'invited',
        to: 'declined',
      });
    });

    it('«Предложить другое время» needs a message, keeps the invitation and hands the turn to the company', async () => {
      const id = await moved('invited');
      const bare = await answer('student', { id, answer: 'reschedule', message: '  ' });
      expect(bare.status).toBe(400);
      expect(bare.body.errors).toMatchObject({ message: 'Напишите компании, когда вам удобно прийти.' });

      const asked = await answer('student', {
        id,
        answer: 'reschedule',
        message: 'Могу в четверг после 15:00.',
      });
      expect(asked.status).toBe(200);
      expect(asked.data).toMatchObject({
        status: 'invited',
        studentAnswer: 'reschedule',
        awaitingStudent: false,
      });
      expect(s.mail[0]?.subject).toContain('просит другое время');

      // The company's new invitation gives the turn back to the student.
      const again = await change({ ids: [id], status: 'invited', message: 'Четверг, 16:00.' });
      expect((again.data as ApplicationChangeResult).items[0]).toMatchObject({
        studentAnswer: null,
        awaitingStudent: true,
      });
    });

    it('«Приду» on an invitation needs the slot; an offer takes no slot and no «другое время»', async () => {
      const invitation = await moved('invited');
      const noSlot = await answer('student', { id: invitation, answer: 'accept' });
      expect(noSlot.status).toBe(400);
      expect(noSlot.body.errors).toMatchObject({ slotId: applicationMessages.slotRequired });

      const offer = await moved('offer', {}, s.vacancies.intern);
      const slot = await answer('student', { id: offer, answer: 'decline', slotId: 5 });
      expect(slot.status).toBe(400);
      const reschedule = await answer('student', { id: offer, answer: 'reschedule', message: 'Позже' });
      expect(reschedule.status).toBe(409);
      expect(reschedule.body.message).toBe(applicationMessages.answerNotForOffer);
      expect((await row(offer))?.status).toBe('offer');
    });

    it('refuses what does not wait for an answer, a repeated answer, an expired offer and another’s application', async () => {
      const fresh = await s.apply('student', s.vacancies.intern);
      const early = await answer('student', { id: fresh.id, answer: 'decline' });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(applicationMessages.notAwaitingAnswer);

      const today = new Date(s.t.clock.now().getTime() + 3 * HOUR).toISOString().slice(0, 10);
      const offer = await moved('offer', { answerBy: today });
      expect((await row(offer))?.answerBy).not.toBeNull();
      expect((await answer('otherStudent', { id: offer, answer: 'accept' })).status).toBe(404);
      expect((await answer('owner', { id: offer, answer: 'accept' })).status).toBe(403);
      s.t.clock.advance(26 * HOUR);
      const late = await answer('student', { id: offer, answer: 'accept' });
      expect(late.status).toBe(409);
      expect(late.body.message).toContain('Срок ответа на предложение истёк');
      const before = await events(offer);
      // Declining stays possible after the deadline.
      expect((await answer('student', { id: offer, answer: 'decline' })).status).toBe(200);
      expect(await events(offer)).toBe(before + 1);
      const repeated = await answer('student', { id: offer, answer: 'decline' });
      expect(repeated.status).toBe(409);
      expect(await events(offer)).toBe(before + 1);

      const past = await change({ ids: [fresh.id], status: 'offer', answerBy: '2020-01-01' });
      expect(past.status).toBe(400);
      const notOffer = await change({ ids: [fresh.id], status: 'rejected', message: 'Нет', answerBy: today });
      expect(notOffer.status).toBe(400);
      expect((await row(fresh.id))?.status).toBe('new');
    });

    it('«Приду» books the chosen time of the interview; «Не смогу» cancels it and frees the time', async () => {
      const item = await s.apply('student', s.vacancies.analyst);
      const at = (hours: number) => new Date(s.t.clock.now().getTime() + hours * HOUR).toISOString();
      const invited = await s.call('owner', 'POST', '/api/interview/', {
        applicationId: item.id,
        slots: [
          { startsAt: at(48), durationMin: 45 },
          { startsAt: at(50), durationMin: 45 },
        ],
        format: 'online',
        link: 'https://meet.example.ru/room',
      });
      expect(invited.status).toBe(201);
      const interview = invited.data as InterviewItem;
      const [first, second] = interview.slots;
      if (!first || !second) throw new Error('two slots expected');

      const booked = await answer('student', { id: item.id, answer: 'accept', slotId: first.id });
      expect(booked.status).toBe(200);
      expect(booked.data).toMatchObject({
        status: 'invited',
        studentAnswer: 'accept',
        awaitingStudent: false,
      });
      expect((booked.data as ApplicationItem).history.at(-1)).toMatchObject({
        by: 'student',
        answer: 'accept',
      });
      // Another time of the same invitation moves the booking, not a repeat.
      expect((await answer('student', { id: item.id, answer: 'accept', slotId: second.id })).status).toBe(
        200,
      );
      const list = await s.call('student', 'GET', `/api/interview/getItems?applicationId=${item.id}`);
      const slots = (list.data as { items: InterviewItem[] }).items[0]?.slots;
      expect(slots?.map((slot) => [slot.id, slot.taken])).toEqual([
        [first.id, false],
        [second.id, true],
      ]);

      // The student's home shows the booked time first (docs/decisions/057).
      const home = await s.call('student', 'GET', '/api/home/');
      expect((home.data as StudentHome).nextInterview).toMatchObject({
        applicationId: item.id,
        interviewId: interview.id,
        startsAt: second.startsAt,
        format: 'online',
        link: 'https://meet.example.ru/room',
      });

      // «Предложить другое время» lets the booked time go: free again, and the turn is the company's.
      s.mail.length = 0;
      const asked = await answer('student', {
        id: item.id,
        answer: 'reschedule',
        message: 'Можно на следующей неделе?',
      });
      expect(asked.status).toBe(200);
      expect(asked.data).toMatchObject({
        status: 'invited',
        studentAnswer: 'reschedule',
        awaitingStudent: false,
      });
      const released = await s.call('student', 'GET', `/api/interview/getItems?applicationId=${item.id}`);
      const [again] = (released.data as { items: InterviewItem[] }).items;
      expect(again?.bookedSlotId).toBeNull();
      expect(again?.slots.every((slot) => !slot.taken)).toBe(true);
      // The company hears it once, with the CANCEL of the old time for its calendar.
      expect(s.mail.filter((mail) => mail.to === s.board.owner.email)).toHaveLength(1);
      expect(((await s.call('student', 'GET', '/api/home/')).data as StudentHome).nextInterview).toBeNull();

      const declined = await answer('student', {
        id: item.id,
        answer: 'decline',
        message: 'Уже нашёл работу.',
      });
      expect(declined.status).toBe(200);
      expect((declined.data as ApplicationItem).status).toBe('declined');
      const after = await s.call('owner', 'GET', `/api/interview/getItems?applicationId=${item.id}`);
      expect((after.data as { items: InterviewItem[] }).items).toEqual([]);
      expect(((await s.call('student', 'GET', '/api/home/')).data as StudentHome).nextInterview).toBeNull();
    });

    it(`takes at most ${APPLICATION_QUOTAS.answered.limit} answers an hour from one student`, async () => {
      await s.database.db.delete(rateLimits);
      const id = await moved('invited');
      for (let round = 0; round < APPLICATION_QUOTAS.answered.limit; round += 1) {
        expect(
          (await answer('student', { id, answer: 'reschedule', message: `Вариант ${round}` })).status,
        ).toBe(200);
        await s.database.db.update(applications).set({ studentAnswer: null }).where(eq(applications.id, id));
      }
      const over = await answer('student', { id, answer: 'reschedule', message: 'Ещё вариант' });
      expect(over.status).toBe(429);
      expect(over.body.message).toContain('За час можно ответить компаниям');
    });
  },
);
