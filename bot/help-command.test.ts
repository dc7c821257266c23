import { describe, expect, it } from 'vitest';
import { BOT_PUBLIC_URL, createTestBot, NO_DATABASE, useFakeBotApi } from '../tests/helpers/bot-suite';
import { messageUpdate } from '../tests/helpers/bot-updates';
import { inlineButtons } from '../tests/helpers/fake-bot-api';
import type { BotOptions } from './bot';
import { HELP_TEXT } from './help-command';
import { NO_BUTTON_HINT } from './messages';

describe('the bot: /help', () => {
  const api = useFakeBotApi();

  // /help reads nothing from the database.
  const help = async (overrides: Partial<BotOptions> = {}) => {
    const bot = createTestBot(api.fake, NO_DATABASE, () => new Date('2026-11-21T10:00:00Z'), overrides);
    await bot.handleUpdate(messageUpdate(1, 42_000_301, '/help'));
    const sent = api.fake.callsOf('sendMessage');
    expect(sent).toHaveLength(1);
    return { text: String(sent[0]?.payload.text), buttons: inlineButtons(sent[0]) };
  };

  it('lists the commands in Russian and says that any text searches vacancies', async () => {
    const { text, buttons } = await help();
    expect(text).toBe(HELP_TEXT);
    expect(text).toContain('/start — открыть биржу вакансий');
    expect(text).toContain('/subscriptions — мои подписки на вакансии');
    expect(text).toContain('/help — что умеет бот');
    expect(text).toContain('Напишите любые слова');
    // How to ask for several things, with the Russian word people type (issue 24, item 23).
    expect(text).toContain('«python или java»');
    expect(text).not.toMatch(/\b(or|and|not)\b/i);
    expect(buttons).toEqual([{ text: 'Открыть биржу', web_app: { url: `${BOT_PUBLIC_URL}/` } }]);
  });

  it('without a way to open the Mini App, says where the board is', async () => {
    const { text, buttons } = await help({ publicUrl: undefined, miniAppName: undefined });
    expect(text).toBe(`${HELP_TEXT}\n\n${NO_BUTTON_HINT}`);
    expect(buttons).toEqual([]);
  });
});
