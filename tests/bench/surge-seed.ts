import { desc, eq } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../../src/server/db/client';
import { companies, favourites, students, vacancies } from '../../src/server/db/schema';
import { DEMO_ADMIN, seedDemo } from '../../src/server/demo/seed-demo';
import { visibleToStudents } from '../../src/server/domain/vacancies/vacancy-visibility';
import { JOURNEY_BOT, signInitData } from '../e2e/helpers/journey-init-data';

/** The surge's bot: the server checks initData against it; the Bot API is never called. */
export const SURGE_BOT = JOURNEY_BOT;

type SurgeSeed = {
  /** Linked, approved students: each gets its own initData. */
  students: number;
  /** Published demo vacancies (`npm run demo`'s generator; some are from the last week). */
  vacancies: number;
  /** Favourite vacancies per student, so favourite/getItems has something to join. */
  favouritesEach?: number;
};

const TELEGRAM_ID_BASE = 810_000_000;
const BATCH = 1_000;

/**
 * Fills a fresh database for the surge: demo board data, then N students linked to Telegram
 * users (telegram_user_id set, approved) with a few favourites each. Returns one initData per
 * student, signed now with SURGE_BOT's token (valid for INIT_DATA_MAX_AGE, a day by default).
 */
export async function seedSurge(options: DatabaseOptions, seed: SurgeSeed): Promise<string[]> {
  const now = new Date();
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seedDemo(database.db, {
      vacancies: seed.vacancies,
      companies: Math.max(5, Math.min(200, Math.ceil(seed.vacancies / 10))),
      seed: 1,
      reset: false,
      admin: DEMO_ADMIN,
      now,
    });
    // Favourites among what the public sees, so every student's list shows all of them.
    const latest = await database.db
      .select({ id: vacancies.id })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(visibleToStudents(new Date()))
      .orderBy(desc(vacancies.publishedAt))
      .limit(50);
    const each = Math.min(seed.favouritesEach ?? 3, latest.length);
    const stride = Math.max(1, Math.floor(latest.length / Math.max(1, each)));
    for (let from = 0; from < seed.students; from += BATCH) {
      const size = Math.min(BATCH, seed.students - from);
      const rows = Array.from({ length: size }, (_, k) => {
        const i = from + k;
        return {
          email: `surge-${i}@example.ru`,
          passwordHash: 'not-used-by-the-surge',
          firstName: 'Студент',
          lastName: `Волны ${i}`,
          status: 'approved' as const,
          telegramUserId: TELEGRAM_ID_BASE + i,
          personalDataConsentAt: now,
        };
      });
      const inserted = await database.db.insert(students).values(rows).returning({ id: students.id });
      const picks = inserted.flatMap(({ id }, k) =>
        Array.from({ length: each }, (_, j) => ({
          ownerKind: 'student' as const,
          ownerId: id,
          targetKind: 'vacancy' as const,
          targetId: (latest[(from + k + j * stride) % latest.length] as { id: number }).id,
        })),
      );
      if (picks.length > 0) await database.db.insert(favourites).values(picks).onConflictDoNothing();
    }
  } finally {
    await database.close();
  }
  return Array.from({ length: seed.students }, (_, i) =>
    signInitData({
      botToken: SURGE_BOT.BOT_TOKEN,
      user: { id: TELEGRAM_ID_BASE + i, first_name: 'Студент', last_name: `Волны ${i}`, language_code: 'ru' },
      authDate: now,
    }),
  );
}
