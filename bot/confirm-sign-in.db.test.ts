import { eq } from 'drizzle-orm';
import type { Update } from 'grammy/types';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { createSession } from '../src/server/auth/sessions';
import { admins, secondFactorPendingSessions } from '../src/server/db/schema';
import { markSessionPending } from '../src/server/domain/two-factor/pending';
import { seedAccounts } from '../tests/helpers/accounts';
import { createTestBot, useBotSuite } from '../tests/helpers/bot-suite';
import { FAKE_BOT_INFO } from '../tests/helpers/fake-bot-api';
import { describeOnDatabases } from '../tests/helpers/test-database';
import { ALLOWED_UPDATES } from './bot';
import { confirmationButtons } from './confirm-sign-in';
import { SIGN_IN_CONFIRMATION } from './messages';

const ADMIN_TELEGRAM = 42_000_777;
const now = () => new Date('2026-11-21T10:00:00Z');
let updateId = 0;

function callbackUpdate(userId: number, data: string): Update {
  updateId += 1;
  const from = { id: userId, is_bot: false, first_name: 'Анна' };
  return {
    update_id: updateId,
    callback_query: {
      id: `cb${updateId}`,
      from,
      chat_instance: 'ci',
      data,
      message: {
        message_id: 7,
        date: Math.floor(now().getTime() / 1000),
        chat: { id: userId, type: 'private', first_name: 'Анна' },
        from: FAKE_BOT_INFO,
        text: SIGN_IN_CONFIRMATION.question,
      },
    },
  };
}

describeOnDatabases('the bot confirms an admin’s sign-in', (target) => {
  const suite = useBotSuite(target);
  let sessionId = '';
  const challengeId = 'c'.repeat(22);

  beforeAll(async () => {
    const { admin } = await seedAccounts(suite.database.db);
    await suite.database.db
      .update(admins)
      .set({ telegramUserId: ADMIN_TELEGRAM })
      .where(eq(admins.id, admin.id));
    const created = await createSession(suite.database.db, { kind: 'admin', id: admin.id }, now());
    await markSessionPending(suite.database.db, created.handle, admin.id, now());
    sessionId = created.handle;
  });
  beforeEach(async () => {
    await suite.database.db
      .update(secondFactorPendingSessions)
      .set({ telegramChallengeId: challengeId, telegramAnswer: null })
      .where(eq(secondFactorPendingSessions.sessionId, sessionId));
  });

  const bot = () => createTestBot(suite.fake, suite.database.db, now);
  const answerOf = async () =>
    (
      await suite.database.db
        .select()
        .from(secondFactorPendingSessions)
        .where(eq(secondFactorPendingSessions.sessionId, sessionId))
    )[0]?.telegramAnswer;

  it('asks for callback updates and puts two buttons under the question', () => {
    expect(ALLOWED_UPDATES).toContain('callback_query');
    const buttons = confirmationButtons(challengeId).inline_keyboard.flat();
    expect(buttons).toEqual([
      { text: 'Подтвердить вход', callback_data: `2fa:yes:${challengeId}` },
      { text: 'Это не я', callback_data: `2fa:no:${challengeId}` },
    ]);
  });

  it('«Подтвердить вход» from the admin’s own Telegram confirms, and the buttons go', async () => {
    await bot().handleUpdate(callbackUpdate(ADMIN_TELEGRAM, `2fa:yes:${challengeId}`));
    expect(await answerOf()).toBe('confirmed');
    expect(suite.fake.callsOf('answerCallbackQuery')[0]?.payload.text).toBe(SIGN_IN_CONFIRMATION.confirmed);
    expect(suite.fake.callsOf('editMessageText')).toHaveLength(1);
  });

  it('«Это не я» declines; another Telegram user or a second answer changes nothing', async () => {
    await bot().handleUpdate(callbackUpdate(ADMIN_TELEGRAM + 1, `2fa:yes:${challengeId}`));
    expect(await answerOf()).toBeNull();
    expect(suite.fake.callsOf('answerCallbackQuery')[0]?.payload.text).toBe(SIGN_IN_CONFIRMATION.stale);
    await bot().handleUpdate(callbackUpdate(ADMIN_TELEGRAM, `2fa:no:${challengeId}`));
    expect(await answerOf()).toBe('declined');
    await bot().handleUpdate(callbackUpdate(ADMIN_TELEGRAM, `2fa:yes:${challengeId}`));
    expect(await answerOf()).toBe('declined');
  });
});
