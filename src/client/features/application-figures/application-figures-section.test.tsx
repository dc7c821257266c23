import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationFigures } from '../../../shared/contract/application-figures.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_ADMIN } from '../../app/testing/application-board-fixtures';
import { fail, type RecordedRequest, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const BOARD_SUMMARY = {
  students: { pending: 0, approved: 1, denied: 0 },
  companies: { pending: 0, approved: 1, denied: 0 },
  identityChanges: 0,
  unmatchedAddresses: 0,
  vacancies: { published: 1, publishedHidden: 0, draft: 0, archived: 0, publishedByType: [] },
  feedback: { new: 0, in_progress: 0, answered: 0, closed: 0 },
};

/** Invitations, interviews booked and held, offers, accepted, declined, hires. */
const outcomes = (
  ...[invited, interviews, interviewsHeld, offers, offersAccepted, offersDeclined, hired]: number[]
) => ({
  invited: invited ?? 0,
  interviews: interviews ?? 0,
  interviewsHeld: interviewsHeld ?? 0,
  offers: offers ?? 0,
  offersAccepted: offersAccepted ?? 0,
  offersDeclined: offersDeclined ?? 0,
  hired: hired ?? 0,
});

const FIGURES: ApplicationFigures = {
  period: { from: null, to: null },
  totals: {
    applications: 8,
    answered: 4,
    due: 5,
    answeredInTime: 3,
    answeredInTimeShare: 0.6,
    medianHours: 29,
    averageHours: 40,
    offers: 2,
    interviews: 2,
    interviewsHeld: 1,
    offersAccepted: 1,
    offersDeclined: 1,
    medianHoursToInterview: 132,
  },
  byVacancy: [
    {
      vacancyId: 3,
      title: 'Аналитик данных',
      companyId: 7,
      companyName: 'ООО Ромашка',
      total: 3,
      open: 0,
      ...outcomes(1, 1, 1, 1, 1, 0, 1),
      rejected: 2,
      withdrawn: 0,
    },
  ],
  vacancyCount: 1,
  byFaculty: [
    { faculty: 'ВМК', applications: 4, ...outcomes(2, 2, 1, 1, 1, 0, 1) },
    { faculty: null, applications: 1, ...outcomes(0, 0, 0, 1, 0, 1, 0) },
  ],
  byCourse: [{ course: 2, applications: 4, ...outcomes(2, 2, 1, 1, 1, 0, 1) }],
};

const EMPTY: ApplicationFigures = {
  ...FIGURES,
  totals: {
    applications: 0,
    answered: 0,
    due: 0,
    answeredInTime: 0,
    answeredInTimeShare: null,
    medianHours: null,
    averageHours: null,
    offers: 0,
    interviews: 0,
    interviewsHeld: 0,
    offersAccepted: 0,
    offersDeclined: 0,
    medianHoursToInterview: null,
  },
  byVacancy: [],
  vacancyCount: 0,
  byFaculty: [],
  byCourse: [],
};

const FIGURES_ROUTE = endpoints.board.applicationFigures;
const figuresRequests = (requests: readonly RecordedRequest[]) =>
  requests.filter(
    (request) => request.method === 'GET' && request.url.pathname === '/api/application/figures',
  );

const section = () => screen.findByRole('region', { name: 'Отклики и результаты' }, { timeout: 5000 });
/** A table's rows as their cells' texts, header row first. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()));

describe('«Отклики и результаты» on the admin’s home', () => {
  it('shows the answer figures and the three tables, each with its CSV', async () => {
    renderApp({
      path: '/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.board.boardSummary, { data: BOARD_SUMMARY }),
        stub(FIGURES_ROUTE, { data: FIGURES }),
      ],
    });
    const region = within(await section());
    await region.findByText('Ответили за 3 дня', {}, { timeout: 5000 });
    const totals = (term: string) =>
      region.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(totals('Откликов')).toBe('8');
    expect(totals('Ответили за 3 дня')).toBe('60\u00a0%3 из 5');
    expect(totals('Время до первого ответа')).toBe('29 чмедиана; в среднем 40 ч, ответов 4');
    expect(totals('Собеседования')).toBe('2прошли 1; от отклика до собеседования 5,5 дн. (медиана)');
    expect(totals('Предложения приняты')).toBe('1 из 2отклонены: 1');
    const results = ['Приглашения', 'Собеседования', 'Прошли', 'Предложения', 'Приняли предложение'];
    expect(tableRows('Отклики по вакансиям')).toEqual([
      [
        'Вакансия',
        'Всего',
        'Ждут ответа',
        ...results,
        'Отказались',
        'Приняты на работу',
        'Отказы',
        'Отозваны',
      ],
      ['Аналитик данныхООО Ромашка', '3', '0', '1', '1', '1', '1', '1', '0', '1', '2', '0'],
    ]);
    expect(region.getByRole('link', { name: 'Аналитик данных' }).getAttribute('href')).toBe('/vacancy/3/');
    expect(tableRows('Результаты по факультетам').slice(1)).toEqual([
      ['ВМК', '4', '2', '2', '1', '1', '1', '0', '1'],
      ['Не указан', '1', '0', '0', '0', '1', '0', '1', '0'],
    ]);
    expect(tableRows('Результаты по курсам').slice(1)).toEqual([
      ['2-й', '4', '2', '2', '1', '1', '1', '0', '1'],
    ]);
    for (const name of ['отклики по вакансиям', 'результаты по факультетам', 'результаты по курсам'])
      expect(region.getByRole('button', { name: `Скачать CSV: ${name}` })).toBeTruthy();
  });

  it('asks for the chosen period, refuses a reversed one, and downloads that period’s CSV', async () => {
    const { fake } = renderApp({
      path: '/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.board.boardSummary, { data: BOARD_SUMMARY }),
        stub(FIGURES_ROUTE, { data: FIGURES }),
        stub(
          endpoints.board.applicationFigureTable,
          { file: 'faculties.csv' },
          { file: '\uFEFF"Факультет"\r\n' },
        ),
      ],
    });
    const region = within(await section());
    await region.findByText('Откликов', {}, { timeout: 5000 });
    fireEvent.change(region.getByLabelText('С даты'), { target: { value: '2026-11-20' } });
    fireEvent.change(region.getByLabelText('По дату'), { target: { value: '2026-11-01' } });
    expect(region.getByRole('alert').textContent).toBe('Начало периода позже конца: поменяйте даты местами.');
    expect((region.getByRole('button', { name: 'Показать' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(region.getByLabelText('С даты'), { target: { value: '2026-11-01' } });
    fireEvent.change(region.getByLabelText('По дату'), { target: { value: '2026-11-20' } });
    fireEvent.click(region.getByRole('button', { name: 'Показать' }));
    await waitFor(() => expect(figuresRequests(fake.requests)).toHaveLength(2));
    expect(figuresRequests(fake.requests)[1]?.url.search).toBe('?from=2026-11-01&to=2026-11-20');

    const clicked: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    try {
      fireEvent.click(
        await region.findByRole(
          'button',
          { name: 'Скачать CSV: результаты по факультетам' },
          { timeout: 5000 },
        ),
      );
      await waitFor(() => expect(clicked).toEqual(['applications-faculties.csv']));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    const csv = fake.requests.find((request) => request.url.pathname.endsWith('faculties.csv'));
    expect(csv?.url.search).toBe('?from=2026-11-01&to=2026-11-20');
    fireEvent.click(region.getByRole('button', { name: 'За всё время' }));
    await waitFor(() => expect(figuresRequests(fake.requests)).toHaveLength(3));
    expect(figuresRequests(fake.requests)[2]?.url.search).toBe('');
  });

  it('inside Telegram asks for a signed address of the table and hands it to the Mini App download', async () => {
    const path = '/export/applications/courses.csv?s=handle&e=1790000000&sig=abc';
    const { fake, platform } = renderApp({
      path: '/',
      ...AS_ADMIN,
      kind: 'telegram',
      routes: [
        stub(endpoints.board.boardSummary, { data: BOARD_SUMMARY }),
        stub(FIGURES_ROUTE, { data: FIGURES }),
        stub(endpoints.board.applicationFigureLink, {
          data: {
            path,
            fileName: 'applications-courses-2026-11-21.csv',
            expiresAt: '2026-11-21T10:05:00.000Z',
          },
        }),
      ],
    });
    const region = within(await section());
    fireEvent.click(
      await region.findByRole('button', { name: 'Скачать CSV: результаты по курсам' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(platform.downloads).toEqual([
        { url: `${window.location.origin}${path}`, fileName: 'applications-courses-2026-11-21.csv' },
      ]),
    );
    const link = fake.requests.find((request) => request.url.pathname === '/api/application/figures/link/');
    expect(JSON.parse(link?.body ?? '{}')).toEqual({ table: 'courses' });
  });

  it('says when there is nothing to count, and when the figures cannot be loaded', async () => {
    const { fake } = renderApp({
      path: '/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.board.boardSummary, { data: BOARD_SUMMARY }),
        stub(FIGURES_ROUTE, fail(500, 'Что-то пошло не так на сервере.')),
      ],
    });
    const region = within(await section());
    const alert = await region.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Не удалось посчитать отклики');
    expect(alert.textContent).toContain('Что-то пошло не так на сервере.');
    fake.on(FIGURES_ROUTE, { data: EMPTY });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(
      await region.findByText('Откликов пока нет: показатели появятся, когда студенты начнут откликаться.'),
    ).toBeTruthy();
    expect(region.queryByRole('table')).toBeNull();
  });
});
