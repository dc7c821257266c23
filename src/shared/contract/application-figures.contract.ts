import * as v from 'valibot';
import { DayParamSchema } from './period-day.contract';

/**
 * The career centre's outcome figures (issue 12, admins only): applications per vacancy, how
 * quickly companies answer, and invitations, offers and hires by faculty and course. The
 * definitions are docs/decisions/021-outcome-figures.md; the server computes them in
 * server/domain/applications/outcome-figures.ts.
 */

/** Answered «quickly» means within this many hours of applying (docs/decisions/021). */
export const ANSWER_WITHIN_HOURS = 72;

/** The JSON answer lists at most this many vacancies (most applications first); the CSV has all. */
export const FIGURES_VACANCIES_MAX = 50;

const periodEntries = { from: DayParamSchema, to: DayParamSchema };

/** Both days inclusive, Moscow time; a period that ends before it starts is refused. */
const periodIsOrdered = (period: { from?: string | undefined; to?: string | undefined }): boolean =>
  !period.from || !period.to || period.from <= period.to;
const PERIOD_ORDER_MESSAGE = 'Начало периода должно быть не позже его конца.';

/** GET /api/application/figures?from=ГГГГ-ММ-ДД&to=ГГГГ-ММ-ДД: the applications made in the period. */
export const ApplicationFiguresQuerySchema = v.pipe(
  v.object(periodEntries),
  v.forward(
    v.check((period) => periodIsOrdered(period), PERIOD_ORDER_MESSAGE),
    ['from'],
  ),
);
export type ApplicationFiguresQuery = v.InferOutput<typeof ApplicationFiguresQuerySchema>;

/** The tables, each downloadable as CSV: GET /api/application/figures/<table>.csv */
export const FIGURE_TABLES = ['vacancies', 'faculties', 'courses'] as const;
export type FigureTable = (typeof FIGURE_TABLES)[number];

/** POST /api/application/figures/link/: a signed address of one table's CSV (docs/decisions/018). */
export const FigureLinkRequestSchema = v.pipe(
  v.object({
    table: v.picklist(FIGURE_TABLES, 'Выберите таблицу: вакансии, факультеты или курсы.'),
    ...periodEntries,
  }),
  v.forward(
    v.check((period) => periodIsOrdered(period), PERIOD_ORDER_MESSAGE),
    ['from'],
  ),
);

/**
 * What became of a group's applications (docs/decisions/021): reached at any time (invited,
 * offers, accepted, declined offers), held now (an interview time booked, ended by now) or the
 * status now (hired). A funnel, not a partition.
 */
const interviewAndOfferEntries = {
  invited: v.number(),
  /** Applications holding a booked interview time now (a cancelled or moved booking holds none). */
  interviews: v.number(),
  /** …whose booked time has ended. */
  interviewsHeld: v.number(),
  offers: v.number(),
  /** Offers the student accepted («Принимаю»), a later hire included. */
  offersAccepted: v.number(),
  /** Offers the student declined («Отказываюсь»). */
  offersDeclined: v.number(),
  hired: v.number(),
};
const outcomeEntries = { applications: v.number(), ...interviewAndOfferEntries };

const VacancyFiguresSchema = v.object({
  vacancyId: v.number(),
  title: v.string(),
  companyId: v.number(),
  companyName: v.string(),
  total: v.number(),
  /** Still waiting for the company: `new` or `viewed` now. */
  open: v.number(),
  ...interviewAndOfferEntries,
  /** Rejected now (by the company, an admin or archiving). */
  rejected: v.number(),
  withdrawn: v.number(),
});
export type VacancyFigures = v.InferOutput<typeof VacancyFiguresSchema>;

const FacultyFiguresSchema = v.object({ faculty: v.nullable(v.string()), ...outcomeEntries });
export type FacultyFigures = v.InferOutput<typeof FacultyFiguresSchema>;

const CourseFiguresSchema = v.object({ course: v.nullable(v.number()), ...outcomeEntries });
export type CourseFigures = v.InferOutput<typeof CourseFiguresSchema>;

export const ApplicationFiguresSchema = v.object({
  period: v.object({ from: v.nullable(v.string()), to: v.nullable(v.string()) }),
  totals: v.object({
    applications: v.number(),
    /** Applications a company has answered (first_answer_at set). */
    answered: v.number(),
    /** Applications the three-day rule applies to: answered, or unanswered for 72 hours. */
    due: v.number(),
    answeredInTime: v.number(),
    /** answeredInTime / due, 0…1; null when nothing is due yet. */
    answeredInTimeShare: v.nullable(v.number()),
    /** Hours from applying to the first answer over answered applications; null when none. */
    medianHours: v.nullable(v.number()),
    averageHours: v.nullable(v.number()),
    offers: v.number(),
    interviews: v.number(),
    interviewsHeld: v.number(),
    offersAccepted: v.number(),
    offersDeclined: v.number(),
    /** Median hours from applying to the booked interview's start; null when none is booked. */
    medianHoursToInterview: v.nullable(v.number()),
  }),
  /** Vacancies with applications in the period, most first (at most FIGURES_VACANCIES_MAX). */
  byVacancy: v.array(VacancyFiguresSchema),
  /** How many vacancies had applications (byVacancy may be cut). */
  vacancyCount: v.number(),
  byFaculty: v.array(FacultyFiguresSchema),
  byCourse: v.array(CourseFiguresSchema),
});
export type ApplicationFigures = v.InferOutput<typeof ApplicationFiguresSchema>;
