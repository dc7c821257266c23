import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { AnnouncementCurrent } from '../../../shared/contract/announcement.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import type { CompanyHome, StudentHome } from '../../../shared/contract/home.contract';
import { AS_ADMIN, AS_COMPANY, page, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, held, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const AS_STUDENT = {
  auth: { token: 's1', kind: 'student' },
  account: { id: 3, kind: 'student', email: 'anna@example.ru', name: 'Анна' },
} as const;
const STUDENT_HOME: StudentHome = {
  kind: 'student',
  nextInterview: null,
  review: { status: 'approved', reason: null },
  replies: { total: 0, items: [] },
  matches: { total: 0, items: [] },
  suggestions: [],
};
const COMPANY_HOME: CompanyHome = {
  kind: 'company',
  newApplications: { total: 0, items: [] },
  vacancies: { total: 0, items: [] },
};
const { announcementCurrent } = endpoints.announcement;
const CURRENT = '/api/announcement/current';

/** The banner's notices; ids differ per test: a notice hidden in one test stays hidden for the file's visit. */
const notices = (...ids: number[]): AnnouncementCurrent => ({
  items: ids.map((id) => ({
    id,
    text: `Ярмарка вакансий ${id} декабря в главном корпусе, 12:00`,
    link: id % 2 === 0 ? `https://career.example.ru/fair/${id}` : null,
    endsAt: null,
  })),
});

const banner = () => screen.findByRole('region', { name: 'Объявления карьерного центра' });

it('shows a student the current notices under the greeting; a link opens outside the app', async () => {
  const { platform } = renderApp({
    ...AS_STUDENT,
    routes: [
      stub(endpoints.home.homeRead, { data: STUDENT_HOME }),
      stub(announcementCurrent, { data: notices(2, 3) }),
    ],
  });
  const region = await banner();
  const heading = screen.getByRole('heading', { level: 1, name: 'Здравствуйте, Анна!' });
  // The greeting first, the notices right under it.
  expect(heading.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const items = within(region).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
    'Ярмарка вакансий 2 декабря в главном корпусе, 12:00',
    'Ярмарка вакансий 3 декабря в главном корпусе, 12:00',
  ]);
  const more = within(region).getByRole('link', { name: 'Подробнее' });
  expect(more.getAttribute('href')).toBe('https://career.example.ru/fair/2');
  fireEvent.click(more);
  expect(platform.openedLinks).toEqual(['https://career.example.ru/fair/2']);
});

it('a hidden notice stays hidden for this visit; the last one hidden takes the banner away', async () => {
  renderApp({
    ...AS_COMPANY,
    routes: [
      stub(endpoints.home.homeRead, { data: COMPANY_HOME }),
      stub(announcementCurrent, { data: notices(4, 5) }),
    ],
  });
  const region = await banner();
  fireEvent.click(within(region).getByRole('button', { name: /^Скрыть объявление: Ярмарка вакансий 4/ }));
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
  cleanup();

  // Back on the home in the same visit: still hidden; hiding the other leaves no banner at all.
  renderApp({
    ...AS_COMPANY,
    routes: [
      stub(endpoints.home.homeRead, { data: COMPANY_HOME }),
      stub(announcementCurrent, { data: notices(4, 5) }),
    ],
  });
  const again = await banner();
  expect(within(again).getAllByRole('listitem')).toHaveLength(1);
  fireEvent.click(within(again).getByRole('button', { name: /^Скрыть объявление: Ярмарка вакансий 5/ }));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Объявления карьерного центра' })).toBeNull(),
  );
});

it('never holds the home up: nothing while it loads, nothing when it fails', async () => {
  const pending = held(announcementCurrent);
  renderApp({
    ...AS_STUDENT,
    routes: [
      stub(endpoints.home.homeRead, { data: STUDENT_HOME }),
      stub(announcementCurrent, pending.answer),
    ],
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Здравствуйте, Анна!' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Объявления карьерного центра' })).toBeNull();
  pending.release({ data: notices(6) });
  expect(await banner()).toBeTruthy();
  cleanup();

  for (const answer of [fail(500, 'Что-то пошло не так на сервере.'), { networkError: true } as const]) {
    const { fake } = renderApp({
      ...AS_STUDENT,
      routes: [stub(endpoints.home.homeRead, { data: STUDENT_HOME }), stub(announcementCurrent, answer)],
    });
    await waitFor(() => expect(requestsTo(fake.requests, 'GET', CURRENT)).toHaveLength(1));
    // The home's own sections are there, and nothing says the notices failed.
    expect(await screen.findByText(/Сейчас ничего не ждёт вашего ответа/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Объявления карьерного центра' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
  }
});

it('a guest and an admin do not ask for notices on their home', async () => {
  const guest = renderApp({ routes: [stub(endpoints.vacancy.vacancyList, { data: page([]) })] });
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  expect(requestsTo(guest.fake.requests, 'GET', CURRENT)).toEqual([]);
  cleanup();
  const admin = renderApp({ ...AS_ADMIN });
  expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  expect(requestsTo(admin.fake.requests, 'GET', CURRENT)).toEqual([]);
});
