import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  companies,
  students,
  subscriptionMatches,
  subscriptions,
  vacancies,
  vacancyTags,
} from '../../db/schema';
import { visibleToStudents } from '../vacancies/vacancy-visibility';

/** node-postgres and PGlite both answer `{ rows }`; read it without trusting either type. */
async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  const value = (await result) as { rows?: T[] };
  return value.rows ?? [];
}

/**
 * The saved searches one vacancy matches (their subscription ids), in ONE statement. The
 * vacancy's values are read once in a CTE; candidates come through indexes (docs/decisions/024):
 * the searches whose required lexemes (`match_words`, migration 0019) are all among the vacancy's
 * (GIN `<@`), the searches without required words that share a tag with it (GIN `&&`), and the
 * few with neither (a partial index). Each candidate is then compared rule for rule as the list's
 * `vacancyConditions` (src/server/domain/vacancies/vacancy-filters.ts); the candidate step only
 * skips searches these rules would reject anyway:
 * - text: `search @@ websearch_to_tsquery('russian', text)`, a stop-words-only text ignored;
 * - tags: ANY of the chosen (`&&`); type, company: equal; places: the city among those `city`
 *   and `region` name (`match_cities`, migration 0031; docs/decisions/061);
 * - salary: the offered range reaches the wish in roubles (`salary_roubles`, converted at the career
 *   centre's rate: docs/decisions/063); no salary, or no rate for its currency, drops out;
 * - employment, schedule, experience: one of the chosen; flags: all of the chosen are true;
 * - visibility: the vacancy must be visible to students now (docs/decisions/019).
 * Paused subscriptions and students who are not approved are skipped.
 */
export async function findMatchingSubscriptions(
  tx: Executor,
  vacancyId: number,
  now: Date,
): Promise<number[]> {
  // Every rule, on each candidate `s` of the vacancy `v`: the same in the three branches below.
  const rules = sql`
    and s.paused_at is null
    and (s.match_type is null or s.match_type = v.type_id)
    and (s.match_company is null or s.match_company = v.company_id)
    and (s.match_cities is null or v.city_id = any(s.match_cities))
    and (s.match_salary_from is null or v.salary_roubles >= s.match_salary_from)
    and (s.match_employment is null or v.employment = any(s.match_employment))
    and (s.match_schedule is null or v.schedule = any(s.match_schedule))
    and (s.match_experience is null or v.experience = any(s.match_experience))
    and (s.match_flags is null or s.match_flags <@ v.flags)
    and (s.match_tags is null or s.match_tags && v.tags)
    and (s.match_text is null or v.search @@ s.match_text)
    and exists (select 1 from ${students} st where st.id = s.student_id and st.status = 'approved')`;
  const rows = await rowsOf<{ id: number }>(
    tx.execute(sql`
      with v as materialized (
        select ${vacancies.id} as id, ${vacancies.search} as search,
          tsvector_to_array(${vacancies.search}) as words,
          ${vacancies.vacancyTypeId} as type_id, ${vacancies.companyId} as company_id,
          ${vacancies.cityId} as city_id,
          ${vacancies.salaryRoubles} as salary_roubles,
          ${vacancies.employment}::text as employment, ${vacancies.schedule}::text as schedule,
          ${vacancies.experience}::text as experience,
          array(select ${vacancyTags.tagId} from ${vacancyTags} where ${vacancyTags.vacancyId} = ${vacancies.id})
            as tags,
          array_remove(array[
            case when ${vacancies.suitsPractice} then 'suitsPractice' end,
            case when ${vacancies.combinableWithStudy} then 'combinableWithStudy' end,
            case when ${vacancies.firstYearFriendly} then 'firstYearFriendly' end,
            case when ${vacancies.forGraduates} then 'forGraduates' end
          ], null) as flags
        from ${vacancies} join ${companies} on ${companies.id} = ${vacancies.companyId}
        where ${vacancies.id} = ${vacancyId} and ${visibleToStudents(now)}
      )
      select s.id from v join ${subscriptions} s on s.match_words <@ v.words ${rules}
      union all
      select s.id from v join ${subscriptions} s on s.match_words is null and s.match_tags && v.tags ${rules}
      union all
      select s.id from v join ${subscriptions} s on s.match_words is null and s.match_tags is null ${rules}`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Records matches found by `findMatchingSubscriptions`; answers the new ones. ON CONFLICT DO
 * NOTHING: a vacancy queued again never reaches a subscription twice; the join skips a
 * subscription deleted since it was found.
 */
export async function recordMatches(
  tx: Executor,
  vacancyId: number,
  subscriptionIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await rowsOf<{ subscription_id: number }>(
    tx.execute(sql`
      insert into ${subscriptionMatches} (subscription_id, vacancy_id, matched_at)
      select s.id, ${vacancyId}::int, ${now.toISOString()}::timestamptz
      from unnest(${`{${subscriptionIds.join(',')}}`}::int[]) as found(id)
      join ${subscriptions} s on s.id = found.id
      on conflict do nothing
      returning subscription_id`),
  );
  return rows.map((row) => Number(row.subscription_id));
}

/** Finds and records one vacancy's matches at once (tests; the loop writes in chunks). */
export async function matchVacancy(tx: Executor, vacancyId: number, now: Date): Promise<number[]> {
  return recordMatches(tx, vacancyId, await findMatchingSubscriptions(tx, vacancyId, now), now);
}
