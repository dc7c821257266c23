import { openDatabase } from '../../../src/server/db/client';
import { seedDemo } from '../../../src/server/demo/seed-demo';
import { ADMIN } from './journey';

/** Fills a journey's fresh database with a small, fixed demo board (the generator of `npm run demo`). */
export async function seedSmallDemo(env: Record<string, string>): Promise<void> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR ?? '' },
  );
  try {
    await database.migrate();
    await seedDemo(database.db, {
      vacancies: 90,
      companies: 8,
      seed: 7,
      reset: false,
      admin: ADMIN,
      now: new Date(),
    });
  } finally {
    await database.close();
  }
}
