import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createSession } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/client';

/** New vacancies of the bench student's saved search, waiting on the home. */
export const BENCH_HOME_MATCHES = 50;

/**
 * The student home's bench row (docs/decisions/025): a student of the applications bench (ten
 * applications) with the skills Python and SQL — tags the demo generator puts on a large share of
 * the vacancies, so «Подходящие вам» ranks many candidates — and a saved search with
 * BENCH_HOME_MATCHES unseen matches. Answers a session cookie of that student.
 */
export async function seedHomeBench(db: Database, now: Date): Promise<{ cookie: string }> {
  const result = (await db.execute(
    sql`select id from students where email = 'bench-student-1@example.ru'`,
  )) as unknown as { rows: { id: number }[] };
  const studentId = Number(result.rows[0]?.id);
  if (!studentId) throw new Error('the applications bench has no student 1');
  await db.execute(sql`
    insert into student_tags (student_id, tag_id)
    select ${studentId}, id from tags where name in ('Python', 'SQL')`);
  await db.execute(sql`
    insert into subscriptions (student_id, query, channel, frequency, unsubscribe_token)
    values (${studentId}, '{"text":"стажировка"}'::jsonb, 'email', 'daily', ${randomBytes(32).toString('base64url')})`);
  await db.execute(sql`
    insert into subscription_matches (subscription_id, vacancy_id, matched_at)
    select s.id, v.id, ${now}::timestamptz
    from subscriptions s, (select id from vacancies where status = 'published' order by id desc limit ${BENCH_HOME_MATCHES}) v
    where s.student_id = ${studentId}`);
  const session = await createSession(db, { kind: 'student', id: studentId }, now);
  return { cookie: `sid=${session.credential}` };
}
