import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DAY, HOUR, useInterviewSuite } from '../../../tests/helpers/interview-suite';
import { drainOutbox } from '../../../tests/helpers/outbox-delivery';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { InterviewItem } from '../../shared/contract/interview.contract';
import { interviewSlots, interviews, outbox } from '../db/schema';
import { reminderKey } from '../domain/interviews/reminders';
import { slotText } from '../domain/interviews/slot-time';

describeOnDatabases(
  'interview reminders: 24 h and 1 h before, withdrawn when moved or cancelled',
  (target) => {
    const s = useInterviewSuite(target);
    const book = (id: number, slotId: number) =>
      s.call('student', 'POST', '/api/interview/book/', { id, slotId });
    /** The unsent reminder rows of an interview: recipient and time. */
    const pending = async (interviewId: number) =>
      (
        await s.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.key, reminderKey(interviewId)), isNull(outbox.sentAt)))
          .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      ).map((row) => ({
        to: 'message' in row.payload ? row.payload.message.to : null,
        at: row.nextAttemptAt.toISOString(),
      }));
    /** As if the reminders' times had come: every scheduled row is due, and the worker runs. */
    const letTimePass = async () => {
      await s.database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(isNull(outbox.sentAt));
      s.mail.length = 0;
      await drainOutbox(s.t.deps);
    };

    it('queues both reminders to both sides at their times, unsent until then', async () => {
      const applicationId = await s.apply('student', s.vacancies.analyst);
      const invited = await s.invite(applicationId);
      const slot = invited.slots[0];
      if (!slot) throw new Error('no slot');
      await book(invited.id, slot.id);
      const start = new Date(slot.startsAt).getTime();
      const student = s.board.student.email;
      const company = s.board.owner.email;
      const rows = await pending(invited.id);
      expect(rows).toHaveLength(4);
      expect(rows.map((row) => row.at)).toEqual([
        new Date(start - DAY).toISOString(),
        new Date(start - DAY).toISOString(),
        new Date(start - HOUR).toISOString(),
        new Date(start - HOUR).toISOString(),
      ]);
      expect(rows.map((row) => row.to).sort()).toEqual([company, company, student, student].sort());
      // The outbox drained after the call sent none of them: they are not due yet.
      expect(s.mail.filter((mail) => mail.subject.includes('Напоминание'))).toEqual([]);
      await letTimePass();
      const reminders = s.mail.filter((mail) => mail.subject.includes('Напоминание о собеседовании'));
      expect(reminders).toHaveLength(4);
      expect(reminders[0]?.text).toMatch(/Время: .+ \(МСК\)/);
    });

    it('does not queue a reminder whose time has passed at booking', async () => {
      const applicationId = await s.apply('student', s.vacancies.analyst);
      const invited = await s.invite(applicationId, {
        slots: [{ startsAt: s.at(3 * HOUR), durationMin: 30 }],
      });
      const slot = invited.slots[0];
      if (!slot) throw new Error('no slot');
      await book(invited.id, slot.id);
      const rows = await pending(invited.id);
      expect(rows.map((row) => row.at)).toEqual([
        new Date(new Date(slot.startsAt).getTime() - HOUR).toISOString(),
        new Date(new Date(slot.startsAt).getTime() - HOUR).toISOString(),
      ]);
    });

    it('a moved interview’s reminders are withdrawn and the new time’s queued; a cancelled one sends none', async () => {
      const applicationId = await s.apply('student', s.vacancies.analyst);
      const invited = await s.invite(applicationId);
      const oldSlot = invited.slots[0];
      if (!oldSlot) throw new Error('no slot');
      await book(invited.id, oldSlot.id);
      const rescheduled = await s.call('owner', 'POST', '/api/interview/reschedule/', {
        id: invited.id,
        slots: [{ startsAt: s.at(5 * DAY), durationMin: 30 }],
        message: 'Перенесём на пятницу.',
      });
      expect(rescheduled.status).toBe(200);
      expect(await pending(invited.id)).toEqual([]);
      const moved = rescheduled.data as InterviewItem;
      const newSlot = moved.slots[0];
      if (!newSlot) throw new Error('no slot');
      await book(invited.id, newSlot.id);
      const start = new Date(newSlot.startsAt).getTime();
      expect([...new Set((await pending(invited.id)).map((row) => row.at))]).toEqual([
        new Date(start - DAY).toISOString(),
        new Date(start - HOUR).toISOString(),
      ]);
      await letTimePass();
      const sent = s.mail.filter((mail) => mail.subject.includes('Напоминание'));
      expect(sent).toHaveLength(4);
      // Only the new time is reminded of, never the old one.
      const when = (slot: { startsAt: string; durationMin: number }) =>
        slotText({ startsAt: new Date(slot.startsAt), durationMin: slot.durationMin });
      for (const mail of sent) {
        expect(mail.text).toContain(`Время: ${when(newSlot)}`);
        expect(mail.text).not.toContain(when(oldSlot));
      }

      // Cancelled: book again, cancel, and nothing is reminded when the times come.
      const other = await s.apply('otherStudent', s.vacancies.analyst);
      const second = await s.invite(other);
      await s.call('otherStudent', 'POST', '/api/interview/book/', {
        id: second.id,
        slotId: second.slots[0]?.id ?? 0,
      });
      expect(await pending(second.id)).toHaveLength(4);
      const cancelled = await s.call('otherStudent', 'POST', '/api/interview/cancel/', {
        id: second.id,
        message: 'Я уже нашёл работу, спасибо.',
      });
      expect(cancelled.status).toBe(200);
      expect(await pending(second.id)).toEqual([]);
      await letTimePass();
      expect(s.mail.filter((mail) => mail.subject.includes('Напоминание'))).toEqual([]);
    });

    it('withdrawing the application cancels its upcoming interview: the slot is free, no reminder goes, the company is told', async () => {
      const applicationId = await s.apply('student', s.vacancies.analyst);
      const invited = await s.invite(applicationId);
      const slotId = invited.slots[0]?.id ?? 0;
      await book(invited.id, slotId);
      s.mail.length = 0;
      const withdrawn = await s.call('student', 'POST', '/api/application/withdraw/', { id: applicationId });
      expect(withdrawn.status).toBe(200);
      expect(await pending(invited.id)).toEqual([]);
      const [row] = await s.database.db.select().from(interviews).where(eq(interviews.id, invited.id));
      expect(row?.status).toBe('cancelled');
      const [slot] = await s.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId));
      expect(slot?.bookedApplicationId).toBeNull();
      const toCompany = s.mail.find((mail) => mail.to === s.board.owner.email);
      expect(toCompany?.text).toContain('Кандидат отменил собеседование');
      expect(toCompany?.text).toContain('Студент отозвал отклик.');
      expect(toCompany?.icalEvent?.method).toBe('CANCEL');
      await letTimePass();
      expect(s.mail.filter((mail) => mail.subject.includes('Напоминание'))).toEqual([]);
    });
  },
);
