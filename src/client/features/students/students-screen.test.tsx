import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { fileUrl } from '../../../shared/contract/file.contract';
import {
  CONTACTS_HIDDEN_TEXT,
  type StudentDetail,
  type StudentListItem,
} from '../../../shared/contract/student-list.contract';
import { STATUS_REFUSAL_CODES } from '../../../shared/contract/verification.contract';
import { studentMessages } from '../../../shared/student-messages';
import { verificationMessages } from '../../../shared/verification-messages';
import { fail, screenRequests, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { studentListItem } from '../../app/testing/student-list-fixtures';
import { REVIEW_WAIT } from '../../ui/review-wait-state';

afterEach(cleanup);

const AS_COMPANY = { auth: { token: 'c1', kind: 'company' } } as const;

const student = studentListItem;

const page = (items: StudentListItem[], hasMore = false, total = items.length) => ({
  data: { items, total, page: 1, hasMore },
});
const tags = {
  data: {
    items: [
      { id: 1, name: 'Python', position: 1, visible: true, vacancyCount: 0 },
      { id: 2, name: 'SQL', position: 2, visible: true, vacancyCount: 0 },
    ],
    total: 2,
    page: 1,
    hasMore: false,
  },
};
const routes = [
  stub(endpoints.dictionary.tagEndpoints.list, tags),
  stub(endpoints.favourite.favouriteIds, { data: { ids: [] } }),
  stub(endpoints.student.studentList, page([student()], true, 2)),
];

describe('/students/', () => {
  it('shows companies student cards with contacts, a heart, filters and load more', async () => {
    const { fake } = renderApp({ path: '/students/', ...AS_COMPANY, routes });
    const card = await screen.findByRole('article', { name: 'Анна Ёлкина' });
    expect(within(card).getByText('МГУ · ВМК · 3 курс · выпуск 2028')).toBeTruthy();
    expect(within(card).getByText('anna@example.ru')).toBeTruthy();
    expect(within(card).getByText('Python')).toBeTruthy();
    // The heart is a chunk of its own (lib/favourite-button.tsx): it arrives a moment after the card.
    expect(await within(card).findByRole('button', { name: 'Добавить в избранное' })).toBeTruthy();
    expect(screen.getByText('Показано 1 из 2 студентов')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'SQL' }));
    await waitFor(() => expect(screenRequests(fake.requests).at(-1)?.url.searchParams.get('tags')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Курс'), { target: { value: '3' } });
    await waitFor(() =>
      expect(screenRequests(fake.requests).at(-1)?.url.searchParams.get('course')).toBe('3'),
    );

    fake.on(endpoints.student.studentList, page([student({ id: 4, name: 'Борис Бобров', contacts: null })]));
    fireEvent.click(await screen.findByRole('button', { name: 'Показать ещё' }));
    const boris = await screen.findByRole('article', { name: 'Борис Бобров' });
    // Boris has not applied to this company: his contacts are hidden, and the card says when they open.
    expect(within(boris).getByText(CONTACTS_HIDDEN_TEXT)).toBeTruthy();
    expect(within(card).queryByText(CONTACTS_HIDDEN_TEXT)).toBeNull();
  });

  it('expands a card with the full about and the résumé link', async () => {
    const detail: StudentDetail = {
      ...student(),
      about: 'Люблю базы данных. И ещё много всего.',
      resume: { url: fileUrl('Rzr9T4xq0pVbN2mC8kLwQa') },
      statusReason: null,
    };
    renderApp({
      path: '/students/',
      ...AS_COMPANY,
      routes: [...routes, stub(endpoints.student.studentCard, { id: 3 }, { data: detail })],
    });
    const card = await screen.findByRole('article', { name: 'Анна Ёлкина' });
    fireEvent.click(within(card).getByRole('button', { name: 'Подробнее' }));
    const link = await within(card).findByRole('link', { name: 'Резюме (PDF)' });
    expect(link.getAttribute('href')).toBe('/files/Rzr9T4xq0pVbN2mC8kLwQa/');
    // The download is named by the student, never by the uploader's own file name.
    expect(link.getAttribute('download')).toBe('Резюме Анна Ёлкина.pdf');
    expect(within(card).getByText('Люблю базы данных. И ещё много всего.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Свернуть' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('the name opens the student’s own page: that student alone, the card open, a way back', async () => {
    const detail: StudentDetail = { ...student(), about: 'Вся анкета.', resume: null, statusReason: null };
    const { fake } = renderApp({
      path: '/students/?id=3',
      ...AS_COMPANY,
      routes: [...routes, stub(endpoints.student.studentCard, { id: 3 }, { data: detail })],
    });
    const card = await screen.findByRole('article', { name: 'Анна Ёлкина' });
    expect(await within(card).findByText('Вся анкета.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Анна Ёлкина' }).getAttribute('href')).toBe(
      '/students/?id=3',
    );
    const asked = fake.requests.find((request) => request.url.pathname === '/api/student/getItems');
    expect(asked?.url.searchParams.get('id')).toBe('3');
    expect(screen.getByRole('link', { name: '← Все студенты' }).getAttribute('href')).toBe('/students/');
    cleanup();
    renderApp({
      path: '/students/?id=9',
      ...AS_COMPANY,
      routes: [...routes, stub(endpoints.student.studentList, page([]))],
    });
    expect(await screen.findByText('Студент не найден')).toBeTruthy();
  });

  it('tells a company awaiting review why it sees no one', async () => {
    renderApp({
      path: '/students/',
      ...AS_COMPANY,
      routes: [...routes, stub(endpoints.student.studentList, fail(403, studentMessages.companyNotApproved))],
    });
    expect(await screen.findByText(studentMessages.companyNotApproved)).toBeTruthy();
  });

  it('a company waiting for review is told what happens next, with no useless «Повторить»', async () => {
    renderApp({
      path: '/students/',
      ...AS_COMPANY,
      routes: [
        ...routes,
        stub(endpoints.student.studentList, {
          status: 403,
          message: verificationMessages.companyPending,
          code: STATUS_REFUSAL_CODES.pending,
        }),
      ],
    });
    const wait = await screen.findByRole('status', { name: REVIEW_WAIT.pendingTitle });
    expect(within(wait).getByText(REVIEW_WAIT.pendingNext)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });

  it('explains to guests and students who may see students, without asking the server', async () => {
    const guest = renderApp({ path: '/students/', routes });
    expect(await screen.findByText(studentMessages.whoMaySee)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти как компания' })).toBeTruthy();
    expect(guest.fake.requests.some((request) => request.url.pathname.startsWith('/api/student/'))).toBe(
      false,
    );
    cleanup();
    renderApp({ path: '/students/', auth: { token: 't', kind: 'student' }, routes });
    expect(await screen.findByText(studentMessages.whoMaySee)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Войти как компания' })).toBeNull();
  });
});
