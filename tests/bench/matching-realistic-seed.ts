import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { TAGS } from '../../src/server/demo/board-words';
import { PROFESSIONS } from '../../src/server/demo/vacancy-words';
import { seedBenchPeople } from './matching-seed';

const TYPES = 3;

/**
 * The words students search by, from the demo's phrase banks (src/server/demo/vacancy-words.ts,
 * board-words.ts): the professions first (the most searched), then tags and the longer words of
 * duties and skills. Several hundred distinct words, like a real board's searches.
 */
const REALISTIC_WORDS: readonly string[] = [
  ...new Set([
    ...PROFESSIONS.map((profession) => profession.nom),
    ...TAGS.map((tag) => tag.toLowerCase()),
    ...PROFESSIONS.flatMap((profession) => [...profession.duties, ...profession.skills])
      .flatMap((phrase) => phrase.toLowerCase().split(/[^\p{L}\p{N}+#-]+/u))
      .filter((word) => word.length >= 5),
  ]),
];

/**
 * A board of `subscriptions` searches like students save them (1 per 5 approved students):
 * 60% words (one or two, popular ones more often, some «or»), 20% tags only, 15% a type and
 * tags, 3% salary and a type, 2% broad (nothing but a schedule, or nothing at all). Some add a
 * salary or type; a tenth paused; a third daily.
 */
export async function seedRealisticBoard(db: Database, subscriptions: number): Promise<void> {
  const students = Math.ceil(subscriptions / 5);
  const words = JSON.stringify(REALISTIC_WORDS);
  const n = REALISTIC_WORDS.length;
  await db.execute(sql`
    insert into tags (name, position) select name, position from unnest(${`{${TAGS.map((tag) => `"${tag}"`).join(',')}}`}::text[])
      with ordinality as t(name, position)`);
  await seedBenchPeople(db, students, TYPES);
  // Word k: skewed to the start of the list (a square of a uniform number): popular words.
  await db.execute(sql`
    insert into subscriptions (student_id, query, channel, frequency, unsubscribe_token, paused_at)
    select (select min(id) from students) + (g % ${students}),
      jsonb_strip_nulls(jsonb_build_object(
        'text', case when g % 100 < 60 then
          (${words}::jsonb ->> (floor(${n} * power(((g::bigint * 7919) % 1000) / 1000.0, 2)))::int)
          || case when g % 50 = 1 then ' or ' || (${words}::jsonb ->> ((g * 31) % ${n}))
                  when g % 3 = 0 then ' ' || (${words}::jsonb ->> ((g::bigint * 104729 / 7) % ${n})::int)
                  else '' end end,
        'tags', case when g % 100 between 60 and 94 then
          case when g % 2 = 0 then jsonb_build_array((select min(id) from tags) + g % ${TAGS.length})
          else jsonb_build_array((select min(id) from tags) + g % ${TAGS.length},
            (select min(id) from tags) + (g / 7) % ${TAGS.length}) end end,
        'type', case when g % 100 between 80 and 97 or g % 5 = 0 then (select min(id) from vacancy_types) + g % ${TYPES} end,
        'salaryFrom', case when g % 100 between 95 and 97 or g % 7 = 0 then 30000 + (g % 5) * 20000 end,
        'schedule', case when g % 100 = 98 then jsonb_build_array('remote') end
      )),
      (case when g % 3 = 0 then 'email' else 'telegram' end)::subscription_channel,
      (case when g % 3 = 1 then 'daily' else 'instant' end)::subscription_frequency,
      'bench-token-' || g,
      case when g % 10 = 9 then now() end
    from generate_series(1, ${subscriptions}) g`);
  await db.execute(sql`analyze subscriptions, students, companies, tags`);
}

/** One published vacancy from the demo's professions, with the profession's tags. */
export async function insertRealisticVacancy(db: Database, index: number, now: Date): Promise<number> {
  const profession = PROFESSIONS[index % PROFESSIONS.length] ?? PROFESSIONS[0];
  if (!profession) throw new Error('no professions');
  const title = index % 2 === 0 ? `Стажёр-${profession.nom}` : `Младший ${profession.nom}`;
  const tagNames = `{${profession.tags.map((tag) => `"${tag}"`).join(',')}}`;
  const result = (await db.execute(sql`
    with v as (
      insert into vacancies (company_id, vacancy_type_id, title, requirements, description, salary_from, salary_to,
        employment, schedule, suits_practice, status, published_at)
      select (select min(id) from companies), (select min(id) from vacancy_types) + ${index % TYPES}::int,
        ${title}, ${profession.skills.join('. ')}, ${profession.duties.join('. ')}, ${40_000 + (index % 4) * 20_000}::int,
        ${80_000 + (index % 4) * 30_000}::int, ${index % 2 === 0 ? 'full' : 'part'}::employment, 'remote',
        ${index % 3 === 0}::boolean, 'published', ${now.toISOString()}::timestamptz
      returning id
    ), t as (
      insert into vacancy_tags (vacancy_id, tag_id)
      select v.id, tags.id from v, tags where tags.name = any(${tagNames}::text[])
    )
    select id from v`)) as { rows?: { id: number }[] };
  const id = result.rows?.[0]?.id;
  if (id === undefined) throw new Error('bench vacancy not inserted');
  return Number(id);
}
