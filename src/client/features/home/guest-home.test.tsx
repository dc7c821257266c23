import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { vacancyItem } from '../../app/testing/board-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const page = (count: number) => ({
  data: {
    items: Array.from({ length: count }, (_, index) => vacancyItem(index + 1)),
    total: count,
    page: 1,
    hasMore: false,
  },
});

describe('/ for a guest', () => {
  it('shows one h1, the search, the newest vacancies and the way to register', async () => {
    const app = renderApp({ routes: [stub(endpoints.vacancy.vacancyList, page(2))] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вакансии и стажировки для студентов' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const list = await screen.findByRole('list', { name: 'Новые вакансии' });
    expect(within(list).getByRole('link', { name: 'Стажёр-разработчик 2' }).getAttribute('href')).toBe(
      '/vacancy/2/',
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Зарегистрироваться' }).getAttribute('href')).toBe(
      '/registration/',
    );
    expect(within(main).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login/');
    const request = app.fake.requests.find((item) => item.url.pathname === '/api/vacancy/getItems');
    expect(request?.url.searchParams.get('limit')).toBe('6');
    // The guest's home asks nothing of /api/home/.
    expect(app.fake.requests.some((item) => item.url.pathname === '/api/home/')).toBe(false);
  });

  it('searches on the vacancies page with the typed text', async () => {
    renderApp({ routes: [stub(endpoints.vacancy.vacancyList, page(0))] });
    const field = await screen.findByLabelText('Найти вакансию или стажировку');
    fireEvent.change(field, { target: { value: '  стажировка python ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(window.location.pathname).toBe('/vacancies/'));
    expect(new URLSearchParams(window.location.search).get('text')).toBe('стажировка python');
  });

  it('says so when there are no vacancies yet, and offers a retry when the list fails', async () => {
    renderApp({ routes: [stub(endpoints.vacancy.vacancyList, page(0))] });
    expect(await screen.findByText('Вакансий пока нет')).toBeTruthy();
    cleanup();
    renderApp({ routes: [stub(endpoints.vacancy.vacancyList, { networkError: true })] });
    expect(await screen.findByText('Не удалось загрузить вакансии')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
