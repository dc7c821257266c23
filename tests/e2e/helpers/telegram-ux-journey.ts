import { students } from '../../../src/server/db/schema';
import type { TelegramUserData } from '../../../src/server/dev/mini-app-launch';
import { linkDemoAdmin, seedDemoThen } from './demo-seed';

/** The demo admin's Telegram user: the Mini App signs the admin in by itself. */
export const UX_ADMIN_TELEGRAM: TelegramUserData = {
  id: 700_300_001,
  first_name: 'Админ',
  last_name: 'Выгружающий',
  username: 'ux_admin_tg',
  language_code: 'ru',
};

/** A pending student whose email has no break opportunity: it must wrap, not widen the card. */
export const LONG_EMAIL = `${'very.long.student.address.without.breaks'.repeat(2)}@university-example.ru`;

/** The small demo board, the admin linked to Telegram, and a pending student with a long email. */
export async function seedUxBoard(env: Record<string, string>): Promise<void> {
  await seedDemoThen(env, async (db) => {
    await linkDemoAdmin(db, UX_ADMIN_TELEGRAM.id);
    await db.insert(students).values({
      email: LONG_EMAIL,
      passwordHash: 'not-a-real-hash',
      firstName: 'Длинный',
      lastName: 'Адресов',
      phone: '+79161234567',
      status: 'pending',
      personalDataConsentAt: new Date(),
      university: 'Казанский федеральный университет',
    });
  });
}
