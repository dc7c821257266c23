import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/** Words saved searches and vacancies are made of: Russian in several forms, and a few skills. */
const SEARCH_WORDS = [
  'стажировка',
  'стажировки',
  'стажёр',
  'программист',
  'программисты',
  'разработчик',
  'аналитик',
  'аналитика данных',
  'тестировщик',
  'дизайнер',
  'маркетинг',
  'бухгалтер',
  'юрист',
  'python',
  'java',
  'sql',
  '"аналитик данных"',
  'python -java',
  'frontend or backend',
  'инженер',
] as const;

const TAGS = 30;
const TYPES = 3;

/**
 * A board with `subscriptions` saved searches of 1 subscription per 5 approved students, in a
 * few bulk statements (generate_series; the trigger fills the match_* columns as for any writer).
 * Mixes like a real board: most searches have words, the others tags, some a type, salary, dictionary
 * filters or flags; a tenth paused; a third daily. Answers the company and the tag and type ids.
 */
export async function seedMatchingBoard(db: Database, subscriptions: number) {
  const students = Math.ceil(subscriptions / 5);
  const words = JSON.stringify(SEARCH_WORDS);
  await db.execute(sql`
    insert into tags (name, position) select 'Навык ' || g, g from generate_series(1, ${TAGS}) g`);
  await seedBenchPeople(db, students, TYPES);
  await db.execute(sql`
    insert into subscriptions (student_id, query, channel, frequency, unsubscribe_token, paused_at)
    select (select min(id) from students) + (g % ${students}),
      jsonb_strip_nulls(jsonb_build_object(
        'text', case when g % 20 < 17 then ${words}::jsonb ->> (g * 7 % ${SEARCH_WORDS.length}) end,
        'tags', case when g % 20 >= 17 or g % 5 = 0 then jsonb_build_array(
          (select min(id) from tags) + g % ${TAGS}, (select min(id) from tags) + (g / 7) % ${TAGS}) end,
        'type', case when g % 5 = 0 then (select min(id) from vacancy_types) + g % ${TYPES} end,
        'salaryFrom', case when g % 7 = 0 then 30000 + (g % 5) * 20000 end,
        'employment', case when g % 11 = 0 then jsonb_build_array('full', 'part') end,
        'schedule', case when g % 13 = 0 then jsonb_build_array('remote') end,
        'flags', case when g % 17 = 0 then jsonb_build_array('suitsPractice') end
      )),
      (case when g % 3 = 0 then 'email' else 'telegram' end)::subscription_channel,
      (case when g % 3 = 1 then 'daily' else 'instant' end)::subscription_frequency,
      'bench-token-' || g,
      case when g % 10 = 9 then now() end
    from generate_series(1, ${subscriptions}) g`);
  await db.execute(sql`analyze subscriptions, students, companies, tags`);
}

/** One published vacancy like a company would write, varied by `index`. */
export async function insertBenchVacancy(db: Database, index: number, now: Date): Promise<number> {
  const word = (at: number) => SEARCH_WORDS[at % SEARCH_WORDS.length]?.replace(/["-]/g, '') ?? '';
  const title = `${word(index)} в отдел ${index}`;
  const tagOffsets = [0, 1, 2].map((k) => (index + k * 11) % TAGS);
  const result = (await db.execute(sql`
    with v as (
      insert into vacancies (company_id, vacancy_type_id, title, requirements, salary_from, salary_to,
        employment, schedule, suits_practice, status, published_at)
      select (select min(id) from companies), (select min(id) from vacancy_types) + ${index % TYPES}::int,
        ${title}, ${`Знание: ${word(index * 3)}`}, ${40_000 + (index % 4) * 20_000}::int,
        ${80_000 + (index % 4) * 30_000}::int, ${index % 2 === 0 ? 'full' : 'part'}::employment, 'remote',
        ${index % 3 === 0}::boolean, 'published', ${now.toISOString()}::timestamptz
      returning id
    ), t as (
      insert into vacancy_tags (vacancy_id, tag_id)
      select v.id, (select min(id) from tags) + k
      from v, unnest(${`{${tagOffsets.join(',')}}`}::int[]) k
    )
    select id from v`)) as { rows?: { id: number }[] };
  const id = result.rows?.[0]?.id;
  if (id === undefined) throw new Error('bench vacancy not inserted');
  return Number(id);
}

/**
 * What both matching boards share: `types` vacancy types, the one approved company and `students`
 * students (every twentieth pending, whose searches the matcher must skip).
 */
export async function seedBenchPeople(db: Database, students: number, types: number): Promise<void> {
  await db.execute(sql`
    insert into vacancy_types (name, position) select 'Тип ' || g, g from generate_series(1, ${types}) g`);
  await db.execute(sql`
    insert into companies (email, password_hash, name, status)
    values ('hr@bench.ru', 'bench', 'Бенч', 'approved')`);
  await db.execute(sql`
    insert into students (email, password_hash, first_name, last_name, status)
    select 'student' || g || '@bench.ru', 'bench', 'Студент', 'Номер ' || g,
      (case when g % 20 = 0 then 'pending' else 'approved' end)::account_status
    from generate_series(1, ${students}) g`);
}
