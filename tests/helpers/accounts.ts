import { hashPassword } from '../../src/server/auth/passwords';
import type { Database } from '../../src/server/db/client';
import { admins, companies, students } from '../../src/server/db/schema';

export const TEST_PASSWORD = 'correct horse battery staple';

/** One account of each kind, password TEST_PASSWORD. */
export async function seedAccounts(db: Database) {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const [admin] = await db
    .insert(admins)
    .values({ email: 'admin@example.ru', passwordHash, name: 'Анна Админова' })
    .returning();
  const [student] = await db
    .insert(students)
    .values({
      email: 'student@example.ru',
      passwordHash,
      firstName: 'Иван',
      lastName: 'Студентов',
      status: 'approved',
    })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({ email: 'hr@company.ru', passwordHash, name: 'ООО «Ромашка»', status: 'approved' })
    .returning();
  if (!admin || !student || !company) throw new Error('seed failed');
  return { admin, student, company };
}
