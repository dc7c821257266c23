import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { vacancyItem } from '../../app/testing/board-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { recentVacanciesAtom } from '../../lib/app-state';

afterEach(cleanup);

const STUDENT = { token: 't', kind: 'student' } as const;

describe('/vacancies/recent/', () => {
  it('lists what is new, then moves the mark and clears the badge', async () => {
    const app = renderApp({
      path: '/vacancies/recent/',
      auth: STUDENT,
      routes: [
        stub(endpoints.vacancy.vacancyRecent, {
          data: { count: 2, items: [vacancyItem(1), vacancyItem(2)], since: '2026-03-01T09:00:00.000Z' },
        }),
        stub(endpoints.vacancy.vacancyRecentSeen, { data: { seenAt: '2026-03-02T09:00:00.000Z' } }),
      ],
    });
    app.store.set(recentVacanciesAtom, { timestamp: 1, count: 2 });
    expect(await screen.findByRole('link', { name: 'Стажёр-разработчик 2' })).toBeTruthy();
    expect(screen.getByText(/^С 1 марта 2026 — 2 новые вакансии$/)).toBeTruthy();
    await waitFor(() => expect(app.store.get(recentVacanciesAtom)?.count).toBe(0));
    const paths = app.fake.requests.map((request) => `${request.method} ${request.url.pathname}`);
    expect(paths.indexOf('POST /api/vacancy/recent')).toBeLessThan(
      paths.indexOf('POST /api/vacancy/recent/seen/'),
    );
    expect(JSON.parse(app.platform.store.get('recent_vacancies') ?? '{}')).toMatchObject({ count: 0 });
  });

  it('says when nothing is new', async () => {
    renderApp({
      path: '/vacancies/recent/',
      auth: STUDENT,
      routes: [
        stub(endpoints.vacancy.vacancyRecent, { data: { count: 0, items: [], since: null } }),
        stub(endpoints.vacancy.vacancyRecentSeen, { data: { seenAt: '2026-03-02T09:00:00.000Z' } }),
      ],
    });
    expect(await screen.findByText('Новых вакансий нет — загляните позже')).toBeTruthy();
  });

  it('shows the error with a retry and does not move the mark', async () => {
    const app = renderApp({
      path: '/vacancies/recent/',
      auth: STUDENT,
      routes: [stub(endpoints.vacancy.vacancyRecent, { networkError: true })],
    });
    expect(await screen.findByText('Не удалось загрузить новые вакансии')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
    expect(app.fake.requests.some((request) => request.url.pathname.endsWith('/seen/'))).toBe(false);
  });

  it('asks a guest to sign in as a student, and asks the server nothing', async () => {
    const app = renderApp({ path: '/vacancies/recent/' });
    const link = await screen.findByRole('link', { name: 'Войти как студент' });
    expect(link.getAttribute('href')).toBe('/login/?next=%2Fvacancies%2Frecent%2F');
    expect(app.fake.requests.filter((request) => request.url.pathname.includes('recent'))).toEqual([]);
  });

  it('tells a company this screen is for students', async () => {
    renderApp({ path: '/vacancies/recent/', auth: { token: 't', kind: 'company' } });
    expect(await screen.findByText(/Этот раздел — для студентов/)).toBeTruthy();
  });
});
