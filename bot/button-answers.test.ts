import { describe, expect, it } from 'vitest';
import { createTestBot, NO_DATABASE, useFakeBotApi } from '../tests/helpers/bot-suite';
import { callbackQueryUpdate } from '../tests/helpers/bot-updates';
import { BUTTON_ANSWERS } from './messages';

const USER = 42_000_301;
const now = () => new Date('2026-11-21T10:00:00Z');

describe('the bot answers every button press, so no button keeps spinning', () => {
  const api = useFakeBotApi();
  // No handler below may reach a database: a press that needs one fails and is answered anyway.
  const bot = () => createTestBot(api.fake, NO_DATABASE, now);

  it('a button the bot does not know (an old message) gets a short Russian answer', async () => {
    await bot().handleUpdate(callbackQueryUpdate(1, USER, 'old:format:42'));
    const answers = api.fake.callsOf('answerCallbackQuery').map((call) => call.payload);
    expect(answers).toEqual([{ callback_query_id: 'cb1', text: BUTTON_ANSWERS.unknown }]);
    expect(BUTTON_ANSWERS.unknown).toMatch(/\/start/);
  });

  it('a known button whose handler fails is answered too, saying to try again', async () => {
    await bot().handleUpdate(callbackQueryUpdate(2, USER, 'unsub:5'));
    await bot().handleUpdate(callbackQueryUpdate(3, USER, `2fa:yes:${'a'.repeat(20)}`));
    const answers = api.fake.callsOf('answerCallbackQuery').map((call) => call.payload);
    expect(answers).toEqual([
      { callback_query_id: 'cb2', text: BUTTON_ANSWERS.failed },
      { callback_query_id: 'cb3', text: BUTTON_ANSWERS.failed },
    ]);
  });
});
