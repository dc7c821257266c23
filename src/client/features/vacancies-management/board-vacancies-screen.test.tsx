import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import {
  AS_ADMIN,
  AS_COMPANY,
  lastBody,
  page,
  requestsTo,
  vacancyDetail,
  vacancyItem,
} from '../../app/testing/board-api-fixtures';
import { fail, screenRequests, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const LIST = endpoints.vacancy.vacancyList;
const published = vacancyItem({ id: 1, title: 'Стажёр-аналитик', status: 'published' });
const draft = vacancyItem({ id: 2, title: 'Junior QA', status: 'draft', publishedAt: null });
const archived = vacancyItem({ id: 3, title: 'Дизайнер', status: 'archived' });

function row(title: string): HTMLElement {
  return screen.getByRole('listitem', { name: title });
}

describe('/board/vacancies/ — access', () => {
  it('tells a guest the section is for companies and admins, with a sign-in link back here', async () => {
    const { fake } = renderApp({ path: '/board/vacancies/' });
    expect(
      await screen.findByRole('heading', { name: 'Раздел для компаний и администраторов' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      `/login/?next=${encodeURIComponent('/board/vacancies/')}`,
    );
    expect(requestsTo(fake.requests, 'GET', '/api/vacancy/getItems')).toEqual([]);
  });

  it('refuses a student', async () => {
    renderApp({ path: '/board/vacancies/', auth: { token: 's', kind: 'student' } });
    expect(await screen.findByText(/Нет доступа/)).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Войти' })).toBeNull();
  });
});

describe('/board/vacancies/ — a company', () => {
  it('lists its own vacancies with status, salary and date, and filters by status', async () => {
    const { fake } = renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [stub(LIST, { data: page([published, draft, archived]) })],
    });
    expect(await screen.findByRole('heading', { name: 'Мои вакансии' })).toBeTruthy();
    const first = await screen.findByRole('listitem', { name: 'Стажёр-аналитик' });
    expect(within(first).getByText('Опубликована')).toBeTruthy();
    expect(within(first).getByText('от 50 000 до 80 000 ₽ на руки')).toBeTruthy();
    expect(within(first).getByText('Опубликована 2 марта 2026')).toBeTruthy();
    expect(within(row('Junior QA')).getByText('Ещё не опубликована')).toBeTruthy();
    const url = fake.requests[0]?.url;
    expect(url?.searchParams.get('scope')).toBe('own');
    expect(url?.searchParams.get('status')).toBe('draft,published,archived');

    fake.on(LIST, { data: page([draft]) });
    fireEvent.click(screen.getByRole('button', { name: 'Черновики' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Стажёр-аналитик' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Черновики' }).getAttribute('aria-pressed')).toBe('true');
    expect(screenRequests(fake.requests).at(-1)?.url.searchParams.get('status')).toBe('draft');
  });

  it('tells a denied company its published vacancies are hidden from students, and why', async () => {
    renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [
        stub(LIST, { data: page([vacancyItem({ ...published, hiddenReason: 'company-denied' }), draft]) }),
        stub(endpoints.profile.companyAccount, {
          data: {
            id: 7,
            email: 'hr@romashka.ru',
            name: 'ООО Ромашка',
            inn: '7707083893',
            contactPerson: 'Ольга',
            phone: null,
            status: 'denied',
            statusReason: 'ИНН не найден в ЕГРЮЛ',
            logoUrl: null,
            bannerUrl: null,
            identityChange: null,
          },
        }),
      ],
    });
    const first = await screen.findByRole('listitem', { name: 'Стажёр-аналитик' });
    expect(await within(first).findByText('Не видна студентам: компания не подтверждена')).toBeTruthy();
    expect(within(first).queryByText('Опубликована')).toBeNull();
    expect(within(row('Junior QA')).getByText('Черновик')).toBeTruthy();
    expect(screen.getByText('Причина: ИНН не найден в ЕГРЮЛ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Запросить повторную проверку' })).toBeTruthy();
  });

  it('offers the actions that fit each status', async () => {
    renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [stub(LIST, { data: page([published, draft, archived]) })],
    });
    await screen.findByRole('listitem', { name: 'Стажёр-аналитик' });
    const pub = within(row('Стажёр-аналитик'));
    expect(pub.getByRole('link', { name: 'Редактировать: Стажёр-аналитик' }).getAttribute('href')).toBe(
      '/board/vacancy/edit/1/',
    );
    expect(pub.getByRole('link', { name: 'Открыть: Стажёр-аналитик' }).getAttribute('href')).toBe(
      '/vacancy/1/',
    );
    expect(pub.getByRole('button', { name: 'В архив: Стажёр-аналитик' })).toBeTruthy();
    // A company deletes drafts only.
    expect(pub.queryByRole('button', { name: /Удалить/ })).toBeNull();
    expect(within(row('Junior QA')).getByRole('button', { name: 'Удалить: Junior QA' })).toBeTruthy();
    expect(within(row('Дизайнер')).getByRole('button', { name: 'Вернуть из архива: Дизайнер' })).toBeTruthy();
  });

  it('archives after confirmation, and does nothing when the user declines', async () => {
    const { fake, platform } = renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [
        stub(LIST, { data: page([published]) }),
        stub(endpoints.vacancyWrite.vacancyArchive, { data: vacancyDetail({ id: 1, status: 'archived' }) }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Стажёр-аналитик' });
    const asked: string[] = [];
    platform.confirm = async (options) => {
      asked.push(options.message);
      return false;
    };
    fireEvent.click(screen.getByRole('button', { name: 'В архив: Стажёр-аналитик' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toContain('«Стажёр-аналитик» исчезнет из поиска');
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/archive/')).toEqual([]);

    platform.confirm = async () => true;
    fireEvent.click(screen.getByRole('button', { name: 'В архив: Стажёр-аналитик' }));
    await waitFor(() => expect(within(row('Стажёр-аналитик')).getByText('В архиве')).toBeTruthy());
    expect(lastBody(fake.requests, 'POST', '/api/vacancy/archive/')).toEqual({ id: 1, archived: true });
    expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Вакансия перенесена в архив.' });
    expect(
      within(row('Стажёр-аналитик')).getByRole('button', { name: 'Вернуть из архива: Стажёр-аналитик' }),
    ).toBeTruthy();
  });

  it('restores from the archive without asking, and the row leaves the archive tab', async () => {
    const { fake, platform } = renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [
        stub(LIST, { data: page([archived]) }),
        stub(endpoints.vacancyWrite.vacancyArchive, { data: vacancyDetail({ id: 3, status: 'published' }) }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Дизайнер' });
    fireEvent.click(screen.getByRole('button', { name: 'В архиве' }));
    await waitFor(() =>
      expect(screenRequests(fake.requests).at(-1)?.url.searchParams.get('status')).toBe('archived'),
    );
    await screen.findByRole('listitem', { name: 'Дизайнер' });
    let asked = false;
    platform.confirm = async () => {
      asked = true;
      return true;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть из архива: Дизайнер' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Дизайнер' })).toBeNull());
    expect(asked).toBe(false);
    expect(lastBody(fake.requests, 'POST', '/api/vacancy/archive/')).toEqual({ id: 3, archived: false });
    expect(screen.getByText('В архиве пусто.')).toBeTruthy();
  });

  it('deletes a draft after a destructive confirmation', async () => {
    const { fake, platform } = renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [
        stub(LIST, { data: page([published, draft]) }),
        stub(endpoints.vacancyWrite.vacancyDelete, { id: 2 }, { data: null }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Junior QA' });
    let destructive: boolean | undefined;
    platform.confirm = async (options) => {
      destructive = options.destructive;
      return true;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Junior QA' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Junior QA' })).toBeNull());
    expect(destructive).toBe(true);
    expect(requestsTo(fake.requests, 'DELETE', '/api/vacancy/2/')).toHaveLength(1);
    expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Вакансия удалена.' });
    expect(screen.getByText(/Показано 1 из 1 вакансии/)).toBeTruthy();
  });

  it('shows the server’s refusal of a delete and keeps the row', async () => {
    const { platform } = renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [
        stub(LIST, { data: page([draft]) }),
        stub(endpoints.vacancyWrite.vacancyDelete, { id: 2 }, fail(409, 'Удалить можно только черновик.')),
      ],
    });
    await screen.findByRole('listitem', { name: 'Junior QA' });
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Junior QA' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ kind: 'error', message: 'Удалить можно только черновик.' }),
    );
    expect(screen.getByRole('listitem', { name: 'Junior QA' })).toBeTruthy();
  });

  it('loads more pages and searches', async () => {
    const { fake } = renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [stub(LIST, { data: page([published], true, 2) })],
    });
    await screen.findByRole('listitem', { name: 'Стажёр-аналитик' });
    fake.on(LIST, { data: page([draft], false, 2, 2) });
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByRole('listitem', { name: 'Junior QA' });
    expect(screenRequests(fake.requests).at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();

    fake.on(LIST, { data: page([]) });
    fireEvent.change(screen.getByLabelText('Поиск по вакансиям'), { target: { value: 'бариста' } });
    fireEvent.submit(screen.getByRole('search').querySelector('form') ?? screen.getByRole('search'));
    expect(await screen.findByText('Ничего не нашлось.')).toBeTruthy();
    expect(screenRequests(fake.requests).at(-1)?.url.searchParams.get('text')).toBe('бариста');
  });

  it('says when the list cannot be loaded and retries', async () => {
    const { fake } = renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [stub(LIST, fail(500, 'Что-то пошло не так на сервере.'))],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Что-то пошло не так на сервере.');
    fake.on(LIST, { data: page([]) });
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Вакансий пока нет.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Создать первую вакансию' })).toBeTruthy();
  });
});

describe('/board/vacancies/ — an admin', () => {
  it('sees every vacancy with its company and may delete a published one', async () => {
    const other = vacancyItem({
      id: 9,
      title: 'Бариста',
      company: { id: 8, name: 'Кофейня', logoUrl: null },
    });
    const { fake } = renderApp({
      path: '/board/vacancies/',
      ...AS_ADMIN,
      routes: [
        stub(LIST, { data: page([other, vacancyItem({ ...published, hiddenReason: 'expired' })]) }),
        stub(endpoints.vacancyWrite.vacancyDelete, { id: 9 }, { data: null }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Все вакансии' })).toBeTruthy();
    await screen.findByRole('listitem', { name: 'Бариста' });
    expect(within(row('Бариста')).getByText('Кофейня')).toBeTruthy();
    expect(within(row('Бариста')).getByText('Опубликована')).toBeTruthy();
    expect(
      within(row('Стажёр-аналитик')).getByText('Не видна студентам: срок публикации истёк'),
    ).toBeTruthy();
    expect(fake.requests[0]?.url.searchParams.get('scope')).toBe('all');
    expect(screen.queryByRole('link', { name: 'Новая вакансия' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Бариста' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Бариста' })).toBeNull());
  });
});
