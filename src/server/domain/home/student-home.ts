import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  HOME_MATCHES_MAX,
  HOME_REPLIES_MAX,
  type HomeInterview,
  type HomeReply,
  type StudentHome,
} from '../../../shared/contract/home.contract';
import type { Executor } from '../../db/client';
import {
  applications,
  companies,
  interviewSlotOffers,
  interviewSlots,
  interviews,
  students,
  subscriptionMatches,
  subscriptions,
  vacancies,
} from '../../db/schema';
import type { DomainDeps } from '../deps';
import { visibleToStudents } from '../vacancies/vacancy-visibility';
import { homeVacancyColumns, toHomeVacancy } from './home-vacancy';
import { readSuggestions } from './suggestions';

/** `count(*) over ()`: the section's total beside its first rows, in the same query. */
const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * «Требует вашего ответа»: what waits for the student (docs/decisions/059) — invitations and
 * offers not answered since the company's last move, invitations first, newest first. Other news
 * (a refusal, a hire) is told by the bot or mail and kept in «Мои отклики».
 */
async function readReplies(db: Executor, studentId: number): Promise<StudentHome['replies']> {
  const rows = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      vacancyId: applications.vacancyId,
      vacancyTitle: vacancies.title,
      companyName: companies.name,
      message: applications.lastMessage,
      answerBy: applications.answerBy,
      at: applications.updatedAt,
      total: totalOver,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(
      and(
        eq(applications.studentId, studentId),
        inArray(applications.status, ['invited', 'offer']),
        isNull(applications.studentAnswer),
      ),
    )
    .orderBy(
      sql`case ${applications.status} when 'invited' then 0 else 1 end`,
      desc(applications.updatedAt),
      desc(applications.id),
    )
    .limit(HOME_REPLIES_MAX);
  const items: HomeReply[] = rows.map(({ total: _total, at, answerBy, ...row }) => ({
    ...row,
    answerBy: answerBy?.toISOString() ?? null,
    at: at.toISOString(),
  }));
  return { total: rows[0]?.total ?? 0, items };
}

/** The student's next booked interview not yet over (docs/decisions/057), or null. */
async function readNextInterview(db: Executor, studentId: number, now: Date): Promise<HomeInterview | null> {
  const [row] = await db
    .select({
      applicationId: applications.id,
      interviewId: interviews.id,
      startsAt: interviewSlots.startsAt,
      durationMin: interviewSlots.durationMin,
      format: interviews.format,
      place: interviews.place,
      link: interviews.link,
      vacancyTitle: vacancies.title,
      companyName: companies.name,
    })
    .from(interviewSlots)
    .innerJoin(applications, eq(applications.id, interviewSlots.bookedApplicationId))
    .innerJoin(interviewSlotOffers, eq(interviewSlotOffers.slotId, interviewSlots.id))
    .innerJoin(
      interviews,
      and(
        eq(interviews.id, interviewSlotOffers.interviewId),
        eq(interviews.applicationId, applications.id),
        eq(interviews.status, 'active'),
      ),
    )
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(
      and(
        eq(applications.studentId, studentId),
        sql`${interviewSlots.startsAt} + make_interval(mins => ${interviewSlots.durationMin}::int) > ${now}`,
      ),
    )
    .orderBy(interviewSlots.startsAt)
    .limit(1);
  return row ? { ...row, startsAt: row.startsAt.toISOString() } : null;
}

/**
 * New vacancies of the student's saved searches not yet seen, still visible to students; a
 * vacancy two searches found shows once. Newest match first.
 */
async function readMatches(db: Executor, studentId: number, now: Date): Promise<StudentHome['matches']> {
  const matchedAt = sql`max(${subscriptionMatches.matchedAt})`;
  const rows = await db
    .select({ ...homeVacancyColumns, total: totalOver })
    .from(subscriptionMatches)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionMatches.subscriptionId))
    .innerJoin(vacancies, eq(vacancies.id, subscriptionMatches.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .where(
      and(eq(subscriptions.studentId, studentId), isNull(subscriptionMatches.seenAt), visibleToStudents(now)),
    )
    .groupBy(vacancies.id, companies.id)
    .orderBy(desc(matchedAt), desc(vacancies.id))
    .limit(HOME_MATCHES_MAX);
  return { total: rows[0]?.total ?? 0, items: rows.map(toHomeVacancy) };
}

/**
 * GET /api/home/ for a student: the review status (the home's banner while not approved,
 * docs/decisions/051) and three sections, four queries (a fifth when no skill matched).
 */
export async function readStudentHome(deps: DomainDeps, studentId: number): Promise<StudentHome> {
  const now = deps.now();
  const [nextInterview, replies, matches, suggestions, [review]] = await Promise.all([
    readNextInterview(deps.db, studentId, now),
    readReplies(deps.db, studentId),
    readMatches(deps.db, studentId, now),
    readSuggestions(deps.db, studentId, now),
    deps.db
      .select({ status: students.status, reason: students.statusReason })
      .from(students)
      .where(eq(students.id, studentId)),
  ]);
  return {
    kind: 'student',
    review: { status: review?.status ?? 'pending', reason: review?.reason ?? null },
    nextInterview,
    replies,
    matches,
    suggestions,
  };
}
