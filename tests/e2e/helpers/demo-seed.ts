/**
 * A journey's fresh database before its server starts: the small demo board and the accounts a
 * journey adds on it. The journeys' seeders (feedback-journey.ts, applications-journey.ts,
 * subscription-alerts-journey.ts, telegram-*-journey.ts, …) share these pieces and add only what
 * their story needs.
 */
import { and, asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../../src/server/auth/passwords';
import { type DatabaseHandle, openDatabase } from '../../../src/server/db/client';
import { admins, companies, students, vacancies } from '../../../src/server/db/schema';
import { seedDemo } from '../../../src/server/demo/seed-demo';
import type { TelegramUserData } from '../../../src/server/dev/mini-app-launch';
import { visibleToStudents } from '../../../src/server/domain/vacancies/vacancy-visibility';
import { ADMIN } from './journey';

/** A student a journey signs in as; `telegram` is the Telegram user linked to the account, if any. */
export type Student = {
  email: string;
  firstName: string;
  lastName: string;
  telegram: TelegramUserData | null;
};

/**
 * Opens the database the provisioned env names (PostgreSQL by DATABASE_URL, else PGlite in
 * DATA_DIR), runs `work` on it and closes it, whatever `work` does: the server opens it next.
 */
export async function withJourneyDatabase<T>(
  env: Record<string, string>,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR ?? '' },
  );
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Fills a journey's fresh database with a small, fixed demo board (the generator of `npm run demo`). */
export async function seedSmallDemo(env: Record<string, string>): Promise<void> {
  await withJourneyDatabase(env, async (database) => {
    await database.migrate();
    await seedDemo(database.db, {
      vacancies: 90,
      companies: 8,
      seed: 7,
      reset: false,
      admin: ADMIN,
      now: new Date(),
    });
  });
}

/** The small demo board, then `work` on the same database. */
export async function seedDemoThen(
  env: Record<string, string>,
  work: (db: DatabaseHandle['db']) => Promise<void>,
): Promise<void> {
  await seedSmallDemo(env);
  await withJourneyDatabase(env, (database) => work(database.db));
}

/** Links the demo admin to a Telegram user, as a full session in the Mini App once did. */
export async function linkDemoAdmin(db: DatabaseHandle['db'], telegramUserId: number): Promise<void> {
  await db.update(admins).set({ telegramUserId }).where(eq(admins.email, ADMIN.email));
}

/**
 * The first `count` of a company's vacancies that students see for a day more at least (none
 * closes while the journey runs), titled differently, so each row of a list is found by its title.
 * Fewer when the company has fewer.
 */
export async function visibleVacanciesOf(
  db: DatabaseHandle['db'],
  companyId: number,
  count: number,
): Promise<{ id: number; title: string }[]> {
  const rows = await db
    .select({ id: vacancies.id, title: vacancies.title })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(and(eq(vacancies.companyId, companyId), visibleToStudents(new Date(Date.now() + 86_400_000))))
    .orderBy(asc(vacancies.id));
  const picked: { id: number; title: string }[] = [];
  for (const row of rows) {
    if (picked.length < count && !picked.some((seen) => seen.title === row.title)) picked.push(row);
  }
  return picked;
}

/** The profile fields a journey's students differ in; the rest is what `insertApprovedStudents` writes. */
type StudentProfile = Partial<Pick<typeof students.$inferInsert, 'course' | 'graduationYear' | 'about'>>;

/**
 * Approved students who sign in with `password`, their Telegram (if any) linked through their own
 * `telegram_user_id`: a 3rd-year student graduating next year unless `profile` says otherwise.
 */
export async function insertApprovedStudents(
  db: DatabaseHandle['db'],
  list: readonly Student[],
  password: string,
  profile: StudentProfile = {},
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.insert(students).values(
    list.map((student) => ({
      email: student.email,
      passwordHash,
      firstName: student.firstName,
      lastName: student.lastName,
      phone: '+79161234567',
      status: 'approved' as const,
      telegramUserId: student.telegram?.id ?? null,
      personalDataConsentAt: new Date(),
      university: 'Казанский федеральный университет',
      faculty: 'Институт вычислительной математики',
      course: 3,
      graduationYear: new Date().getFullYear() + 1,
      ...profile,
    })),
  );
}
