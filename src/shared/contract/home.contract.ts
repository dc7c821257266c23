import * as v from 'valibot';
import { ACCOUNT_STATUSES, type AccountStatus } from '../dictionaries';
import { APPLICATION_STATUSES } from './application.contract';
import { idInRange } from './query';
import { SalarySchema } from './vacancy.contract';

/**
 * GET /api/home/ — what `/` shows a signed-in student or company, in one answer
 * (issue 13, item 5; docs/decisions/025-home-screens-and-views.md). Guests read the public list;
 * admins keep the board's home.
 */

/** How many rows each section of the home carries (its total says how many there are in all). */
export const HOME_REPLIES_MAX = 10;
export const HOME_MATCHES_MAX = 10;
export const HOME_SUGGESTIONS_MAX = 6;
export const HOME_NEW_APPLICATIONS_MAX = 5;
export const HOME_VACANCY_FIGURES_MAX = 20;

/** A vacancy as a home row: enough for its title line and salary. */
const HomeVacancySchema = v.object({
  id: v.number(),
  title: v.string(),
  companyName: v.string(),
  salary: SalarySchema,
  publishedAt: v.nullable(v.string()),
});
export type HomeVacancy = v.InferOutput<typeof HomeVacancySchema>;

/**
 * An invitation or an offer waiting for the student's answer (docs/decisions/059), invitations
 * first; `answerBy`: an offer's deadline.
 */
const HomeReplySchema = v.object({
  applicationId: v.number(),
  status: v.picklist(APPLICATION_STATUSES),
  vacancyId: v.number(),
  vacancyTitle: v.string(),
  companyName: v.string(),
  message: v.nullable(v.string()),
  answerBy: v.nullable(v.string()),
  at: v.string(),
});
export type HomeReply = v.InferOutput<typeof HomeReplySchema>;

/** A vacancy «Подходящие вам» and the skills it shares with the student («совпадает: Python, SQL»). */
const HomeSuggestionSchema = v.object({
  vacancy: HomeVacancySchema,
  sharedTags: v.array(v.string()),
});
export type HomeSuggestion = v.InferOutput<typeof HomeSuggestionSchema>;

/** The student's next booked interview (docs/decisions/057): the first thing the home shows. */
const HomeInterviewSchema = v.object({
  applicationId: v.number(),
  interviewId: v.number(),
  startsAt: v.string(),
  durationMin: v.number(),
  format: v.picklist(['online', 'office']),
  place: v.nullable(v.string()),
  link: v.nullable(v.string()),
  vacancyTitle: v.string(),
  companyName: v.string(),
});
export type HomeInterview = v.InferOutput<typeof HomeInterviewSchema>;

export const StudentHomeSchema = v.object({
  kind: v.literal('student'),
  /** The next booked interview not yet over; null when none. */
  nextInterview: v.nullable(HomeInterviewSchema),
  /** The student's review: a pending or denied student's home says what waits and why. */
  review: v.object({
    status: v.picklist(ACCOUNT_STATUSES as unknown as readonly [AccountStatus, ...AccountStatus[]]),
    reason: v.nullable(v.string()),
  }),
  replies: v.object({ total: v.number(), items: v.array(HomeReplySchema) }),
  /** New vacancies of the student's saved searches, not yet seen. */
  matches: v.object({ total: v.number(), items: v.array(HomeVacancySchema) }),
  /** Null when the student has no skills in the profile: the home asks to add them. */
  suggestions: v.nullable(v.array(HomeSuggestionSchema)),
});
export type StudentHome = v.InferOutput<typeof StudentHomeSchema>;

const HomeNewApplicationSchema = v.object({
  applicationId: v.number(),
  studentName: v.string(),
  vacancyId: v.number(),
  vacancyTitle: v.string(),
  createdAt: v.string(),
});

/** One of the company's published vacancies with its figures (views: once per viewer per day). */
const HomeVacancyFiguresSchema = v.object({
  id: v.number(),
  title: v.string(),
  views: v.number(),
  applications: v.number(),
  newApplications: v.number(),
});

export const CompanyHomeSchema = v.object({
  kind: v.literal('company'),
  newApplications: v.object({ total: v.number(), items: v.array(HomeNewApplicationSchema) }),
  vacancies: v.object({ total: v.number(), items: v.array(HomeVacancyFiguresSchema) }),
});
export type CompanyHome = v.InferOutput<typeof CompanyHomeSchema>;

export const HomeSchema = v.variant('kind', [StudentHomeSchema, CompanyHomeSchema]);

/**
 * POST /api/home/seen/ — the student has seen these new vacancies of their saved searches
 * («Отметить просмотренными»); without `vacancyIds`, all of them.
 */
export const HomeSeenSchema = v.object({
  vacancyIds: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.number('Неверный идентификатор.'),
          v.integer('Неверный идентификатор.'),
          v.minValue(1, 'Неверный идентификатор.'),
          idInRange,
        ),
        'Ожидается список вакансий.',
      ),
      v.maxLength(100, 'Не больше 100 вакансий за раз.'),
    ),
  ),
});

/** The answer of POST /api/home/seen/: how many new vacancies were marked seen. */
export const HomeSeenResultSchema = v.object({ marked: v.number() });
export type HomeSeenResult = v.InferOutput<typeof HomeSeenResultSchema>;
