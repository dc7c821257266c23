import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_REFUSAL_CODES } from '../../../../shared/contract/verification.contract';
import { verificationMessages } from '../../../../shared/verification-messages';
import {
  AS_ADMIN,
  AS_COMPANY,
  applicationItem,
  GET_ITEMS,
  lastBody,
  page,
  requestsTo,
  SUMMARY,
  summary,
  VIEW,
} from '../../../app/testing/application-board-fixtures';
import { stub } from '../../../app/testing/fake-fetch';
import { renderApp } from '../../../app/testing/render-app';
import { REVIEW_WAIT } from '../../../ui/review-wait-state';

afterEach(cleanup);

/** The first screen of a file waits for its lazy chunk to compile: allow more than a second. */
const row = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });
const listCalls = (requests: Parameters<typeof requestsTo>[0]) =>
  requestsTo(requests, 'GET', '/api/application/getItems');

describe('/board/applications/', () => {
  it('shows the status tabs with counts, the rows, and filters by tab, search and sort', async () => {
    const viewed = applicationItem({
      id: 12,
      status: 'viewed',
      student: { ...applicationItem().student, firstName: 'Анна', lastName: 'Смирнова' },
    });
    const { fake } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: [
        stub(GET_ITEMS, { data: page([applicationItem(), viewed]) }),
        stub(SUMMARY, { data: summary() }),
      ],
    });
    const first = await row('Иван Петров');
    expect(within(first).getByText('Новый', { selector: '.status-badge' })).toBeTruthy();
    expect(within(first).getByText('Стажёр-аналитик')).toBeTruthy();
    expect(within(first).getByText(/^20 ноября 2026.*12:30 МСК$/)).toBeTruthy();
    expect(first.className).toContain('application-row--new');
    expect((await row('Анна Смирнова')).className).not.toContain('application-row--new');
    expect(await screen.findByRole('button', { name: 'Все (4)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Новые (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отказы (1)' })).toBeTruthy();
    expect(listCalls(fake.requests).at(-1)?.url.searchParams.has('status')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Новые (2)' }));
    await waitFor(() => expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('status')).toBe('new'));
    fireEvent.change(screen.getByLabelText('Сортировка'), { target: { value: 'oldest' } });
    await waitFor(() => expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('sort')).toBe('oldest'));
    fireEvent.change(screen.getByLabelText('Поиск по откликам'), { target: { value: 'Иван' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('text')).toBe('Иван'));
    // A company has no company or period filters.
    expect(screen.queryByLabelText('Компания')).toBeNull();
  });

  it('opens the card with profile, contacts, letter and history; a company’s first open marks it viewed once', async () => {
    const { fake } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: [
        stub(GET_ITEMS, { data: page([applicationItem()]) }),
        stub(SUMMARY, { data: summary() }),
        stub(VIEW, {
          data: applicationItem({
            status: 'viewed',
            history: [
              ...applicationItem().history,
              {
                from: 'new',
                to: 'viewed',
                by: 'company',
                answer: null,
                message: null,
                at: '2026-11-21T08:00:00.000Z',
              },
            ],
          }),
        }),
      ],
    });
    const found = await row('Иван Петров');
    const toggle = within(found).getByRole('button', { name: 'Иван Петров' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const card = within(found).getByRole('region', { name: 'Отклик №11: Иван Петров' });
    expect(document.activeElement?.textContent).toBe('Отклик №11: Иван Петров');
    expect(within(card).getByText('МГУ')).toBeTruthy();
    expect(within(card).getByText('Python')).toBeTruthy();
    expect(within(card).getByText('Хочу к вам на стажировку.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'ivan@uni.ru' }).getAttribute('href')).toBe(
      'mailto:ivan@uni.ru',
    );
    expect(within(card).getByRole('link', { name: '+7 (916) 123-45-67' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: '@ivan_p' }).getAttribute('href')).toBe(
      'https://t.me/ivan_p',
    );
    expect(
      within(card)
        .getByRole('link', { name: /^Резюме/ })
        .getAttribute('href'),
    ).toBe('/uploads/resume/5.pdf');
    const history = within(card).getByRole('region', { name: 'История' });
    expect(history.textContent).toContain('Студент: отклик отправлен');

    expect(await within(found).findByText('Просмотрен', { selector: '.status-badge' })).toBeTruthy();
    expect(history.textContent).toContain('Компания: отклик просмотрен');
    expect(lastBody(fake.requests, 'POST', '/api/application/view/')).toEqual({ id: 11 });
    // Closing and opening again asks nothing more.
    fireEvent.click(within(card).getByRole('button', { name: 'Свернуть' }));
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    await within(found).findByRole('region', { name: 'Отклик №11: Иван Петров' });
    expect(requestsTo(fake.requests, 'POST', '/api/application/view/')).toHaveLength(1);
    // The summary is reloaded for the tab counts after the view.
    expect(requestsTo(fake.requests, 'GET', '/api/application/summary').length).toBeGreaterThan(1);
  });

  it('an admin opens a card without marking it viewed, and filters by company and period', async () => {
    const { fake } = renderApp({
      path: '/board/applications/',
      ...AS_ADMIN,
      routes: [
        stub(GET_ITEMS, { data: page([applicationItem({ note: 'Сильный кандидат' })]) }),
        stub(SUMMARY, { data: summary() }),
      ],
    });
    const found = await row('Иван Петров');
    expect(within(found).getByText('ООО Ромашка')).toBeTruthy();
    fireEvent.click(within(found).getByRole('button', { name: 'Иван Петров' }));
    const card = within(found).getByRole('region', { name: 'Отклик №11: Иван Петров' });
    expect(within(card).getByText('Сильный кандидат')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Сохранить заметку' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Пригласить' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fake.requests, 'POST', '/api/application/view/')).toHaveLength(0);

    fireEvent.change(await screen.findByLabelText('Компания'), { target: { value: '7' } });
    await waitFor(() => expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('companyId')).toBe('7'));
    expect(window.location.search).toBe('?companyId=7');
    fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('По дату'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('to')).toBe('2026-11-30'),
    );
    expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('from')).toBe('2026-11-01');
  });

  it('?id=N opens that application’s card, on «Все», with a way back to all', async () => {
    const { fake } = renderApp({
      path: '/board/applications/?id=11',
      ...AS_COMPANY,
      routes: [
        stub(GET_ITEMS, { data: page([applicationItem()]) }),
        stub(SUMMARY, { data: summary() }),
        stub(VIEW, { data: applicationItem({ status: 'viewed' }) }),
      ],
    });
    const found = await row('Иван Петров');
    expect(within(found).getByRole('region', { name: 'Отклик №11: Иван Петров' })).toBeTruthy();
    expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('id')).toBe('11');
    expect(screen.getByRole('button', { name: /^Все/ }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(requestsTo(fake.requests, 'POST', '/api/application/view/')).toHaveLength(1));
    fireEvent.click(screen.getByRole('link', { name: 'Показать все отклики' }));
    await waitFor(() => expect(listCalls(fake.requests).at(-1)?.url.searchParams.has('id')).toBe(false));
    expect(window.location.search).toBe('');
  });

  it('?vacancyId=N names the vacancy and can be cleared; the tab counts follow it and the search', async () => {
    const { fake } = renderApp({
      path: '/board/applications/?vacancyId=3',
      ...AS_COMPANY,
      routes: [stub(GET_ITEMS, { data: page([applicationItem()]) }), stub(SUMMARY, { data: summary() })],
    });
    const summaryCalls = () =>
      fake.requests.filter((request) => request.url.pathname === '/api/application/summary');
    await row('Иван Петров');
    expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('vacancyId')).toBe('3');
    expect(summaryCalls().at(-1)?.url.searchParams.get('vacancyId')).toBe('3');
    expect(screen.getByText(/Отклики на вакансию «Стажёр-аналитик»/)).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск по откликам' }), {
      target: { value: 'Иван' },
    });
    await waitFor(() => expect(summaryCalls().at(-1)?.url.searchParams.get('text')).toBe('Иван'));
    fireEvent.click(screen.getByRole('link', { name: 'Все вакансии' }));
    await waitFor(() =>
      expect(listCalls(fake.requests).at(-1)?.url.searchParams.has('vacancyId')).toBe(false),
    );
    await waitFor(() => expect(summaryCalls().at(-1)?.url.searchParams.has('vacancyId')).toBe(false));
  });

  it('shows the empty and error states', async () => {
    const { fake } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: [stub(GET_ITEMS, { data: page([]) }), stub(SUMMARY, { data: summary() })],
    });
    expect(await screen.findByText(/Откликов пока нет/, {}, { timeout: 5000 })).toBeTruthy();
    fake.on(GET_ITEMS, { status: 500, message: 'Сервер недоступен. Повторите позже.' });
    fireEvent.click(screen.getByRole('button', { name: 'Новые (2)' }));
    expect(await screen.findByText('Не удалось загрузить отклики')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('tells a student the section is for companies', async () => {
    renderApp({
      path: '/board/applications/',
      auth: { token: 's1', kind: 'student' },
      account: { id: 3, kind: 'student', email: 'p@uni.ru', name: 'Павел' },
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Раздел для компаний и администраторов' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});

describe('/board/applications/ for a company waiting for review', () => {
  it('says what happens next instead of an error box with «Повторить»', async () => {
    const refusal = {
      status: 403,
      message: verificationMessages.companyPending,
      code: STATUS_REFUSAL_CODES.pending,
    };
    renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: [stub(GET_ITEMS, refusal), stub(SUMMARY, refusal)],
    });
    const wait = await screen.findByRole('status', { name: REVIEW_WAIT.pendingTitle }, { timeout: 5000 });
    expect(within(wait).getByText(REVIEW_WAIT.pendingNext)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });
});
