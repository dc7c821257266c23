/**
 * Seeding and API calls for the home journeys (issue 13, item 5; tests/e2e/home.journey.test.ts): the
 * small demo board, a returning student with skills, and calls the browser makes in the
 * signed-in user's name (the cookie rides along). The saved search and its match come from the
 * product itself in the journey: POST /api/subscription/, then the company publishes.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { hashPassword } from '../../../src/server/auth/passwords';
import { companies, students, studentTags, tags, vacancyTags } from '../../../src/server/db/schema';
import { DEMO_COMPANY_EMAIL } from '../../../src/server/demo/seed-demo';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../../src/shared/constants';
import { type Student, seedDemoThen, visibleVacanciesOf } from './demo-seed';
import { PASSWORD } from './feedback-journey';

export const HOME_STUDENT: Student = {
  email: 'returns.home@univer.ru',
  firstName: 'Вера',
  lastName: 'Возвращенцева',
  telegram: null,
};

export type HomeWorld = {
  /** Tagged with both of the student's skills: «Подходящие вам» shows it first. */
  suggested: { id: number; title: string };
  /** The student applies here and the company invites. */
  applied: { id: number; title: string };
  skills: [string, string];
};

/** The small demo board, the student (approved, skills = two tags), two of the demo company's visible vacancies. */
export async function seedHomeBoard(env: Record<string, string>, world: Partial<HomeWorld>): Promise<void> {
  await seedDemoThen(env, async (db) => {
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.email, DEMO_COMPANY_EMAIL));
    if (!company) throw new Error('the demo board has no demo company');
    const [suggested, applied] = await visibleVacanciesOf(db, company.id, 2);
    if (!suggested || !applied) throw new Error('the demo company has fewer than two visible vacancies');
    // Two skills no other vacancy carries, so the suggestion is exactly the one tagged here.
    const skillRows = await db
      .insert(tags)
      .values([
        { name: 'Rust для дома', position: 900 },
        { name: 'ClickHouse для дома', position: 901 },
      ])
      .returning({ id: tags.id, name: tags.name });
    await db.insert(vacancyTags).values(skillRows.map((tag) => ({ vacancyId: suggested.id, tagId: tag.id })));
    const [student] = await db
      .insert(students)
      .values({
        email: HOME_STUDENT.email,
        passwordHash: await hashPassword(PASSWORD),
        firstName: HOME_STUDENT.firstName,
        lastName: HOME_STUDENT.lastName,
        phone: '+79161234568',
        status: 'approved',
        personalDataConsentAt: new Date(),
        university: 'Казанский федеральный университет',
        faculty: 'Институт вычислительной математики',
        course: 3,
      })
      .returning({ id: students.id });
    if (!student) throw new Error('insert failed');
    await db.insert(studentTags).values(skillRows.map((tag) => ({ studentId: student.id, tagId: tag.id })));
    Object.assign(world, {
      suggested,
      applied,
      skills: [skillRows[0]?.name ?? '', skillRows[1]?.name ?? ''],
    });
  });
}

/** A JSON call from the page, as the app makes it; answers the status and the envelope's data. */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ({ method, path, json, header, value }) => {
      const response = await fetch(path, {
        method,
        headers: { [header]: value, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      const body = (await response.json()) as { data?: unknown };
      return { status: response.status, data: body.data ?? null };
    },
    { method, path, json, header: XHR_HEADER, value: XHR_HEADER_VALUE },
  );
}
