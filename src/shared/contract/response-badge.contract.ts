import * as v from 'valibot';

/*
 * Its own small module: the public vacancy and company contracts carry the badge, and the first
 * screen of /vacancies/ must not download the figures' or the applications' contracts with them
 * (tests/e2e/js-budget.journey.test.ts).
 */

/**
 * «Отвечает на отклики» on a company's page and its vacancies (decision 021): the median hours
 * to a first answer, given only once the company has enough recent applications.
 */
export const ResponseBadgeSchema = v.object({ medianHours: v.number() });
export type ResponseBadge = v.InferOutput<typeof ResponseBadgeSchema>;

/** The badge's rule: applications of the last RESPONSE_BADGE_DAYS days… */
export const RESPONSE_BADGE_DAYS = 180;
/** …at least this many of them… */
export const RESPONSE_BADGE_MIN_APPLICATIONS = 5;
/** …and at least this many answered. */
export const RESPONSE_BADGE_MIN_ANSWERED = 3;
