import { expect, it } from 'vitest';
import { describeOnDatabase } from '../helpers/test-database';
import {
  csvLine,
  downloadCsv,
  ECON,
  type FiguresData,
  IVM,
  seedFiguresBoard,
  shownTable,
  shownTotals,
} from './helpers/application-figures-journey';
import { skipBrowserJourneys } from './helpers/browser';
import { LOAD, pageWidth } from './helpers/feedback-journey';
import { DESKTOP, PHONE, watchFailures } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';
import { ADMIN_ACCOUNT, openSignedInPage } from './helpers/session';

/**
 * «Отклики и результаты» on the admin's home against figures computed by hand (issue 12,
 * docs/decisions/021). The seed (helpers/application-figures-journey.ts) writes, relative to now,
 * on demo vacancies V1 < V2 < V3 (by id):
 *
 *   r1 a→V1  −10 d  answered +2 h    invited→offer→hired
 *   r2 b→V1  −9 d   answered +48 h   rejected
 *   r3 c→V2  −8 d   answered +100 h  invited (late)
 *   r4 b→V2  −7 d   viewed, never answered (due, missed)
 *   r5 a→V3  −6 d   withdrawn at +24 h (not due)
 *   r6 d→V3  −1 d   new (not due yet)
 *   r7 c→V1  −5 d   answered +10 h   offer (by an admin)
 *   o1 d→V1  −40 d  answered +1 h    offer→hired
 *   o2 b→V3  −41 d  answered +4 h    invited
 *
 * Students: a ИВМ 3rd course, b Экономический 2nd, c ИВМ 2nd, d neither.
 *
 * All time: 9 applications; answers 1, 2, 4, 10, 48, 100 h → median 7 h, average 27,5 h; due 7
 * (the six answered and r4), in time 5 (all but r3) → 71 %.
 * The last 12 days (r1–r7): 7; answers 2, 10, 48, 100 → median 29 h, average 40 h; due 5
 * (r1, r2, r3, r7, r4), in time 3 → 60 %.
 */
describeOnDatabase.skipIf(skipBrowserJourneys)(
  'outcome figures on the admin’s home in Chromium',
  (target) => {
    const data = {} as FiguresData;
    const journey = useJourneyServer(target, {}, (env) => seedFiguresBoard(env, data));

    // The seed books no interview and has no student answers: those columns read 0 here (the
    // figures' own suite counts them, src/server/routes/application-figures.db.test.ts).
    const results = (invited: string, offers: string, hired: string) => [
      ...[invited, '0', '0', offers, '0', '0', hired],
    ];
    const resultHeader = ['Приглашения', 'Собеседования', 'Прошли', 'Предложения', 'Приняли предложение'];
    const vacancyHeader = [
      ...['Вакансия', 'Всего', 'Ждут ответа', ...resultHeader],
      ...['Отказались', 'Приняты на работу', 'Отказы', 'Отозваны'],
    ];
    const outcomeHeader = ['Отклики', ...resultHeader, 'Отказались', 'Приняты на работу'];
    /** [applications, invited, offers, hired] as the table shows them, the zero columns between. */
    const outcomeRow = (name: string, [applications, invited, offers, hired]: number[]) => [
      name,
      String(applications),
      ...results(String(invited), String(offers), String(hired)),
    ];
    /** [total, open, invited, offers, hired, rejected, withdrawn], the zero columns between. */
    const vacancyRow = (index: number, counts: number[]) => {
      const vacancy = data.vacancies[index];
      if (!vacancy) throw new Error(`no vacancy ${index}`);
      const [total, open, invited, offers, hired, rejected, withdrawn] = counts.map(String);
      return [
        `${vacancy.title} / ${vacancy.companyName}`,
        ...[total, open, ...results(invited ?? '', offers ?? '', hired ?? ''), rejected, withdrawn],
      ];
    };

    it('shows the hand-computed figures for all time and for a period; each CSV matches; fits 360 px', async () => {
      const url = journey.server.url;
      const { page, context, errors } = await openSignedInPage(journey.browser, url, ADMIN_ACCOUNT, DESKTOP);
      const problems = watchFailures(page, errors);
      await page.goto(`${url}/`);
      const section = page.getByRole('region', { name: 'Отклики и результаты' });
      const totals = section.locator('.outcome-figures__totals');
      await expect.poll(() => totals.count(), LOAD).toBe(1);

      // All time, as the section opens.
      expect(await shownTotals(section)).toEqual({
        Откликов: '9',
        'Ответили за 3 дня': '71 % | 5 из 7',
        'Время до первого ответа': '7 ч | медиана; в среднем 27,5 ч, ответов 6',
        Собеседования: '0 | время собеседования пока не выбрано',
        'Предложения приняты': '0 из 3 | отклонены: 0',
      });
      expect(await shownTable(section, 'outcome-vacancies')).toEqual([
        vacancyHeader,
        vacancyRow(0, [4, 0, 1, 3, 2, 1, 0]),
        vacancyRow(2, [3, 1, 1, 0, 0, 0, 1]),
        vacancyRow(1, [2, 1, 1, 0, 0, 0, 0]),
      ]);
      expect(await shownTable(section, 'outcome-faculties')).toEqual([
        ['Факультет', ...outcomeHeader],
        outcomeRow(IVM, [4, 2, 2, 1]),
        outcomeRow(ECON, [3, 1, 0, 0]),
        outcomeRow('Не указан', [2, 0, 1, 1]),
      ]);
      expect(await shownTable(section, 'outcome-courses')).toEqual([
        ['Курс', ...outcomeHeader],
        outcomeRow('2-й', [5, 2, 1, 0]),
        outcomeRow('3-й', [2, 1, 1, 1]),
        outcomeRow('Не указан', [2, 0, 1, 1]),
      ]);

      // The last 12 days: o1 and o2 drop out.
      const { from, to } = data.period;
      await section.getByLabel('С даты').fill(from);
      await section.getByLabel('По дату').fill(to);
      const loaded = page.waitForResponse(
        (response) => response.url().includes(`/api/application/figures?from=${from}&to=${to}`),
        LOAD,
      );
      await section.getByRole('button', { name: 'Показать', exact: true }).click();
      expect((await loaded).status()).toBe(200);
      await expect.poll(async () => (await shownTotals(section)).Откликов, LOAD).toBe('7');
      expect(await shownTotals(section)).toEqual({
        Откликов: '7',
        'Ответили за 3 дня': '60 % | 3 из 5',
        'Время до первого ответа': '29 ч | медиана; в среднем 40 ч, ответов 4',
        Собеседования: '0 | время собеседования пока не выбрано',
        'Предложения приняты': '0 из 2 | отклонены: 0',
      });
      // V2 and V3 tie at two: the lower id first.
      expect(await shownTable(section, 'outcome-vacancies')).toEqual([
        vacancyHeader,
        vacancyRow(0, [3, 0, 1, 2, 1, 1, 0]),
        vacancyRow(1, [2, 1, 1, 0, 0, 0, 0]),
        vacancyRow(2, [2, 1, 0, 0, 0, 0, 1]),
      ]);
      expect(await shownTable(section, 'outcome-faculties')).toEqual([
        ['Факультет', ...outcomeHeader],
        outcomeRow(IVM, [4, 2, 2, 1]),
        outcomeRow(ECON, [2, 0, 0, 0]),
        outcomeRow('Не указан', [1, 0, 0, 0]),
      ]);
      expect(await shownTable(section, 'outcome-courses')).toEqual([
        ['Курс', ...outcomeHeader],
        outcomeRow('2-й', [4, 1, 1, 0]),
        outcomeRow('3-й', [2, 1, 1, 1]),
        outcomeRow('Не указан', [1, 0, 0, 0]),
      ]);

      // Each table's CSV: the same period, Russian headers, every vacancy with its ids.
      const suffix = `${from}_${to}.csv`;
      const csvResults = [
        ...['Приглашения', 'Собеседования назначены', 'Собеседования прошли', 'Предложения'],
        ...['Предложения приняты', 'Предложения отклонены', 'Приняты на работу'],
      ];
      const csvOutcomes = (invited: number, offers: number, hired: number) => [
        invited,
        0,
        0,
        offers,
        0,
        0,
        hired,
      ];
      /** [total, open, invited, offers, hired, rejected, withdrawn] with the zero columns between. */
      const csvCounts = ([total, open, invited, offers, hired, rejected, withdrawn]: number[]) => [
        ...[total ?? 0, open ?? 0, ...csvOutcomes(invited ?? 0, offers ?? 0, hired ?? 0)],
        ...[rejected ?? 0, withdrawn ?? 0],
      ];
      const [v1, v2, v3] = data.vacancies;
      if (!v1 || !v2 || !v3) throw new Error('three vacancies expected');
      const vacancyCsv = (v: typeof v1, counts: number[]) =>
        csvLine([v.id, v.title, v.companyId, v.companyName, ...csvCounts(counts)]);
      expect(await downloadCsv(page, 'Скачать CSV: отклики по вакансиям')).toEqual({
        name: `applications-vacancies-${suffix}`,
        lines: [
          csvLine([
            'ID вакансии',
            'Вакансия',
            'ID компании',
            'Компания',
            'Всего откликов',
            'Ждут ответа',
            ...csvResults,
            'Отказы',
            'Отозваны студентом',
          ]),
          vacancyCsv(v1, [3, 0, 1, 2, 1, 1, 0]),
          vacancyCsv(v2, [2, 1, 1, 0, 0, 0, 0]),
          vacancyCsv(v3, [2, 1, 0, 0, 0, 0, 1]),
        ],
      });
      const csvOutcome = ['Отклики', ...csvResults];
      expect(await downloadCsv(page, 'Скачать CSV: результаты по факультетам')).toEqual({
        name: `applications-faculties-${suffix}`,
        lines: [
          csvLine(['Факультет', ...csvOutcome]),
          csvLine([IVM, 4, ...csvOutcomes(2, 2, 1)]),
          csvLine([ECON, 2, ...csvOutcomes(0, 0, 0)]),
          csvLine(['Не указан', 1, ...csvOutcomes(0, 0, 0)]),
        ],
      });
      expect(await downloadCsv(page, 'Скачать CSV: результаты по курсам')).toEqual({
        name: `applications-courses-${suffix}`,
        lines: [
          csvLine(['Курс', ...csvOutcome]),
          csvLine([2, 4, ...csvOutcomes(1, 1, 0)]),
          csvLine([3, 2, ...csvOutcomes(1, 1, 1)]),
          csvLine(['Не указан', 1, ...csvOutcomes(0, 0, 0)]),
        ],
      });

      // «За всё время» brings the nine back.
      await section.getByRole('button', { name: 'За всё время' }).click();
      await expect.poll(async () => (await shownTotals(section)).Откликов, LOAD).toBe('9');

      // A phone: the section fits, its tables scroll inside their own regions.
      await page.setViewportSize(PHONE);
      await page.reload();
      await expect.poll(() => totals.count(), LOAD).toBe(1);
      expect(await section.locator('table').count()).toBe(3);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      expect(problems()).toEqual({ failedRequests: [], errors: [] });
      await context.close();
    }, 90_000);
  },
);
