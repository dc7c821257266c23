import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../shared/contract/endpoints';
import {
  AS_COMPANY,
  AS_STUDENT,
  applicationItem,
  listCalls,
  listOf,
} from '../../../app/testing/application-student-fixtures';
import { fail, stub } from '../../../app/testing/fake-fetch';
import { renderApp } from '../../../app/testing/render-app';
import { WITHDRAWN_TOAST } from './my-application-row';
import { APPLY_AFTER_APPROVAL } from './my-applications-screen';

afterEach(cleanup);

/** The screen's lazy chunk compiles on first use: allow more than a second. */
const LAZY = { timeout: 5000 };

/** The invitation below was written without times: no interview to pick from (docs/decisions/057). */
const NO_INTERVIEW = stub(endpoints.interview.interviewItems, {
  data: { items: [], total: 0, page: 1, hasMore: false },
});

const invited = applicationItem({
  id: 21,
  status: 'invited',
  letter: 'Хочу к вам на стажировку',
  lastMessage: 'Ждём вас 25 ноября в 11:00, Льва Толстого, 16',
  vacancy: { id: 8, title: 'Аналитик', status: 'published', companyId: 7, companyName: 'Ромашка' },
  history: [
    { from: null, to: 'new', by: 'student', answer: null, message: null, at: '2026-11-20T09:00:00.000Z' },
    { from: 'new', to: 'viewed', by: 'company', answer: null, message: null, at: '2026-11-20T10:00:00.000Z' },
    {
      from: 'viewed',
      to: 'invited',
      by: 'company',
      answer: null,
      message: 'Ждём вас 25 ноября в 11:00, Льва Толстого, 16',
      at: '2026-11-21T12:05:00.000Z',
    },
  ],
});
const rejected = applicationItem({
  id: 20,
  status: 'rejected',
  lastMessage: 'Вакансия закрыта.',
  history: [
    { from: null, to: 'new', by: 'student', answer: null, message: null, at: '2026-11-18T09:00:00.000Z' },
    {
      from: 'new',
      to: 'rejected',
      by: 'system',
      answer: null,
      message: 'Вакансия закрыта.',
      at: '2026-11-19T09:00:00.000Z',
    },
  ],
});

describe('/applications/ «Мои отклики»', () => {
  it('lists the student’s applications with the vacancy, company, status, message and history', async () => {
    const app = renderApp({
      path: '/applications/',
      ...AS_STUDENT,
      routes: [stub(endpoints.application.applicationItems, listOf([invited, rejected])), NO_INTERVIEW],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои отклики' }, LAZY)).toBeTruthy();
    const row = await screen.findByRole('listitem', { name: 'Аналитик' });
    expect(within(row).getByRole('link', { name: 'Аналитик' }).getAttribute('href')).toBe('/vacancy/8/');
    expect(within(row).getByText('Ромашка')).toBeTruthy();
    expect(within(row).getByText('Приглашение', { selector: '.status-badge' })).toBeTruthy();
    const message = within(row).getByRole('region', { name: 'Сообщение компании' });
    expect(within(message).getByText('Ждём вас 25 ноября в 11:00, Льва Толстого, 16')).toBeTruthy();
    // The history, oldest first, in Moscow time.
    const events = within(row)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.application-timeline__label')?.textContent);
    expect(events).toEqual(['Отклик отправлен', 'Компания просмотрела отклик', 'Приглашение']);
    expect(within(row).getByText('21.11.2026 15:05 мск')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Отозвать отклик' })).toBeTruthy();
    const closed = screen.getByRole('listitem', { name: 'Стажёр-разработчик 5' });
    expect(within(closed).getByText('Отказ: вакансия закрыта')).toBeTruthy();
    expect(within(closed).queryByRole('button', { name: 'Отозвать отклик' })).toBeNull();
    expect(screen.getByText(/Показано 2 из 2 откликов/)).toBeTruthy();
    const query = listCalls(app.fake.requests).at(-1)?.url.searchParams;
    expect(query?.get('sort')).toBe('newest');
    expect(query?.has('id')).toBe(false);
  });

  it('withdraws an open application after the confirmation', async () => {
    const app = renderApp({
      path: '/applications/',
      ...AS_STUDENT,
      routes: [
        stub(endpoints.application.applicationItems, listOf([invited])),
        NO_INTERVIEW,
        stub(endpoints.application.applicationWithdraw, { data: { ...invited, status: 'withdrawn' } }),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    fireEvent.click(within(row).getByRole('button', { name: 'Отозвать отклик' }));
    await waitFor(() => expect(within(row).getByText('Отозван', { selector: '.status-badge' })).toBeTruthy());
    expect(app.platform.confirms[0]?.title).toBe('Отозвать отклик?');
    expect(app.platform.confirms[0]?.destructive).toBe(true);
    const post = app.fake.requests.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe('/api/application/withdraw/');
    expect(JSON.parse(post?.body ?? '')).toEqual({ id: 21 });
    expect(app.platform.toasts).toContainEqual({ kind: 'success', message: WITHDRAWN_TOAST });
    expect(within(row).queryByRole('button', { name: 'Отозвать отклик' })).toBeNull();
    expect(document.activeElement).toBe(row);
  });

  it('withdraws nothing when the student declines, and shows the server’s refusal', async () => {
    const app = renderApp({
      path: '/applications/',
      ...AS_STUDENT,
      confirmAnswer: false,
      routes: [
        stub(endpoints.application.applicationItems, listOf([invited])),
        NO_INTERVIEW,
        stub(
          endpoints.application.applicationWithdraw,
          fail(409, 'Отклик уже закрыт: компания приняла решение.'),
        ),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    fireEvent.click(within(row).getByRole('button', { name: 'Отозвать отклик' }));
    await waitFor(() => expect(app.platform.confirms).toHaveLength(1));
    expect(app.fake.requests.some((request) => request.method === 'POST')).toBe(false);
    cleanup();
    renderApp({
      path: '/applications/',
      ...AS_STUDENT,
      routes: [
        stub(endpoints.application.applicationItems, listOf([invited])),
        NO_INTERVIEW,
        stub(
          endpoints.application.applicationWithdraw,
          fail(409, 'Отклик уже закрыт: компания приняла решение.'),
        ),
      ],
    });
    const again = await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    fireEvent.click(within(again).getByRole('button', { name: 'Отозвать отклик' }));
    expect((await within(again).findByRole('alert')).textContent).toBe(
      'Отклик уже закрыт: компания приняла решение.',
    );
    expect(within(again).getByText('Приглашение', { selector: '.status-badge' })).toBeTruthy();
  });

  it('opens the application a notification points at (?id=N) with its history', async () => {
    const app = renderApp({
      path: '/applications/?id=21',
      ...AS_STUDENT,
      routes: [stub(endpoints.application.applicationItems, listOf([invited])), NO_INTERVIEW],
    });
    const row = await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    expect(row.className).toContain('my-application--focused');
    expect(row.querySelector('details.application-timeline')?.hasAttribute('open')).toBe(true);
    expect(row.querySelector('details.my-application__letter')?.hasAttribute('open')).toBe(true);
    expect(listCalls(app.fake.requests).at(-1)?.url.searchParams.get('id')).toBe('21');
    expect(screen.queryByRole('button', { name: 'Активные' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Показать все отклики' }));
    await waitFor(() => expect(listCalls(app.fake.requests).at(-1)?.url.searchParams.has('id')).toBe(false));
  });

  it('filters by the status tabs', async () => {
    const app = renderApp({
      path: '/applications/',
      ...AS_STUDENT,
      routes: [stub(endpoints.application.applicationItems, listOf([invited, rejected])), NO_INTERVIEW],
    });
    await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    expect(screen.getByRole('button', { name: 'Все' }).getAttribute('aria-pressed')).toBe('true');
    app.fake.on(endpoints.application.applicationItems, listOf([]));
    fireEvent.click(screen.getByRole('button', { name: 'Активные' }));
    expect(await screen.findByText(/Активных откликов нет/)).toBeTruthy();
    expect(listCalls(app.fake.requests).at(-1)?.url.searchParams.get('status')).toBe(
      'new,viewed,invited,offer',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Завершённые' }));
    await waitFor(() =>
      expect(listCalls(app.fake.requests).at(-1)?.url.searchParams.get('status')).toBe(
        'hired,rejected,withdrawn',
      ),
    );
    expect(await screen.findByText('Завершённых откликов пока нет.')).toBeTruthy();
  });

  it('invites a student with no applications to the vacancies', async () => {
    renderApp({
      path: '/applications/',
      ...AS_STUDENT,
      routes: [stub(endpoints.application.applicationItems, listOf([]))],
    });
    expect(await screen.findByText('Вы ещё не откликались на вакансии.', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Найти вакансию' }).getAttribute('href')).toBe('/vacancies/');
  });

  it('tells a student awaiting review why there are no applications yet', async () => {
    renderApp({
      path: '/applications/',
      auth: AS_STUDENT.auth,
      account: { ...AS_STUDENT.account, status: 'pending' },
      routes: [stub(endpoints.application.applicationItems, listOf([]))],
    });
    expect(await screen.findByText(APPLY_AFTER_APPROVAL, {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Найти вакансию' })).toBeTruthy();
  });

  it('shows the server’s reason and retries', async () => {
    const app = renderApp({
      path: '/applications/',
      ...AS_STUDENT,
      routes: [
        stub(
          endpoints.application.applicationItems,
          fail(503, 'Сервер перегружен, попробуйте через минуту.'),
        ),
      ],
    });
    expect(await screen.findByText('Не удалось загрузить отклики', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('Сервер перегружен, попробуйте через минуту.')).toBeTruthy();
    app.fake.on(endpoints.application.applicationItems, listOf([invited]));
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('listitem', { name: 'Аналитик' })).toBeTruthy();
  });

  it('loads more pages', async () => {
    const app = renderApp({
      path: '/applications/',
      ...AS_STUDENT,
      routes: [stub(endpoints.application.applicationItems, listOf([invited], 2, true)), NO_INTERVIEW],
    });
    await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    app.fake.on(endpoints.application.applicationItems, {
      data: { items: [rejected], total: 2, page: 2, hasMore: false },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('listitem', { name: 'Стажёр-разработчик 5' })).toBeTruthy();
    expect(listCalls(app.fake.requests).at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('asks a guest to sign in and back, and sends a company to its applications', async () => {
    const guest = renderApp({ path: '/applications/?id=21' });
    expect(await screen.findByText(/Войдите как студент/, {}, LAZY)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      `/login/?next=${encodeURIComponent('/applications/?id=21')}`,
    );
    expect(listCalls(guest.fake.requests)).toEqual([]);
    cleanup();
    const company = renderApp({ path: '/applications/', ...AS_COMPANY });
    expect(await screen.findByText(/Этот раздел — для студентов/, {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Отклики на вакансии' }).getAttribute('href')).toBe(
      '/board/applications/',
    );
    expect(listCalls(company.fake.requests)).toEqual([]);
  });
});
