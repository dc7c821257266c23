/**
 * The screens the accessibility sweep visits, each as the caller it is for, and the ids of the
 * seeded rows the detail and edit screens take (read from the journey's database before the
 * server starts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { companies, tags, vacancies, vacancyTypes } from '../../../src/server/db/schema';
import { DEMO_COMPANY_EMAIL } from '../../../src/server/demo/seed-demo';
import { paths, specificationPaths } from '../../../src/shared/paths';
import { withJourneyDatabase } from './demo-seed';
import { type Account, ADMIN_ACCOUNT, DEMO_COMPANY, DEMO_STUDENT } from './session';

export type Caller = 'guest' | 'student' | 'company' | 'admin';

export interface SeededIds {
  vacancy: number;
  company: number;
  tag: number;
  vacancyType: number;
}

/** The first row of each table the screens with ids need; the vacancy is the demo company's own. */
export async function readSeededIds(env: Record<string, string>): Promise<SeededIds> {
  return withJourneyDatabase(env, async ({ db }) => {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.email, DEMO_COMPANY_EMAIL));
    const companyId = company?.id ?? 0;
    const first = async (rows: Promise<{ id: number }[]>) => (await rows)[0]?.id ?? 0;
    return {
      company: companyId,
      vacancy: await first(
        db
          .select({ id: vacancies.id })
          .from(vacancies)
          .where(eq(vacancies.companyId, companyId))
          .orderBy(asc(vacancies.id))
          .limit(1),
      ),
      tag: await first(db.select({ id: tags.id }).from(tags).orderBy(asc(tags.id)).limit(1)),
      vacancyType: await first(
        db.select({ id: vacancyTypes.id }).from(vacancyTypes).orderBy(asc(vacancyTypes.id)).limit(1),
      ),
    };
  });
}

/**
 * Every screen of the app under the caller it is meant for, screens with ids included. paths.ts
 * also lists ids for the student, company and admin edit screens, but the client routes those
 * without an id only (an id there shows the not-found screen, checked as /no-such-screen/).
 */
export function screensByCaller(ids: SeededIds): Record<Caller, readonly string[]> {
  const screens: Record<Caller, readonly string[]> = {
    guest: [
      paths.home,
      paths.login,
      paths.adminLogin,
      paths.registration,
      `${paths.registration}?kind=company`,
      paths.recoveryStudent,
      paths.recoveryCompany,
      paths.setup,
      `${paths.telegramUndo}#token=t`,
      paths.vacancies,
      // A text search: the chips carry counts, whose hidden words once widened the page.
      `${paths.vacancies}?text=python`,
      `${paths.vacancy}${ids.vacancy}/`,
      paths.companies,
      `${paths.company}${ids.company}/`,
      paths.map,
      '/no-such-screen/',
    ],
    student: [
      paths.home,
      paths.recentVacancies,
      paths.applications,
      paths.subscriptions,
      paths.favourites,
      paths.boardStudentEdit,
      paths.boardFeedbacks,
      // No application is seeded: the thread screen's «not found» state, with its heading.
      `${paths.applicationMessages}1/`,
    ],
    company: [
      paths.boardVacancies,
      paths.boardVacancyEdit,
      `${paths.boardVacancyEdit}${ids.vacancy}/`,
      paths.boardCompanyProfile,
      paths.boardCompanyEdit,
      paths.boardFeedbacks,
      paths.boardApplications,
      paths.boardInterviews,
      `${paths.boardApplicationMessages}1/`,
      paths.students,
    ],
    admin: [
      paths.home,
      paths.boardVacancies,
      paths.boardCompanies,
      paths.boardStudents,
      paths.boardTags,
      paths.boardTagEdit,
      `${paths.boardTagEdit}${ids.tag}/`,
      paths.boardVacancyTypes,
      paths.boardVacancyTypeEdit,
      `${paths.boardVacancyTypeEdit}${ids.vacancyType}/`,
      paths.boardFeedbacks,
      paths.boardApplications,
      paths.boardAnnouncements,
      paths.boardSearchSynonyms,
      paths.boardCurrencyRates,
      paths.boardUnmatchedAddresses,
      paths.boardAdminEdit,
      paths.boardReportedMessages,
    ],
  };
  // A route added to paths.ts must be added here too.
  const visited = new Set(
    Object.values(screens)
      .flat()
      .map((screen) => screen.replace(/(\d+\/|\?.*)$/, '')),
  );
  expect(specificationPaths.filter((path) => !visited.has(path))).toEqual([]);
  return screens;
}

/** Who signs in for each caller's screens (by the API: tests/e2e/helpers/session.ts). */
export const ACCOUNTS: Record<Exclude<Caller, 'guest'>, Account> = {
  student: DEMO_STUDENT,
  company: DEMO_COMPANY,
  admin: ADMIN_ACCOUNT,
};

/**
 * Waits until a screen has settled: its chunk loaded, its data in (no loader, no skeleton) and
 * its heading shown. A screen that never shows an h1 is still checked: axe reports it.
 */
export async function settle(page: Page): Promise<void> {
  // Two frames first: after a resize, what the new width loads or shows has begun.
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      `document.querySelector('main h1') !== null &&
       document.querySelector('.page-loader, [role="status"][aria-busy="true"]') === null`,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}
