import type { Update } from 'grammy/types';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { rateLimits } from '../src/server/db/schema';
import { formatSalary } from '../src/shared/format';
import { type Board, insertVacancy, seedBoard } from '../tests/helpers/board-fixtures';
import { BOT_PUBLIC_URL, createTestBot, useBotSuite } from '../tests/helpers/bot-suite';
import { messageUpdate } from '../tests/helpers/bot-updates';
import { inlineButtons } from '../tests/helpers/fake-bot-api';
import { describeOnDatabases } from '../tests/helpers/test-database';
import type { BotOptions } from './bot';
import { SEARCH_TEXT } from './search-messages';

const USER = 42_000_101;
const NOW = new Date('2026-11-21T10:00:00Z');

describeOnDatabases('the bot: plain text searches vacancies', (target) => {
  const suite = useBotSuite(target);
  let board: Board;
  let updateId = 0;
  let clock = NOW;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = suite.database;
    board = await seedBoard(db);
    // Seven internships (more than the five shown), the best match the newest of them.
    for (let index = 1; index <= 7; index += 1) {
      const row = await insertVacancy(db, NOW, {
        companyId: board.owner.id,
        title: `Стажировка ${index}`,
        description: index === 7 ? 'Стажировка для стажёров: стажировка с наставником.' : 'Работа в команде.',
        salaryFrom: index === 7 ? 50_000 : null,
        salaryTo: index === 7 ? 80_000 : null,
        hoursAgo: 10 - index,
      });
      ids[`intern${index}`] = row.id;
    }
    ids.escaped = (
      await insertVacancy(db, NOW, { companyId: board.other.id, title: 'C++ <junior> & тестировщик' })
    ).id;
    // Neither may ever be found by the public search.
    await insertVacancy(db, NOW, {
      companyId: board.owner.id,
      title: 'Тестировщик черновик',
      status: 'draft',
    });
    await insertVacancy(db, NOW, { companyId: board.pending.id, title: 'Тестировщик скрытый' });
  });
  beforeEach(async () => {
    clock = NOW;
    await suite.database.db.delete(rateLimits);
  });

  const botWith = (overrides: Partial<BotOptions> = {}) =>
    createTestBot(suite.fake, suite.database.db, () => clock, overrides);
  const sendUpdate = async (update: Update, overrides: Partial<BotOptions> = {}) => {
    suite.fake.reset();
    await botWith(overrides).handleUpdate(update);
    return suite.fake.callsOf('sendMessage');
  };
  const say = (text: string, overrides: Partial<BotOptions> = {}) =>
    sendUpdate(messageUpdate(++updateId, USER, text), overrides);
  const only = async (text: string, overrides: Partial<BotOptions> = {}) => {
    const sent = await say(text, overrides);
    expect(sent).toHaveLength(1);
    return { payload: sent[0]?.payload ?? {}, buttons: inlineButtons(sent[0]) };
  };

  it('answers with the five best matches and a button for all of them', async () => {
    // «стажировки»: Russian morphology finds «Стажировка», as the list does.
    const { payload, buttons } = await only('стажировки');
    expect(payload.parse_mode).toBe('HTML');
    const text = String(payload.text);
    expect(text).toContain('По запросу «стажировки» найдено: 7 вакансий. Первые 5:');
    // Relevance first: the vacancy that says it three times leads, with its salary.
    const salary = formatSalary({ from: 50_000, to: 80_000, currency: 'RUR', gross: false });
    expect(text).toContain(`1. <b>Стажировка 7</b>\nООО «Ромашка» · ${salary}`);
    expect(text).toContain('2. <b>Стажировка 6</b>\nООО «Ромашка»\n');
    expect(buttons).toHaveLength(6);
    expect(buttons[0]).toEqual({
      text: '1. Стажировка 7',
      web_app: { url: `${BOT_PUBLIC_URL}/vacancy/${ids.intern7}/` },
    });
    expect(buttons[5]).toEqual({
      text: SEARCH_TEXT.allResults,
      web_app: {
        url: `${BOT_PUBLIC_URL}/vacancies/?text=%D1%81%D1%82%D0%B0%D0%B6%D0%B8%D1%80%D0%BE%D0%B2%D0%BA%D0%B8`,
      },
    });
  });

  it('a natural question with prepositions and conjunctions is searched, not refused', async () => {
    // Ten words, five of them stop words PostgreSQL drops: within the eight-word limit.
    const question = 'ищу стажировку для студента без опыта в команде и с наставником';
    const { payload } = await only(question);
    expect(String(payload.text)).toContain(`По запросу «${question}»`);
    expect(String(payload.text)).not.toContain('Слишком');
  });

  it('English stop words are free too, as the list counts them', async () => {
    // Eleven words, six of them English stop words the database drops from Latin words.
    const question = 'internship for the students with python and sql in the team';
    const { payload } = await only(question);
    expect(String(payload.text)).toContain(`«${question}»`);
    expect(String(payload.text)).not.toContain('Слишком');
  });

  it('shows only what the public list shows, escaped', async () => {
    const { payload, buttons } = await only('тестировщик');
    const text = String(payload.text);
    expect(text).toContain('найдено: 1 вакансия.');
    expect(text).not.toContain('Первые');
    expect(text).toContain('1. <b>C++ &lt;junior&gt; &amp; тестировщик</b>\nАльфа');
    expect(text).not.toContain('черновик');
    expect(text).not.toContain('скрытый');
    expect(buttons[0]).toMatchObject({ web_app: { url: `${BOT_PUBLIC_URL}/vacancy/${ids.escaped}/` } });
  });

  it('nothing found: says so, suggests other words and /help, and offers the whole list', async () => {
    const { payload, buttons } = await only('<b>водолаз</b>');
    expect(payload.text).toContain('По запросу «&lt;b&gt;водолаз&lt;/b&gt;» вакансий не нашлось.');
    expect(payload.text).toContain('/help');
    expect(buttons).toEqual([
      { text: SEARCH_TEXT.allVacancies, web_app: { url: `${BOT_PUBLIC_URL}/vacancies/` } },
    ]);
  });

  it('too long, blank or not text: a clear answer and no search', async () => {
    expect((await only('стажировка '.repeat(30))).payload.text).toBe(SEARCH_TEXT.tooLong(200));
    expect((await only('   ')).payload.text).toBe(SEARCH_TEXT.empty);
    expect((await only('/stat')).payload.text).toBe(SEARCH_TEXT.unknownCommand);
    const sticker = messageUpdate(++updateId, USER, 'x');
    if (!sticker.message) throw new Error('no message');
    const { text: _text, ...withoutText } = sticker.message;
    const stickerUpdate = {
      ...sticker,
      message: {
        ...withoutText,
        sticker: {
          file_id: 'sticker',
          file_unique_id: 'sticker',
          type: 'regular',
          width: 512,
          height: 512,
          is_animated: false,
          is_video: false,
        },
      },
    } as Update;
    const sent = await sendUpdate(stickerUpdate);
    expect(sent.map((call) => call.payload.text)).toEqual([SEARCH_TEXT.notText]);
    // None of these took a search from the user's allowance.
    expect(await suite.database.db.select().from(rateLimits)).toEqual([]);
  });

  it('one search a second: a flood gets one warning, then silence', async () => {
    expect(String((await only('стажировка')).payload.text)).toContain('найдено');
    expect((await only('стажировка')).payload.text).toBe(SEARCH_TEXT.tooFast);
    expect(await say('стажировка')).toHaveLength(0);
    // Another user is not held back by this one.
    const other = await sendUpdate(messageUpdate(++updateId, USER + 1, 'стажировка'));
    expect(String(other[0]?.payload.text)).toContain('найдено');
    clock = new Date(NOW.getTime() + 1000);
    expect(String((await only('стажировка')).payload.text)).toContain('найдено');
  });

  it('without https: t.me links, the words in the start parameter when they fit', async () => {
    const http = { publicUrl: 'http://localhost:3000' };
    const { buttons } = await only('стажировка', http);
    expect(buttons[0]).toEqual({
      text: '1. Стажировка 7',
      url: `https://t.me/career_board_bot/board?startapp=vacancy_${ids.intern7}`,
    });
    expect(buttons.at(-1)).toEqual({
      text: SEARCH_TEXT.allResults,
      url: `https://t.me/career_board_bot/board?startapp=search_${Buffer.from('стажировка').toString('base64url')}`,
    });
    clock = new Date(clock.getTime() + 1000);
    // 21 Cyrillic letters and two spaces: 66 characters as a start parameter, over the 64 allowed.
    const long = await only('стажировка с наставником', http);
    expect(long.buttons.at(-1)).toEqual({
      text: SEARCH_TEXT.allResults,
      url: 'https://t.me/career_board_bot/board',
    });
  });

  it('/start with a search parameter opens the list searched for those words, and searches nothing', async () => {
    const { payload, buttons } = await only(
      `/start search_${Buffer.from('стажировка').toString('base64url')}`,
    );
    expect(payload.text).toBe('Вакансии по вашему запросу откроются по кнопке ниже.');
    expect(buttons).toEqual([
      {
        text: 'Открыть вакансии',
        web_app: { url: `${BOT_PUBLIC_URL}/vacancies/?${new URLSearchParams({ text: 'стажировка' })}` },
      },
    ]);
    expect(await suite.database.db.select().from(rateLimits)).toEqual([]);
  });

  it('with no way to open the Mini App: the results and the hint, no buttons', async () => {
    const { payload } = await only('стажировка', { publicUrl: undefined, miniAppName: undefined });
    expect(payload.reply_markup).toBeUndefined();
    expect(String(payload.text)).toContain('Стажировка 7');
    expect(String(payload.text)).toContain('Биржа пока доступна только на сайте');
  });
});
