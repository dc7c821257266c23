import { desc, eq, sql } from 'drizzle-orm';
import type { Update } from 'grammy/types';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { hitRateLimit } from '../src/server/auth/rate-limit';
import {
  applicationEvents,
  applicationMessages,
  applications,
  companies,
  messageBotPosts,
  outbox,
  students,
  telegramUsers,
} from '../src/server/db/schema';
import type { DomainDeps } from '../src/server/domain/deps';
import { messageTexts } from '../src/server/domain/messages/message-texts';
import { sendMessage } from '../src/server/domain/messages/send-message';
import { drainOutbox } from '../src/server/outbox/drain-outbox';
import { MESSAGE_LIMITS } from '../src/shared/contract/message.contract';
import { insertVacancy, seedBoard } from '../tests/helpers/board-fixtures';
import { BOT_PUBLIC_URL, botDomainDeps, createTestBot, useBotSuite } from '../tests/helpers/bot-suite';
import { callbackQueryUpdate, messageUpdate } from '../tests/helpers/bot-updates';
import { inlineButtons } from '../tests/helpers/fake-bot-api';
import { describeOnDatabases } from '../tests/helpers/test-database';
import { THREAD_TEXT } from './thread-messages';

const STUDENT_TG = 77_000_001;
const COMPANY_TG = 77_000_002;
const STRANGER_TG = 77_000_003;
const now = () => new Date('2026-11-21T10:00:00Z');
let updateId = 1000;

/** A text the user sends in reply to the bot's message `repliedTo` in their chat. */
function replyUpdate(userId: number, repliedTo: number, text: string): Update {
  const update = messageUpdate(++updateId, userId, text);
  if (!update.message) throw new Error('no message');
  const replied = { ...update.message, message_id: repliedTo, text: 'Сообщение бота' };
  return { ...update, message: { ...update.message, reply_to_message: replied } } as Update;
}

describeOnDatabases('message threads in Telegram: the notice and replying in the chat', (target) => {
  const suite = useBotSuite(target);
  const ids = { application: 0, student: 0, company: 0 };
  let deps: DomainDeps;

  beforeAll(async () => {
    const db = suite.database.db;
    const board = await seedBoard(db);
    ids.student = board.student.id;
    ids.company = board.owner.id;
    await db.insert(telegramUsers).values([
      { id: STUDENT_TG, firstName: 'Иван' },
      { id: COMPANY_TG, firstName: 'Анна' },
      { id: STRANGER_TG, firstName: 'Чужой' },
    ]);
    await db.update(students).set({ telegramUserId: STUDENT_TG }).where(eq(students.id, ids.student));
    await db.update(companies).set({ telegramUserId: COMPANY_TG }).where(eq(companies.id, ids.company));
    const vacancy = await insertVacancy(db, now(), { companyId: ids.company, title: 'Аналитик <данных>' });
    const [application] = await db
      .insert(applications)
      .values({ studentId: ids.student, vacancyId: vacancy.id, companyId: ids.company, letter: 'Письмо' })
      .returning();
    if (!application) throw new Error('seed failed');
    ids.application = application.id;
    await db
      .insert(applicationEvents)
      .values({ applicationId: application.id, toStatus: 'new', actor: 'student' });
    deps = botDomainDeps(suite.fake, db, now);
  });

  beforeEach(async () => {
    const db = suite.database.db;
    await db.delete(applicationMessages);
    await db.delete(messageBotPosts);
    await db.delete(outbox);
    await db.update(applications).set({ status: 'new' });
    await db.execute(sql`delete from rate_limits`);
  });

  const bot = () => createTestBot(suite.fake, suite.database.db, now);
  /** The settle window passes: every waiting notice is due, and the worker sends it. */
  const settle = async () => {
    await suite.database.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    await drainOutbox(deps);
  };
  const threadTexts = async () =>
    (await suite.database.db.select().from(applicationMessages).orderBy(applicationMessages.id)).map(
      (row) => `${row.author}: ${row.text}`,
    );
  const lastAnswer = () => suite.fake.callsOf('sendMessage').at(-1)?.payload;
  const noticeTo = async (chatId: number) => {
    const [post] = await suite.database.db
      .select()
      .from(messageBotPosts)
      .where(eq(messageBotPosts.chatId, chatId))
      .orderBy(desc(messageBotPosts.createdAt), desc(messageBotPosts.messageId));
    if (!post) throw new Error(`no thread post in chat ${chatId}`);
    return post;
  };

  it('a burst from the company is one notice with «Ответить» and «Открыть отклик»; a reply goes into the thread', async () => {
    const company = { kind: 'company' as const, id: ids.company };
    for (const text of ['Добрый день!', 'Приходите в среду в 11:00.', 'Возьмите паспорт.'])
      expect((await sendMessage(deps, company, { applicationId: ids.application, text })).ok).toBe(true);
    await drainOutbox(deps);
    expect(suite.fake.callsOf('sendMessage')).toEqual([]);
    await settle();
    const [notice, ...more] = suite.fake.callsOf('sendMessage');
    expect(more).toEqual([]);
    expect(notice?.payload.chat_id).toBe(STUDENT_TG);
    const text = String(notice?.payload.text);
    expect(text).toContain('Новые сообщения (3) от компании');
    expect(text).toContain('«Аналитик &lt;данных&gt;»');
    expect(text).toContain('<blockquote>Возьмите паспорт.</blockquote>');
    expect(inlineButtons(notice)).toEqual([
      { text: THREAD_TEXT.reply, callback_data: `thread-reply:${ids.application}` },
      { text: THREAD_TEXT.open, web_app: { url: `${BOT_PUBLIC_URL}/applications/?id=${ids.application}` } },
    ]);
    const post = await noticeTo(STUDENT_TG);
    expect(post).toMatchObject({ applicationId: ids.application, side: 'student' });

    suite.fake.reset();
    await bot().handleUpdate(replyUpdate(STUDENT_TG, post.messageId, '  Приду, спасибо!  '));
    expect(lastAnswer()).toMatchObject({ chat_id: STUDENT_TG, text: THREAD_TEXT.sent });
    expect((await threadTexts()).at(-1)).toBe('student: Приду, спасибо!');
    // The company hears of it the same way, its own notice answering for the same thread.
    await settle();
    const toCompany = suite.fake.callsOf('sendMessage').find((call) => call.payload.chat_id === COMPANY_TG);
    expect(String(toCompany?.payload.text)).toContain('Приду, спасибо!');
    expect(inlineButtons(toCompany)[1]).toEqual({
      text: THREAD_TEXT.open,
      web_app: { url: `${BOT_PUBLIC_URL}/board/applications/?id=${ids.application}` },
    });
    expect(await noticeTo(COMPANY_TG)).toMatchObject({ side: 'company' });
  });

  it('«Ответить» opens the reply field with a placeholder; the reply to that prompt is posted', async () => {
    await sendMessage(
      deps,
      { kind: 'company', id: ids.company },
      { applicationId: ids.application, text: 'Вопрос?' },
    );
    await settle();
    suite.fake.reset();
    const press = callbackQueryUpdate(++updateId, STUDENT_TG, `thread-reply:${ids.application}`);
    await bot().handleUpdate(press);
    expect(suite.fake.callsOf('answerCallbackQuery')).toHaveLength(1);
    const prompt = lastAnswer();
    expect(prompt?.reply_markup).toEqual({ force_reply: true, input_field_placeholder: 'Ответ компании' });
    const post = await noticeTo(STUDENT_TG);
    await bot().handleUpdate(replyUpdate(STUDENT_TG, post.messageId, 'Ответ через кнопку'));
    expect(lastAnswer()?.text).toBe(THREAD_TEXT.sent);
    expect((await threadTexts()).at(-1)).toBe('student: Ответ через кнопку');

    // A stranger pressing it (a forwarded message) is told no, and nothing is asked.
    suite.fake.reset();
    await bot().handleUpdate(callbackQueryUpdate(++updateId, STRANGER_TG, `thread-reply:${ids.application}`));
    expect(suite.fake.callsOf('answerCallbackQuery')[0]?.payload).toMatchObject({
      text: THREAD_TEXT.notYours,
      show_alert: true,
    });
    expect(suite.fake.callsOf('sendMessage')).toEqual([]);
  });

  it('refusals are answered in the chat and write nothing: another account, the hour’s limit, a closed thread, a file', async () => {
    await sendMessage(
      deps,
      { kind: 'company', id: ids.company },
      { applicationId: ids.application, text: 'Привет' },
    );
    await settle();
    const post = await noticeTo(STUDENT_TG);
    const before = await threadTexts();

    // The chat's Telegram is no longer linked to the student (unlinked, or moved to another account).
    await suite.database.db
      .update(students)
      .set({ telegramUserId: null })
      .where(eq(students.id, ids.student));
    await bot().handleUpdate(replyUpdate(STUDENT_TG, post.messageId, 'Чужой ответ'));
    expect(lastAnswer()?.text).toBe(THREAD_TEXT.notYours);
    await suite.database.db
      .update(students)
      .set({ telegramUserId: STUDENT_TG })
      .where(eq(students.id, ids.student));
    // Another chat's message ids are not this chat's: the same id elsewhere is no reply to the thread.
    await bot().handleUpdate(replyUpdate(COMPANY_TG, post.messageId, 'стажировка'));
    expect(lastAnswer()?.chat_id).toBe(COMPANY_TG);
    expect(String(lastAnswer()?.text)).toContain('стажировка');

    const rule = { limit: MESSAGE_LIMITS.perHour, windowMs: 3_600_000 };
    for (let i = 0; i < MESSAGE_LIMITS.perHour; i += 1)
      await hitRateLimit(suite.database.db, `message-sent:${ids.application}:student`, rule, now());
    await bot().handleUpdate(replyUpdate(STUDENT_TG, post.messageId, 'Слишком много'));
    expect(String(lastAnswer()?.text)).toContain(`не больше ${MESSAGE_LIMITS.perHour} сообщений за час`);
    await suite.database.db.execute(sql`delete from rate_limits`);

    await suite.database.db.update(applications).set({ status: 'withdrawn' });
    await bot().handleUpdate(replyUpdate(STUDENT_TG, post.messageId, 'После отзыва'));
    expect(lastAnswer()?.text).toBe(messageTexts.withdrawn);

    await bot().handleUpdate(replyUpdate(STUDENT_TG, post.messageId, 'я'.repeat(MESSAGE_LIMITS.textMax + 1)));
    expect(String(lastAnswer()?.text)).toContain('не длиннее');

    const photo = replyUpdate(STUDENT_TG, post.messageId, 'x');
    if (!photo.message) throw new Error('no message');
    const { text: _text, ...withoutText } = photo.message;
    await bot().handleUpdate({
      ...photo,
      message: { ...withoutText, photo: [{ file_id: 'f', file_unique_id: 'u', width: 1, height: 1 }] },
    } as Update);
    expect(lastAnswer()?.text).toBe(THREAD_TEXT.notText);
    expect(await threadTexts()).toEqual(before);
    // Not a reply to a thread message: the search takes it, as before.
    suite.fake.reset();
    await bot().handleUpdate(replyUpdate(STUDENT_TG, 999_999, 'стажировка'));
    expect(String(lastAnswer()?.text)).toContain('стажировка');
    expect(await threadTexts()).toEqual(before);
  });
});
