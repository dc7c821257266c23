import { sql } from 'drizzle-orm';
import {
  type ApplicationFigures,
  type ApplicationFiguresQuery,
  type CourseFigures,
  type FacultyFigures,
  FIGURES_VACANCIES_MAX,
  type VacancyFigures,
} from '../../../shared/contract/application-figures.contract';
import type { Executor } from '../../db/client';
import type { DomainDeps } from '../deps';
import {
  answerSeconds,
  cohortSql,
  dueSql,
  hoursOf,
  inTimeSql,
  interviewSeconds,
  num,
  rowsOf,
} from './outcome-cohort';

/**
 * GET /api/application/figures (admins): the outcome figures of the applications made in the
 * period, as docs/decisions/021-outcome-figures.md defines them. Every figure is one grouped
 * query over the period's cohort (outcome-cohort.ts); nothing is loaded row by row.
 */
export async function outcomeFigures(
  deps: DomainDeps,
  query: ApplicationFiguresQuery,
): Promise<ApplicationFigures> {
  const db = deps.db;
  const now = deps.now();
  const [totals, byVacancy, byFaculty, byCourse] = await Promise.all([
    figureTotals(db, query, now),
    vacancyFigures(db, query, now, FIGURES_VACANCIES_MAX),
    facultyFigures(db, query, now),
    courseFigures(db, query, now),
  ]);
  return {
    period: { from: query.from ?? null, to: query.to ?? null },
    totals: totals.totals,
    byVacancy,
    vacancyCount: totals.vacancyCount,
    byFaculty,
    byCourse,
  };
}

type TotalsRow = OutcomeRow & {
  vacancies: unknown;
  answered: unknown;
  due: unknown;
  in_time: unknown;
  median_seconds: unknown;
  average_seconds: unknown;
  interview_median_seconds: unknown;
};

async function figureTotals(db: Executor, query: ApplicationFiguresQuery, now: Date) {
  const [row] = await rowsOf<TotalsRow>(
    db,
    sql`${cohortSql(query, now)}
    select ${outcomeColumns},
      count(distinct vacancy_id) as vacancies,
      count(first_answer_at) as answered,
      count(*) filter (where ${dueSql(now)}) as due,
      count(*) filter (where ${inTimeSql}) as in_time,
      percentile_cont(0.5) within group (order by ${answerSeconds}) as median_seconds,
      avg(${answerSeconds}) as average_seconds,
      percentile_cont(0.5) within group (order by ${interviewSeconds}) as interview_median_seconds
    from cohort`,
  );
  if (!row) throw new Error('an aggregate returned no row');
  const due = num(row.due);
  const answeredInTime = num(row.in_time);
  const { applications, interviews, interviewsHeld, offers, offersAccepted, offersDeclined } =
    outcomesOf(row);
  return {
    vacancyCount: num(row.vacancies),
    totals: {
      applications,
      answered: num(row?.answered),
      due,
      answeredInTime,
      answeredInTimeShare: due === 0 ? null : answeredInTime / due,
      medianHours: hoursOf(row.median_seconds),
      averageHours: hoursOf(row.average_seconds),
      offers,
      interviews,
      interviewsHeld,
      offersAccepted,
      offersDeclined,
      medianHoursToInterview: hoursOf(row.interview_median_seconds),
    },
  };
}

/** The outcome columns every grouping shares (docs/decisions/021 defines each). */
const outcomeColumns = sql`count(*) as applications,
  count(*) filter (where invited) as invited,
  count(*) filter (where interview_at is not null) as interviews,
  count(*) filter (where held) as held,
  count(*) filter (where offered) as offers,
  count(*) filter (where accepted) as accepted,
  count(*) filter (where offer_declined) as offer_declined,
  count(*) filter (where hired) as hired`;

type OutcomeRow = {
  applications: unknown;
  invited: unknown;
  interviews: unknown;
  held: unknown;
  offers: unknown;
  accepted: unknown;
  offer_declined: unknown;
  hired: unknown;
};
const outcomesOf = (row: OutcomeRow) => ({
  applications: num(row.applications),
  invited: num(row.invited),
  interviews: num(row.interviews),
  interviewsHeld: num(row.held),
  offers: num(row.offers),
  offersAccepted: num(row.accepted),
  offersDeclined: num(row.offer_declined),
  hired: num(row.hired),
});

/** Vacancies with applications in the period, most applications first, at most `limit`. */
export async function vacancyFigures(
  db: Executor,
  query: ApplicationFiguresQuery,
  now: Date,
  limit: number,
): Promise<VacancyFigures[]> {
  const rows = await rowsOf<
    OutcomeRow & {
      vacancy_id: unknown;
      title: string;
      company_id: unknown;
      company_name: string;
      open: unknown;
      rejected: unknown;
      withdrawn: unknown;
    }
  >(
    db,
    sql`${cohortSql(query, now)}
    select c.vacancy_id, v.title, v.company_id, co.name as company_name, ${outcomeColumns},
      count(*) filter (where c.status in ('new', 'viewed')) as open,
      count(*) filter (where c.status = 'rejected') as rejected,
      count(*) filter (where c.status = 'withdrawn') as withdrawn
    from cohort c
    join vacancies v on v.id = c.vacancy_id
    join companies co on co.id = v.company_id
    group by c.vacancy_id, v.title, v.company_id, co.name
    order by count(*) desc, c.vacancy_id
    limit ${limit}`,
  );
  return rows.map((row) => {
    const { applications, ...outcomes } = outcomesOf(row);
    return {
      vacancyId: num(row.vacancy_id),
      title: row.title,
      companyId: num(row.company_id),
      companyName: row.company_name,
      total: applications,
      open: num(row.open),
      ...outcomes,
      rejected: num(row.rejected),
      withdrawn: num(row.withdrawn),
    };
  });
}

/**
 * By the student's faculty as the profile gives it (trimmed; an empty one is «not given», null),
 * most applications first.
 */
export async function facultyFigures(
  db: Executor,
  query: ApplicationFiguresQuery,
  now: Date,
): Promise<FacultyFigures[]> {
  const rows = await rowsOf<OutcomeRow & { faculty: string | null }>(
    db,
    sql`${cohortSql(query, now)}
    select nullif(btrim(faculty), '') as faculty, ${outcomeColumns}
    from cohort
    group by 1
    order by count(*) desc, 1 nulls last`,
  );
  return rows.map((row) => ({ faculty: row.faculty, ...outcomesOf(row) }));
}

/** By the student's course, first course first; students without a course last (null). */
export async function courseFigures(
  db: Executor,
  query: ApplicationFiguresQuery,
  now: Date,
): Promise<CourseFigures[]> {
  const rows = await rowsOf<OutcomeRow & { course: unknown }>(
    db,
    sql`${cohortSql(query, now)}
    select course, ${outcomeColumns}
    from cohort
    group by course
    order by course nulls last`,
  );
  return rows.map((row) => ({
    course: row.course === null || row.course === undefined ? null : num(row.course),
    ...outcomesOf(row),
  }));
}
