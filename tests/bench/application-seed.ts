import { sql } from 'drizzle-orm';
import { createSession } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/client';
import { companies, vacancies } from '../../src/server/db/schema';

/** The bench's applications: this many students × vacancies of one company. */
const STUDENTS = 500;
const VACANCIES = 10;
export const BENCH_APPLICATIONS = STUDENTS * VACANCIES;

/**
 * A company with 5 000 applications (500 students × 10 of its vacancies, a first history move
 * each, spread over the last 60 days) and a session cookie of it, for the «applications» row of
 * the API bench (issue 12): what a busy recruiter's board asks for. Plain SQL with
 * generate_series, the same on PGlite and PostgreSQL.
 */
export async function seedApplicationBench(db: Database, now: Date): Promise<{ cookie: string }> {
  const [company] = await db
    .insert(companies)
    .values({ email: 'bench-hr@example.ru', passwordHash: 'x', name: 'Бенч-компания', status: 'approved' })
    .returning({ id: companies.id });
  if (!company) throw new Error('bench company insert failed');
  const titles = Array.from({ length: VACANCIES }, (_, i) => ({
    companyId: company.id,
    title: `Стажёр направления ${i + 1}`,
    status: 'published' as const,
    publishedAt: now,
  }));
  await db.insert(vacancies).values(titles);
  await db.execute(sql`
    insert into students (email, password_hash, first_name, last_name, status, university, faculty, course, about)
    select 'bench-student-' || g || '@example.ru', 'x', 'Студент', 'Номер ' || g, 'approved',
           'МГУ', 'ВМК', 1 + g % 5, 'Люблю данные и отчёты.'
    from generate_series(1, ${STUDENTS}) as g`);
  await db.execute(sql`
    insert into applications (student_id, vacancy_id, company_id, letter, created_at, updated_at)
    select s.id, v.id, v.company_id, 'Здравствуйте! Хочу к вам на стажировку.',
           ${now}::timestamptz - ((s.id * 7 + v.id * 13) % 86400) * interval '1 minute',
           ${now}::timestamptz - ((s.id * 7 + v.id * 13) % 86400) * interval '1 minute'
    from students s cross join vacancies v
    where s.email like 'bench-student-%' and v.company_id = ${company.id}`);
  await db.execute(sql`
    insert into application_events (application_id, to_status, actor, actor_id, at)
    select a.id, 'new', 'student', a.student_id, a.created_at
    from applications a
    where a.company_id = ${company.id}`);
  const session = await createSession(db, { kind: 'company', id: company.id }, now);
  return { cookie: `sid=${session.credential}` };
}
