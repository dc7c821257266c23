import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { companies, students, subscriptions, tags } from '../src/server/db/schema';
import { type Board, seedBoard } from '../tests/helpers/board-fixtures';
import { BOT_PUBLIC_URL, createTestBot, useBotSuite } from '../tests/helpers/bot-suite';
import { messageUpdate } from '../tests/helpers/bot-updates';
import { inlineButtons } from '../tests/helpers/fake-bot-api';
import { describeOnDatabases } from '../tests/helpers/test-database';
import type { BotOptions } from './bot';
import { SUBSCRIPTIONS_TEXT } from './subscriptions-messages';

const USER = 42_000_201;
const now = () => new Date('2026-11-21T10:00:00Z');

describeOnDatabases('the bot: /subscriptions', (target) => {
  const suite = useBotSuite(target);
  let board: Board;
  let updateId = 0;
  let tokens = 0;

  beforeAll(async () => {
    board = await seedBoard(suite.database.db);
  });
  beforeEach(async () => {
    await suite.database.db.delete(subscriptions);
    await suite.database.db.update(students).set({ telegramUserId: null });
    await suite.database.db.update(companies).set({ telegramUserId: null });
  });

  const command = async (overrides: Partial<BotOptions> = {}) => {
    const bot = createTestBot(suite.fake, suite.database.db, now, overrides);
    suite.fake.reset();
    await bot.handleUpdate(messageUpdate(++updateId, USER, '/subscriptions'));
    const sent = suite.fake.callsOf('sendMessage');
    expect(sent).toHaveLength(1);
    return {
      text: String(sent[0]?.payload.text),
      payload: sent[0]?.payload ?? {},
      buttons: inlineButtons(sent[0]),
    };
  };
  const linkStudent = () =>
    suite.database.db.update(students).set({ telegramUserId: USER }).where(eq(students.id, board.student.id));
  const subscribe = (
    query: Record<string, unknown>,
    extra: Partial<typeof subscriptions.$inferInsert> = {},
  ) =>
    suite.database.db.insert(subscriptions).values({
      studentId: board.student.id,
      query,
      channel: 'telegram',
      frequency: 'instant',
      unsubscribeToken: `token-${++tokens}`,
      ...extra,
    });

  it('an unlinked Telegram user is told to sign in, with a button to the sign-in screen', async () => {
    const { text, buttons } = await command();
    expect(text).toBe(SUBSCRIPTIONS_TEXT.unlinked);
    expect(buttons).toEqual([
      { text: SUBSCRIPTIONS_TEXT.signIn, web_app: { url: `${BOT_PUBLIC_URL}/login/` } },
    ]);
  });

  it('never names a company the career centre has not approved (issue 24, item 30)', async () => {
    await linkStudent();
    await subscribe({ text: 'аналитик', company: board.pending.id });
    await suite.database.db
      .update(companies)
      .set({ status: 'denied' })
      .where(eq(companies.id, board.other.id));
    try {
      await subscribe({ company: board.other.id });
      const { text } = await command();
      expect(text).not.toContain(board.pending.name);
      expect(text).not.toContain(board.other.name);
      expect(text).toContain('«аналитик»');
    } finally {
      await suite.database.db
        .update(companies)
        .set({ status: 'approved' })
        .where(eq(companies.id, board.other.id));
    }
  });

  it('a company’s Telegram is told subscriptions are for students', async () => {
    await suite.database.db
      .update(companies)
      .set({ telegramUserId: USER })
      .where(eq(companies.id, board.owner.id));
    const { text, buttons } = await command();
    expect(text).toBe(SUBSCRIPTIONS_TEXT.notStudent);
    expect(buttons).toEqual([]);
  });

  it('a student with none is told how to create one', async () => {
    await linkStudent();
    const { text, buttons } = await command();
    expect(text).toBe(SUBSCRIPTIONS_TEXT.none);
    expect(text).toContain('«Подписаться на новые вакансии»');
    expect(buttons).toEqual([
      { text: SUBSCRIPTIONS_TEXT.openVacancies, web_app: { url: `${BOT_PUBLIC_URL}/vacancies/` } },
    ]);
  });

  it('lists the student’s searches in words, escaped, each with a button to its list', async () => {
    await linkStudent();
    const [odd] = await suite.database.db.insert(tags).values({ name: 'C++ & <Go>' }).returning();
    if (!odd) throw new Error('seed failed');
    await subscribe({ text: 'python', type: board.types.internship.id });
    await subscribe(
      { tags: [odd.id], schedule: ['remote'] },
      { channel: 'email', frequency: 'daily', digestMinute: 9 * 60 + 5, pausedAt: now() },
    );
    const { text, payload, buttons } = await command();
    expect(payload.parse_mode).toBe('HTML');
    expect(text).toBe(
      [
        'Ваши подписки на вакансии (2):',
        '<b>1.</b> теги: C++ &amp; &lt;Go&gt; · Удалённая работа\nна почту, раз в день в 09:05 · <i>на паузе</i>',
        '<b>2.</b> «python» · Стажировка\nв Telegram, сразу',
        SUBSCRIPTIONS_TEXT.manage,
      ].join('\n\n'),
    );
    expect(buttons).toEqual([
      {
        text: '1. теги: C++ & <Go> · Удалённая работа',
        web_app: { url: `${BOT_PUBLIC_URL}/vacancies/?tags=${odd.id}&schedule=remote` },
      },
      {
        text: '2. «python» · Стажировка',
        web_app: { url: `${BOT_PUBLIC_URL}/vacancies/?text=python&type=${board.types.internship.id}` },
      },
      { text: SUBSCRIPTIONS_TEXT.mySubscriptions, web_app: { url: `${BOT_PUBLIC_URL}/subscriptions/` } },
    ]);
  });

  it('without https: a words-only search opens by its start parameter, others by «Мои подписки»', async () => {
    await linkStudent();
    await subscribe({ type: board.types.job.id });
    await subscribe({ text: 'python' });
    const { buttons } = await command({ publicUrl: 'http://localhost:3000' });
    const app = 'https://t.me/career_board_bot/board?startapp=';
    expect(buttons.map((button) => button.url)).toEqual([
      `${app}search_${Buffer.from('python').toString('base64url')}`,
      `${app}subscriptions`,
      `${app}subscriptions`,
    ]);
  });

  it('twenty long ones fit one message, each summary cut short', async () => {
    await linkStudent();
    for (let index = 0; index < 20; index += 1)
      await subscribe({ text: `${index} ${'очень длинный запрос '.repeat(9)}` });
    const { text, buttons } = await command();
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(text.match(/<b>\d+\.<\/b>/g)).toHaveLength(20);
    expect(text).toContain('…\nв Telegram, сразу');
    expect(buttons).toHaveLength(21);
  });

  it('what escaping makes too long for one message is counted and left to «Мои подписки»', async () => {
    await linkStudent();
    for (let index = 0; index < 20; index += 1) await subscribe({ text: `${index} ${'&<>'.repeat(60)}` });
    const { text, buttons } = await command();
    expect(text.length).toBeLessThanOrEqual(4096);
    const shown = text.match(/<b>\d+\.<\/b>/g)?.length ?? 0;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(20);
    expect(text).toContain(`…и ещё ${20 - shown} — в «Мои подписки».`);
    expect(buttons).toHaveLength(shown + 1);
  });
});
