import { eq, sql } from 'drizzle-orm';
import type { InlineKeyboardMarkup, Message } from 'grammy/types';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import {
  applicationEvents,
  applications,
  interviewSlots,
  interviews,
  outbox,
  students,
  telegramUsers,
} from '../src/server/db/schema';
import type { DomainDeps } from '../src/server/domain/deps';
import { createInterview } from '../src/server/domain/interviews/create-interview';
import { interviewMessages } from '../src/server/domain/interviews/interview-messages';
import { drainOutbox } from '../src/server/outbox/drain-outbox';
import type { InterviewItem } from '../src/shared/contract/interview.contract';
import { insertVacancy, seedBoard } from '../tests/helpers/board-fixtures';
import { botDomainDeps, createTestBot, useBotSuite } from '../tests/helpers/bot-suite';
import { callbackQueryUpdate } from '../tests/helpers/bot-updates';
import { inlineButtons } from '../tests/helpers/fake-bot-api';
import { describeOnDatabases } from '../tests/helpers/test-database';
import { SLOT_TEXT } from './interview-messages';

const STUDENT_TG = 78_000_001;
const STRANGER_TG = 78_000_002;
const now = () => new Date('2026-11-21T10:00:00Z');
const HOUR = 3_600_000;
let updateId = 5000;

/**
 * An invitation's times as buttons under the bot's message (docs/decisions/057): one press books
 * the time as «Приду» does, with the same checks; the taken time leaves the buttons.
 */
describeOnDatabases('an invitation’s times as bot buttons', (target) => {
  const suite = useBotSuite(target);
  const ids = { application: 0, other: 0, company: 0 };
  let deps: DomainDeps;

  beforeAll(async () => {
    const db = suite.database.db;
    const board = await seedBoard(db);
    ids.company = board.owner.id;
    await db.insert(telegramUsers).values([
      { id: STUDENT_TG, firstName: 'Иван' },
      { id: STRANGER_TG, firstName: 'Чужой' },
    ]);
    await db.update(students).set({ telegramUserId: STUDENT_TG }).where(eq(students.id, board.student.id));
    const [first, second] = await Promise.all(
      ['Аналитик', 'Тестировщик'].map((title) => insertVacancy(db, now(), { companyId: ids.company, title })),
    );
    if (!first || !second) throw new Error('seed failed');
    const rows = await db
      .insert(applications)
      .values(
        [first, second].map((vacancy) => ({
          studentId: board.student.id,
          vacancyId: vacancy.id,
          companyId: ids.company,
          letter: 'Письмо',
        })),
      )
      .returning();
    ids.application = rows[0]?.id ?? 0;
    ids.other = rows[1]?.id ?? 0;
    await db
      .insert(applicationEvents)
      .values(
        rows.map((row) => ({ applicationId: row.id, toStatus: 'new' as const, actor: 'student' as const })),
      );
    deps = botDomainDeps(suite.fake, db, now);
  });

  beforeEach(async () => {
    const db = suite.database.db;
    await db.delete(interviews);
    await db.delete(interviewSlots);
    await db.delete(outbox);
    await db.update(applications).set({ status: 'new', studentAnswer: null });
    await db.execute(sql`delete from rate_limits`);
  });

  const bot = () => createTestBot(suite.fake, suite.database.db, now);
  /** The company invites with three times a day apart; the student's one bot message. */
  const invite = async () => {
    const created = await createInterview(
      deps,
      { kind: 'company', id: ids.company },
      {
        applicationId: ids.application,
        slots: [1, 2, 3].map((day) => ({
          startsAt: new Date(now().getTime() + day * 24 * HOUR).toISOString(),
          durationMin: 45,
        })),
        slotIds: [],
        format: 'online',
        link: 'https://meet.example.ru/abc',
        message: 'Ждём вас на собеседование.',
      },
    );
    if (!created.ok) throw new Error(JSON.stringify(created));
    await drainOutbox(deps);
    const [notice, ...more] = suite.fake.callsOf('sendMessage');
    expect(more).toEqual([]);
    if (!notice) throw new Error('no bot message');
    suite.fake.reset();
    return { interview: created.value, notice };
  };
  /** A press on the message as Telegram sends it back: its text and keyboard. */
  const press = (userId: number, data: string, notice: { payload: Record<string, unknown> }) =>
    bot().handleUpdate(
      callbackQueryUpdate(++updateId, userId, data, {
        text: 'Отклик на вакансию «Аналитик»: приглашение.',
        reply_markup: notice.payload.reply_markup as Message.TextMessage['reply_markup'],
      }),
    );
  const slotOf = async (slotId: number) =>
    (await suite.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slotId)))[0];
  const slotData = (interview: InterviewItem, index: number) =>
    `slot:${interview.id}:${interview.slots[index]?.id ?? 0}`;

  it('lists the three times above «Открыть отклик»; pressing one books it, says so and leaves the other buttons out', async () => {
    const { interview, notice } = await invite();
    expect(notice.payload.chat_id).toBe(STUDENT_TG);
    expect(String(notice.payload.text)).toContain(SLOT_TEXT.choose);
    const buttons = inlineButtons(notice);
    expect(buttons.map((button) => button.text)).toEqual([
      'вс, 22.11 · 13:00–13:45',
      'пн, 23.11 · 13:00–13:45',
      'вт, 24.11 · 13:00–13:45',
      'Открыть отклик',
    ]);
    expect(buttons.slice(0, 3).map((button) => button.callback_data)).toEqual(
      interview.slots.map((slot) => `slot:${interview.id}:${slot.id}`),
    );

    await press(STUDENT_TG, slotData(interview, 1), notice);
    expect(suite.fake.callsOf('answerCallbackQuery')[0]?.payload.text).toBe(
      SLOT_TEXT.booked('пн, 23.11.2026, 13:00–13:45 (МСК)'),
    );
    const edited = suite.fake.callsOf('editMessageText')[0]?.payload;
    expect(String(edited?.text)).toContain(SLOT_TEXT.bookedLine('пн, 23.11.2026, 13:00–13:45 (МСК)'));
    const left = (edited?.reply_markup as InlineKeyboardMarkup | undefined)?.inline_keyboard.flat() ?? [];
    expect(left.map((button) => button.text)).toEqual(['Открыть отклик']);
    expect((await slotOf(interview.slots[1]?.id ?? 0))?.bookedApplicationId).toBe(ids.application);
    // The booking is the student's «Приду»: the invitation no longer waits for them.
    const [application] = await suite.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, ids.application));
    expect(application?.studentAnswer).toBe('accept');
  });

  it('refuses a stranger and a time someone took; the taken time leaves the buttons, the others stay', async () => {
    const { interview, notice } = await invite();
    await press(STRANGER_TG, slotData(interview, 0), notice);
    expect(suite.fake.callsOf('answerCallbackQuery')[0]?.payload).toMatchObject({
      text: SLOT_TEXT.notYours,
      show_alert: true,
    });
    expect((await slotOf(interview.slots[0]?.id ?? 0))?.bookedApplicationId).toBeNull();

    suite.fake.reset();
    const takenId = interview.slots[2]?.id ?? 0;
    await suite.database.db
      .update(interviewSlots)
      .set({ bookedApplicationId: ids.other, bookedAt: now() })
      .where(eq(interviewSlots.id, takenId));
    await press(STUDENT_TG, slotData(interview, 2), notice);
    expect(suite.fake.callsOf('answerCallbackQuery')[0]?.payload).toMatchObject({
      text: interviewMessages.slotTaken,
      show_alert: true,
    });
    const markup = suite.fake.callsOf('editMessageReplyMarkup')[0]?.payload
      .reply_markup as InlineKeyboardMarkup;
    expect(markup.inline_keyboard.flat().map((button) => button.text)).toEqual([
      'вс, 22.11 · 13:00–13:45',
      'пн, 23.11 · 13:00–13:45',
      'Открыть отклик',
    ]);
    expect((await slotOf(takenId))?.bookedApplicationId).toBe(ids.other);

    // The company cancels: a later press ends the choice, every time button goes.
    suite.fake.reset();
    await suite.database.db.update(interviews).set({ status: 'cancelled' });
    await press(STUDENT_TG, slotData(interview, 0), notice);
    expect(suite.fake.callsOf('answerCallbackQuery')[0]?.payload.show_alert).toBe(true);
    const none = suite.fake.callsOf('editMessageReplyMarkup')[0]?.payload
      .reply_markup as InlineKeyboardMarkup;
    expect(none.inline_keyboard.flat().map((button) => button.text)).toEqual(['Открыть отклик']);
  });
});
