import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { HomeVacancy, StudentHome } from '../../../shared/contract/home.contract';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { recentVacanciesAtom } from '../../lib/app-state';

afterEach(cleanup);

const STUDENT = { token: 't', kind: 'student' } as const;
const ANNA = { id: 1, kind: 'student', email: 'anna@example.ru', name: 'Анна Иванова' } as const;

const vacancy = (id: number, title: string): HomeVacancy => ({
  id,
  title,
  companyName: 'Ромашка',
  salary: { from: 50_000, to: null, currency: 'RUR', gross: false },
  publishedAt: '2026-11-20T10:00:00.000Z',
});

const FULL: StudentHome = {
  kind: 'student',
  nextInterview: {
    applicationId: 7,
    interviewId: 3,
    startsAt: '2099-12-04T08:00:00.000Z',
    durationMin: 45,
    format: 'office',
    place: 'Москва, Тверская, 1',
    link: null,
    vacancyTitle: 'Аналитик данных',
    companyName: 'Ромашка',
  },
  review: { status: 'approved', reason: null },
  replies: {
    total: 2,
    items: [
      {
        applicationId: 7,
        status: 'invited',
        vacancyId: 1,
        vacancyTitle: 'Аналитик данных',
        companyName: 'Ромашка',
        message: 'Ждём в понедельник в 10:00.',
        answerBy: null,
        at: '2026-11-21T09:00:00.000Z',
      },
      {
        applicationId: 8,
        status: 'offer',
        vacancyId: 2,
        vacancyTitle: 'Java-разработчик',
        companyName: 'Альфа',
        message: null,
        answerBy: '2099-12-06T21:00:00.000Z',
        at: '2026-11-20T09:00:00.000Z',
      },
    ],
  },
  matches: { total: 1, items: [vacancy(3, 'Стажёр Python')] },
  suggestions: [{ vacancy: vacancy(4, 'Инженер данных'), sharedTags: ['Python', 'SQL'] }],
};

const homeRoute = (data: StudentHome) => [stub(endpoints.home.homeRead, { data })];

describe('/ for a student', () => {
  it('shows what needs an answer, the saved-search news, the new count and «Подходящие вам»', async () => {
    const app = renderApp({ auth: STUDENT, account: ANNA, routes: homeRoute(FULL) });
    app.store.set(recentVacanciesAtom, { timestamp: 1, count: 3 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Здравствуйте, Анна Иванова!' }),
    ).toBeTruthy();
    const replies = await screen.findByRole('list', { name: 'Ответы на отклики' });
    const links = within(replies).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Аналитик данных', '/applications/?id=7'],
      ['Ответить', '/applications/?id=7'],
      ['Java-разработчик', '/applications/?id=8'],
      ['Ответить', '/applications/?id=8'],
    ]);
    expect(within(replies).getByRole('link', { name: 'Ответить: Java-разработчик' })).toBeTruthy();
    expect(within(replies).getByText('Приглашение')).toBeTruthy();
    expect(within(replies).getByText('Ждём в понедельник в 10:00.')).toBeTruthy();
    expect(
      within(replies).getByText('Вам предлагают работу: примите предложение или откажитесь.'),
    ).toBeTruthy();
    expect(within(replies).getByText('Ответьте до 06.12.2099.')).toBeTruthy();
    const matches = screen.getByRole('list', { name: 'Новые вакансии по подпискам' });
    expect(within(matches).getByRole('link', { name: 'Стажёр Python' }).getAttribute('href')).toBe(
      '/vacancy/3/',
    );
    const suggestions = screen.getByRole('list', { name: 'Подходящие вам вакансии' });
    expect(within(suggestions).getByText('совпадает: Python, SQL')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '3 новые вакансии с прошлого визита' }).getAttribute('href'),
    ).toBe('/vacancies/recent/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The next interview comes first (docs/decisions/057).
    const interview = screen.getByRole('region', { name: 'Ближайшее собеседование' });
    expect(within(interview).getByText('Аналитик данных — Ромашка')).toBeTruthy();
    expect(within(interview).getByText('В офисе: Москва, Тверская, 1')).toBeTruthy();
    expect(within(interview).getByText(/4 декабря/).textContent).toMatch(/11:00/);
    const sections = [...document.querySelectorAll('main h2')].map((heading) => heading.textContent);
    expect(sections[0]).toBe('Ближайшее собеседование');
  });

  it('«Отметить просмотренными» clears the saved-search news on the server and on screen', async () => {
    const app = renderApp({
      auth: STUDENT,
      account: ANNA,
      routes: [...homeRoute(FULL), stub(endpoints.home.homeSeen, { data: { marked: 1 } })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Отметить просмотренными' }));
    expect(await screen.findByText(/Всё просмотрено/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Новые вакансии по подпискам' })).toBeNull();
    const seen = app.fake.requests.find((request) => request.url.pathname === '/api/home/seen/');
    expect(seen?.method).toBe('POST');
  });

  it('keeps the news and says why when marking fails', async () => {
    const app = renderApp({
      auth: STUDENT,
      account: ANNA,
      routes: [...homeRoute(FULL), stub(endpoints.home.homeSeen, { networkError: true })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Отметить просмотренными' }));
    await waitFor(() => expect(app.platform.toasts).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Новые вакансии по подпискам' })).toBeTruthy();
  });

  it('an empty home says what to do: subscribe, add skills; no news since the last visit', async () => {
    renderApp({
      auth: STUDENT,
      account: ANNA,
      routes: homeRoute({
        kind: 'student',
        nextInterview: null,
        review: { status: 'approved', reason: null },
        replies: { total: 0, items: [] },
        matches: { total: 0, items: [] },
        suggestions: null,
      }),
    });
    expect(await screen.findByText(/Сейчас ничего не ждёт вашего ответа/)).toBeTruthy();
    expect(screen.getByText(/Новых вакансий по подпискам нет/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'профиль' }).getAttribute('href')).toBe('/board/student/edit/');
    expect(screen.getByText(/С прошлого визита новых вакансий нет/)).toBeTruthy();
  });

  it('a pending student gets a calm banner with what works now and what waits; no error', async () => {
    renderApp({
      auth: STUDENT,
      account: { ...ANNA, status: 'pending' },
      routes: homeRoute({ ...FULL, review: { status: 'pending', reason: null } }),
    });
    const banner = await screen.findByRole('region', { name: 'Профиль на проверке у карьерного центра' });
    expect(within(banner).getByText(/Откликаться на вакансии можно будет после подтверждения/)).toBeTruthy();
    expect(within(banner).getByText(/письма по подпискам начнут приходить после подтверждения/)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Проверить профиль' }).getAttribute('href')).toBe(
      '/board/student/edit/',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a denied student reads the reason and the way back; an approved one sees no banner', async () => {
    renderApp({
      auth: STUDENT,
      account: ANNA,
      routes: homeRoute({ ...FULL, review: { status: 'denied', reason: 'Загрузите фото лица.' } }),
    });
    const banner = await screen.findByRole('region', { name: 'Карьерный центр не подтвердил профиль' });
    expect(within(banner).getByText('Причина: Загрузите фото лица.')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Исправить профиль' })).toBeTruthy();
    cleanup();
    renderApp({ auth: STUDENT, account: ANNA, routes: homeRoute(FULL) });
    await screen.findByRole('list', { name: 'Новые вакансии по подпискам' });
    expect(screen.queryByRole('region', { name: /Профиль на проверке|не подтвердил/ })).toBeNull();
  });

  it('shows the error with a retry when the home fails to load', async () => {
    renderApp({
      auth: STUDENT,
      account: ANNA,
      routes: [stub(endpoints.home.homeRead, { networkError: true })],
    });
    expect(await screen.findByText('Не удалось загрузить главную')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
