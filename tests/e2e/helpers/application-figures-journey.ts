/**
 * The outcome figures' journey (issue 12, docs/decisions/021): a demo board plus a small set of
 * applications written straight into the tables with moments relative to now, so the figures
 * can be computed by hand in tests/e2e/application-figures.journey.test.ts.
 */
import { text as streamText } from 'node:stream/consumers';
import { asc, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { companies, students, vacancies } from '../../../src/server/db/schema';
import { moscowDate } from '../../../src/shared/moscow-time';
import { DAY, type SeededApplication, seedApplication } from '../../helpers/outcome-fixtures';
import { seedDemoThen } from './demo-seed';

export const IVM = 'Институт вычислительной математики';
export const ECON = 'Экономический факультет';

type SeededVacancy = { id: number; title: string; companyId: number; companyName: string };

/** What the seed made: the three vacancies in id order and the period holding the recent applications. */
export type FiguresData = { vacancies: SeededVacancy[]; period: { from: string; to: string } };

type Move = NonNullable<SeededApplication['moves']>[number];
type Plan = {
  student: 'a' | 'b' | 'c' | 'd';
  vacancy: 0 | 1 | 2;
  daysAgo: number;
  status: SeededApplication['status'];
  answeredAfterHours?: number;
  moves?: Move[];
};

/**
 * Seven applications in the last 10 days (the period) and two 40 days ago (outside it).
 * Students: a (ИВМ, 3rd course), b (Экономический, 2nd), c (ИВМ, 2nd), d (no faculty, no course).
 */
const PLAN: Plan[] = [
  // r1: answered in 2 h; invited → offer → hired.
  {
    student: 'a',
    vacancy: 0,
    daysAgo: 10,
    status: 'hired',
    answeredAfterHours: 2,
    moves: [
      { to: 'invited', afterHours: 2 },
      { to: 'offer', afterHours: 30 },
      { to: 'hired', afterHours: 60 },
    ],
  },
  // r2: rejected after 48 h (in time).
  {
    student: 'b',
    vacancy: 0,
    daysAgo: 9,
    status: 'rejected',
    answeredAfterHours: 48,
    moves: [{ to: 'rejected', afterHours: 48 }],
  },
  // r3: invited after 100 h (late).
  {
    student: 'c',
    vacancy: 1,
    daysAgo: 8,
    status: 'invited',
    answeredAfterHours: 100,
    moves: [{ to: 'invited', afterHours: 100 }],
  },
  // r4: only viewed, never answered: due and missed.
  { student: 'b', vacancy: 1, daysAgo: 7, status: 'viewed', moves: [{ to: 'viewed', afterHours: 1 }] },
  // r5: withdrawn by the student at 24 h: not due.
  {
    student: 'a',
    vacancy: 2,
    daysAgo: 6,
    status: 'withdrawn',
    moves: [{ to: 'withdrawn', afterHours: 24, actor: 'student' }],
  },
  // r6: a day old: not due yet.
  { student: 'd', vacancy: 2, daysAgo: 1, status: 'new' },
  // r7: an offer by an admin on the company's behalf after 10 h.
  {
    student: 'c',
    vacancy: 0,
    daysAgo: 5,
    status: 'offer',
    answeredAfterHours: 10,
    moves: [{ to: 'offer', afterHours: 10, actor: 'admin' }],
  },
  // o1, o2: before the period.
  {
    student: 'd',
    vacancy: 0,
    daysAgo: 40,
    status: 'hired',
    answeredAfterHours: 1,
    moves: [
      { to: 'offer', afterHours: 1 },
      { to: 'hired', afterHours: 2 },
    ],
  },
  {
    student: 'b',
    vacancy: 2,
    daysAgo: 41,
    status: 'invited',
    answeredAfterHours: 4,
    moves: [{ to: 'invited', afterHours: 4 }],
  },
];

const PROFILES = {
  a: { faculty: IVM, course: 3 },
  b: { faculty: ECON, course: 2 },
  c: { faculty: IVM, course: 2 },
  d: { faculty: null, course: null },
} as const;

export async function seedFiguresBoard(env: Record<string, string>, into: FiguresData): Promise<void> {
  await seedDemoThen(env, async (db) => {
    const picked = await db
      .select({
        id: vacancies.id,
        title: vacancies.title,
        companyId: vacancies.companyId,
        companyName: companies.name,
      })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(eq(vacancies.status, 'published'))
      .orderBy(asc(vacancies.id))
      .limit(3);
    if (picked.length !== 3) throw new Error('the demo board has fewer than three published vacancies');
    into.vacancies = picked;
    const ids: Record<string, number> = {};
    for (const [key, profile] of Object.entries(PROFILES)) {
      const [row] = await db
        .insert(students)
        .values({
          email: `figures.${key}@univer.ru`,
          passwordHash: 'not used: this student never signs in',
          firstName: 'Студент',
          lastName: key.toUpperCase(),
          status: 'approved',
          ...profile,
        })
        .returning({ id: students.id });
      if (!row) throw new Error('student seed failed');
      ids[key] = row.id;
    }
    const now = Date.now();
    for (const plan of PLAN) {
      const vacancy = picked[plan.vacancy] as SeededVacancy;
      await seedApplication(db, {
        studentId: ids[plan.student] as number,
        vacancyId: vacancy.id,
        companyId: vacancy.companyId,
        status: plan.status,
        createdAt: new Date(now - plan.daysAgo * DAY),
        answeredAfterHours: plan.answeredAfterHours,
        moves: plan.moves,
      });
    }
    into.period = { from: moscowDate(new Date(now - 12 * DAY)), to: moscowDate(new Date(now)) };
  });
}

/** Non-breaking and narrow spaces (Intl's «60 %», «1 234») read as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The three answer figures as shown: each term with its value and detail line. */
export async function shownTotals(section: Locator): Promise<Record<string, string>> {
  const pairs = await section
    .locator('.outcome-figures__total')
    .evaluateAll((divs) =>
      divs.map((div) => [
        div.querySelector('dt')?.textContent ?? '',
        div.querySelector('dd')?.firstChild?.textContent ?? '',
        div.querySelector('.outcome-figures__detail')?.textContent ?? '',
      ]),
    );
  return Object.fromEntries(
    pairs.map(([term, value, detail]) => [
      plain(term ?? ''),
      detail ? `${plain(value ?? '')} | ${plain(detail)}` : plain(value ?? ''),
    ]),
  );
}

/**
 * One table's header and rows as text; the vacancy's row header (a link and the company under it)
 * reads «title / company».
 */
export async function shownTable(section: Locator, id: string): Promise<string[][]> {
  const table = section.locator(`section[aria-labelledby="${id}"] table`);
  const header = (await table.locator('thead th').allTextContents()).map(plain);
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('th, td')].map((cell) => {
        const company = cell.querySelector('.outcome-table__company');
        const link = cell.querySelector('a');
        return company && link ? `${link.textContent} / ${company.textContent}` : (cell.textContent ?? '');
      }),
    ),
  );
  return [header, ...rows.map((row) => row.map(plain))];
}

/** Clicks a table's «Скачать CSV» and reads the file the browser saved: its name and lines. */
export async function downloadCsv(page: Page, label: string): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 15_000 }),
    page.getByRole('button', { name: label }).click(),
  ]);
  // Read through Playwright: the run's Chromium saves the file on its side (helpers/browser.ts).
  const text = await streamText(await download.createReadStream());
  return {
    name: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .replace(/\r\n$/, '')
      .split('\r\n'),
  };
}

/** A CSV line as http/csv.ts writes it: every cell quoted, «;» between. */
export const csvLine = (cells: readonly (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(';');
