import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  APPLICATION_ACTORS,
  APPLICATION_STATUSES,
  STUDENT_ANSWERS,
} from '../../../shared/contract/application.contract';
import { companies, students } from './accounts';
import { vacancies } from './board';
import { timestamps } from './columns';

/** The statuses and moves of docs/decisions/020-application-statuses.md. */
export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);
export const applicationActor = pgEnum('application_actor', APPLICATION_ACTORS);
/** The student's answers to an invitation or an offer (docs/decisions/059). */
export const studentAnswer = pgEnum('student_answer', STUDENT_ANSWERS);

/**
 * A student's application to a vacancy (issue 12). Deleting the student or the vacancy deletes
 * it (the personal data goes with the account, docs/decisions/020).
 */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    /**
     * The vacancy's company, copied at applying (a vacancy never changes company): the company's
     * list reads its own applications newest first straight from an index, without joining every
     * vacancy (tests/bench: a company with 5 000 applications).
     */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: applicationStatus('status').notNull().default('new'),
    letter: text('letter').notNull().default(''),
    /** The company's private note; the student never sees it. */
    note: text('note'),
    /** The company's last message to the student (an invitation's time and place, a refusal's reason). */
    lastMessage: text('last_message'),
    /** When a person of the company first opened it (an admin's open does not count). */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** The company's first answering move (invited, offer, hired, rejected): the outcome figures count from it. */
    firstAnswerAt: timestamp('first_answer_at', { withTimezone: true }),
    /**
     * When the student last saw this application in «Мои отклики»: a company's answer after it is
     * news for the student's home («Требует вашего ответа», docs/decisions/025).
     */
    studentSeenAt: timestamp('student_seen_at', { withTimezone: true }),
    /**
     * The student's answer to the company's last move (docs/decisions/059): set by the answer,
     * cleared by the company's next move, so null on an invitation or an offer means it is the
     * student's turn.
     */
    studentAnswer: studentAnswer('student_answer'),
    /** An offer's deadline: after it the student may no longer accept (docs/decisions/059). */
    answerBy: timestamp('answer_by', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // One live application per student and vacancy; a withdrawn one leaves room for a new one.
    uniqueIndex('applications_live_pair_idx')
      .on(table.studentId, table.vacancyId)
      .where(sql`${table.status} <> 'withdrawn'`),
    index('applications_vacancy_idx').on(table.vacancyId, table.status, table.createdAt),
    index('applications_company_idx').on(table.companyId, table.createdAt),
    index('applications_student_idx').on(table.studentId, table.createdAt),
  ],
);

/** Every move of an application, appended and never rewritten (the outcome figures read it). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: applicationStatus('from_status'),
    toStatus: applicationStatus('to_status').notNull(),
    actor: applicationActor('actor').notNull(),
    actorId: integer('actor_id'),
    /** The student's answer this move was; null for every other move (docs/decisions/059). */
    answer: studentAnswer('answer'),
    message: text('message'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_events_application_idx').on(table.applicationId, table.at)],
);

/**
 * A student's click on «Откликнуться на сайте компании» / «Написать работодателю» of a vacancy
 * that takes applications elsewhere (vacancies.apply_elsewhere): one row per student, vacancy and
 * day (UTC), so reloading and clicking again counts once (docs/decisions/020, «Applying elsewhere»).
 */
export const applicationExternalClicks = pgTable(
  'application_external_clicks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('application_external_clicks_once_idx').on(table.vacancyId, table.studentId, table.day),
    index('application_external_clicks_student_idx').on(table.studentId),
  ],
);
