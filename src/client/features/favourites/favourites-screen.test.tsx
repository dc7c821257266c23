import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { messages } from '../../../shared/messages';
import { menuFor } from '../../app/menu-config';
import { page, vacancyDetail, vacancyItem } from '../../app/testing/board-fixtures';
import { fail, held, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { studentListItem } from '../../app/testing/student-list-fixtures';
import { favouritesAtom } from '../../lib/app-state';

afterEach(cleanup);

const STUDENT = { token: 't', kind: 'student' } as const;
const IDS = [stub(endpoints.favourite.favouriteIds, { data: { ids: [1] } })];

describe('/favourites/', () => {
  it('lists the student’s favourite vacancies with load more', async () => {
    const app = renderApp({
      path: '/favourites/',
      auth: STUDENT,
      routes: [
        ...IDS,
        stub(endpoints.favourite.favouriteItems, { data: page([vacancyItem(1)], 2, 1, true) }),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Стажёр-разработчик 1' })).toBeTruthy();
    await waitFor(() => expect(app.store.get(favouritesAtom)).toEqual({ 'vacancy:1': true }));
    expect(screen.getByRole('button', { name: 'Убрать из избранного' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    app.fake.on(endpoints.favourite.favouriteItems, { data: page([vacancyItem(2)], 2, 2, false) });
    fireEvent.click(screen.getByRole('button', { name: /Показать ещё/ }));
    expect(await screen.findByRole('link', { name: 'Стажёр-разработчик 2' })).toBeTruthy();
    const lists = app.fake.requests.filter((request) => request.url.pathname === '/api/favourite/getItems');
    // Development mode mounts twice, so page 1 may be asked for twice; page 2 only on «load more».
    expect(new Set(lists.map((request) => request.url.searchParams.get('page')))).toEqual(
      new Set(['1', '2']),
    );
    expect(lists[0]?.url.searchParams.get('targetKind')).toBe('vacancy');
  });

  it('says how to fill an empty list', async () => {
    renderApp({
      path: '/favourites/',
      auth: STUDENT,
      routes: [...IDS, stub(endpoints.favourite.favouriteItems, { data: page([], 0) })],
    });
    expect(await screen.findByText(messages.favouritesEmpty)).toBeTruthy();
  });

  it('asks a guest to sign in, and asks the server nothing', async () => {
    const app = renderApp({ path: '/favourites/' });
    const link = await screen.findByRole('link', { name: 'Войти как студент' });
    expect(link.getAttribute('href')).toBe('/login/?next=%2Ffavourites%2F');
    expect(app.fake.requests.filter((request) => request.url.pathname.includes('favourite'))).toEqual([]);
  });
});

describe('the heart', () => {
  it('turns on at once, then rolls back with the toast when the server refuses', async () => {
    const pending = held(endpoints.favourite.favouriteSwitch);
    const app = renderApp({
      path: '/vacancy/5/',
      auth: STUDENT,
      routes: [
        stub(endpoints.favourite.favouriteIds, { data: { ids: [] } }),
        stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5) }),
        stub(endpoints.favourite.favouriteSwitch, pending.answer),
      ],
    });
    const heart = await screen.findByRole('button', { name: 'Добавить в избранное' });
    await waitFor(() =>
      expect(app.fake.requests.some((request) => request.url.pathname === '/api/favourite/ids')).toBe(true),
    );
    fireEvent.click(heart);
    // Optimistic: state, storage and the button change before the server answers.
    await waitFor(() => expect(app.store.get(favouritesAtom)).toEqual({ 'vacancy:5': true }));
    expect(JSON.parse(app.platform.store.get('favourites') ?? '{}')).toEqual({ 'vacancy:5': true });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe('Убрать из избранного');
    const sent = app.fake.requests.find((request) => request.url.pathname === '/api/favourite/switch');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ targetKind: 'vacancy', targetId: 5 });

    pending.release(fail(403, messages.forbidden));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(app.store.get(favouritesAtom)).toEqual({});
    expect(JSON.parse(app.platform.store.get('favourites') ?? 'null')).toEqual({});
    expect(app.platform.toasts).toEqual([
      { kind: 'error', message: 'Не удалось обновить избранное. Попробуйте ещё раз.' },
    ]);
  });

  it('keeps the new state, stored, when the server agrees; rolls back on a network failure', async () => {
    const app = renderApp({
      path: '/vacancy/5/',
      auth: STUDENT,
      routes: [
        stub(endpoints.favourite.favouriteIds, { data: { ids: [] } }),
        stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5) }),
        stub(endpoints.favourite.favouriteSwitch, { data: { favourite: true } }),
      ],
    });
    const heart = await screen.findByRole('button', { name: 'Добавить в избранное' });
    await waitFor(() =>
      expect(app.fake.requests.some((request) => request.url.pathname === '/api/favourite/ids')).toBe(true),
    );
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(app.fake.requests.some((request) => request.url.pathname === '/api/favourite/switch')).toBe(
        true,
      ),
    );
    expect(JSON.parse(app.platform.store.get('favourites') ?? '{}')).toEqual({ 'vacancy:5': true });
    expect(app.platform.toasts).toEqual([]);

    app.fake.on(endpoints.favourite.favouriteSwitch, { networkError: true });
    fireEvent.click(heart);
    await waitFor(() => expect(app.platform.toasts).toHaveLength(1));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(app.store.get(favouritesAtom)).toEqual({ 'vacancy:5': true });
  });

  it('is shown to students only', async () => {
    renderApp({
      path: '/vacancy/5/',
      auth: { token: 't', kind: 'company' },
      routes: [stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5) })],
    });
    expect(await screen.findByRole('heading', { name: 'Стажёр-разработчик 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить в избранное' })).toBeNull();
  });
});

describe('/favourites/ for a company', () => {
  const COMPANY = { token: 't', kind: 'company' } as const;

  it('draws the students list’s card, linking to the student’s page, with the heart on', async () => {
    renderApp({
      path: '/favourites/',
      auth: COMPANY,
      routes: [
        stub(endpoints.favourite.favouriteIds, { data: { ids: [4] } }),
        stub(endpoints.favourite.favouriteItems, {
          data: page([studentListItem({ id: 4, name: 'Анна Ёлкина', contacts: null })], 1),
        }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Анна Ёлкина' });
    expect(within(card).getByRole('link', { name: 'Анна Ёлкина' }).getAttribute('href')).toBe(
      '/students/?id=4',
    );
    expect(within(card).getByText('МГУ · ВМК · 3 курс · выпуск 2028')).toBeTruthy();
    expect(within(card).getByText('Python')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Подробнее' })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: 'Убрать из избранного' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });

  it('shows a skeleton while loading, and an empty list says how to fill it', async () => {
    const pending = held(endpoints.favourite.favouriteItems);
    renderApp({
      path: '/favourites/',
      auth: COMPANY,
      routes: [
        stub(endpoints.favourite.favouriteIds, { data: { ids: [] } }),
        stub(endpoints.favourite.favouriteItems, pending.answer),
      ],
    });
    expect((await screen.findByText('Загрузка избранного…')).closest('[aria-busy="true"]')).toBeTruthy();
    pending.release({ data: page([], 0) });
    expect(await screen.findByText('В избранном пока пусто — отмечайте студентов сердечком')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все студенты' }).getAttribute('href')).toBe('/students/');
  });

  it('is in the company’s menu', () => {
    expect(menuFor('company').map((entry) => entry.href)).toContain('/favourites/');
  });
});
