import { eq } from 'drizzle-orm';
import { Api } from 'grammy';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTelegramNotifier } from '../../bot/telegram-notifier';
import type { DatabaseHandle } from '../../src/server/db/client';
import { admins, companies, outbox, students, telegramUsers } from '../../src/server/db/schema';
import { enqueueNotification } from '../../src/server/domain/outbox/enqueue';
import type { Notification, NotificationTarget, Notifier } from '../../src/server/notify/notifier';
import { drainOutbox } from '../../src/server/outbox/drain-outbox';
import { seedAccounts } from './accounts';
import { type BotApiCall, type FakeBotApi, startFakeBotApi, TEST_BOT_TOKEN } from './fake-bot-api';
import type { DatabaseTarget } from './test-database';

export const NOTIFIER_PUBLIC_URL = 'https://board.example.ru';
export const NOTIFIER_TG = { admin: 501, student: 601, company: 701 } as const;
export const notifierNow = () => new Date('2026-11-21T10:00:00Z');

/**
 * The Telegram notifier's suites (bot/telegram-notifier*.db.test.ts): an admin, a student and a company
 * linked to Telegram, a fake Bot API, and an outbox emptied before each test.
 */
type NotifierWorld = {
  database: DatabaseHandle;
  fake: FakeBotApi;
  ids: { student: number; company: number };
  notifierWith(overrides?: { publicUrl?: string; apiRoot?: string }): Notifier;
  student(): NotificationTarget;
  company(): NotificationTarget;
  deliver(to: NotificationTarget, notification: Notification, notifier?: Notifier): Promise<BotApiCall[]>;
};

export function useNotifierWorld(target: DatabaseTarget): NotifierWorld {
  const world: NotifierWorld = {
    database: undefined as unknown as DatabaseHandle,
    fake: undefined as unknown as FakeBotApi,
    ids: { student: 0, company: 0 },
    notifierWith(overrides: { publicUrl?: string; apiRoot?: string } = {}): Notifier {
      return createTelegramNotifier({
        api: new Api(TEST_BOT_TOKEN, { apiRoot: overrides.apiRoot ?? world.fake.apiRoot }),
        publicUrl: 'publicUrl' in overrides ? overrides.publicUrl : NOTIFIER_PUBLIC_URL,
        botUsername: 'career_board_bot',
        miniAppName: 'board',
      });
    },
    student: (): NotificationTarget => ({ account: { kind: 'student', id: world.ids.student } }),
    company: (): NotificationTarget => ({ account: { kind: 'company', id: world.ids.company } }),
    async deliver(to: NotificationTarget, notification: Notification, notifier = world.notifierWith()) {
      await world.database.db.transaction((tx) => enqueueNotification({ notifier }, tx, to, notification));
      await drainOutbox({ db: world.database.db, notifier, now: notifierNow });
      return world.fake.callsOf('sendMessage');
    },
  };
  beforeAll(async () => {
    [world.database, world.fake] = await Promise.all([target.open(), startFakeBotApi()]);
    const { db } = world.database;
    const seeded = await seedAccounts(db);
    world.ids = { student: seeded.student.id, company: seeded.company.id };
    await db.update(admins).set({ telegramUserId: NOTIFIER_TG.admin }).where(eq(admins.id, seeded.admin.id));
    await db
      .update(students)
      .set({ telegramUserId: NOTIFIER_TG.student })
      .where(eq(students.id, world.ids.student));
    await db
      .update(companies)
      .set({ telegramUserId: NOTIFIER_TG.company })
      .where(eq(companies.id, world.ids.company));
  });
  afterAll(async () => {
    await world.fake?.close();
    await world.database?.close();
  });
  beforeEach(async () => {
    world.fake.reset();
    await world.database.db.delete(telegramUsers);
    await world.database.db.delete(outbox);
  });
  return world;
}
