import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { companyDetail, companyItem, page, vacancyItem } from '../../app/testing/board-fixtures';
import { screenRequests, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { siteLabel } from './company-profile';

vi.mock('../../ui/map/load-leaflet', () => ({ loadLeaflet: () => new Promise(() => {}) }));

afterEach(cleanup);

describe('/companies/', () => {
  it('lists companies with initials, summary and open vacancies; loads more; searches', async () => {
    const app = renderApp({
      path: '/companies/',
      routes: [
        stub(endpoints.company.companyList, {
          data: {
            items: [companyItem(1), companyItem(2, { openVacancies: 0 })],
            total: 3,
            page: 1,
            hasMore: true,
          },
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Компании' });
    const first = within(list).getAllByRole('article')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Компания 1' }).getAttribute('href')).toBe('/company/1/');
    expect(within(first).getByText('3 открытые вакансии')).toBeTruthy();
    expect(within(list).getByText('Нет открытых вакансий')).toBeTruthy();
    expect(first.querySelector('.avatar--initials')?.textContent).toBe('К1');

    app.fake.on(endpoints.company.companyList, {
      data: { items: [companyItem(3)], total: 3, page: 2, hasMore: false },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('link', { name: 'Компания 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();

    app.fake.on(endpoints.company.companyList, { data: page([], 0) });
    // A search replaces the list's history entry: Back leaves the list in one press.
    const entries = window.history.length;
    const input = screen.getByRole('searchbox', { name: 'Поиск компаний' });
    fireEvent.change(input, { target: { value: 'Сбер' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Компаний по запросу «Сбер» не нашлось')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('text')).toBe('Сбер');
    const last = screenRequests(app.fake.requests).at(-1);
    expect(last?.url.searchParams.get('text')).toBe('Сбер');
    expect(last?.url.searchParams.get('page')).toBe('1');
    fireEvent.change(input, { target: { value: 'Яндекс' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('text')).toBe('Яндекс'));
    expect(window.history.length).toBe(entries);
  });

  it('shows an error with a retry', async () => {
    renderApp({ path: '/companies/', routes: [stub(endpoints.company.companyList, { networkError: true })] });
    expect(await screen.findByText('Не удалось загрузить компании')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});

describe('/company/:id/', () => {
  it('shows the profile, the projects carousel and the open vacancies of this company', async () => {
    const app = renderApp({
      path: '/company/7/',
      routes: [
        stub(endpoints.company.companyDetail, { id: 7 }, { data: companyDetail(7) }),
        stub(endpoints.vacancy.vacancyList, { data: page([vacancyItem(1)], 1) }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Компания 7' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'romashka.ru' }).getAttribute('href')).toBe(
      'https://www.romashka.ru/about',
    );
    const carousel = screen.getByRole('region', { name: 'Проекты компании' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('карусель');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 из 2', '2 из 2']);
    expect(within(carousel).getByRole('heading', { name: 'Платформа практик' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Стажёр-разработчик 1' })).toBeTruthy();
    await waitFor(() => {
      const request = app.fake.requests.find((item) => item.url.pathname === '/api/vacancy/getItems');
      expect(request?.url.searchParams.get('company')).toBe('7');
    });
    expect(screen.getByRole('region', { name: /^Карта: / })).toBeTruthy();
  });

  it('leads the address with the company’s city where the address does not name it', async () => {
    const kazan = { id: 928, name: 'Казань', region: 'Республика Татарстан' };
    renderApp({
      path: '/company/7/',
      routes: [
        stub(
          endpoints.company.companyDetail,
          { id: 7 },
          { data: companyDetail(7, { city: kazan, address: 'ул. Баумана, 1', lat: null, lng: null }) },
        ),
        stub(endpoints.vacancy.vacancyList, { data: page([], 0) }),
      ],
    });
    expect(await screen.findByText('Казань, ул. Баумана, 1')).toBeTruthy();
    cleanup();

    renderApp({
      path: '/companies/',
      routes: [
        stub(endpoints.company.companyList, {
          data: page(
            [
              companyItem(1, { city: kazan, address: 'г. Казань, ул. Баумана, 1' }),
              companyItem(2, { city: kazan, address: null }),
            ],
            2,
          ),
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Компании' });
    const [named, bare] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(named).getByText('· г. Казань, ул. Баумана, 1')).toBeTruthy();
    expect(within(bare).getByText('· Казань')).toBeTruthy();
  });

  it('shows «Отвечает на отклики» with the median time only when the server gives it', async () => {
    renderApp({
      path: '/company/7/',
      routes: [
        stub(
          endpoints.company.companyDetail,
          { id: 7 },
          { data: companyDetail(7, { responseBadge: { medianHours: 29 } }) },
        ),
        stub(endpoints.vacancy.vacancyList, { data: page([], 0) }),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Компания 7' });
    expect(screen.getByText('Отвечает на отклики').parentElement?.textContent).toBe(
      'Отвечает на откликиобычно за 29 ч',
    );
    cleanup();
    renderApp({
      path: '/company/7/',
      routes: [
        stub(endpoints.company.companyDetail, { id: 7 }, { data: companyDetail(7, { responseBadge: null }) }),
        stub(endpoints.vacancy.vacancyList, { data: page([], 0) }),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Компания 7' });
    expect(screen.queryByText('Отвечает на отклики')).toBeNull();
  });

  it('says when a company has no open vacancies', async () => {
    renderApp({
      path: '/company/7/',
      routes: [
        stub(endpoints.company.companyDetail, { id: 7 }, { data: companyDetail(7, { projects: [] }) }),
        stub(endpoints.vacancy.vacancyList, { data: page([], 0) }),
      ],
    });
    expect(await screen.findByText('Сейчас открытых вакансий нет')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Проекты' })).toBeNull();
  });

  it('shows a wide logo whole, in the list and on the profile (a photo fills its square, a logo does not)', async () => {
    const logoUrl = '/files/9/wide-logo.png';
    renderApp({
      path: '/company/7/',
      routes: [
        stub(
          endpoints.company.companyDetail,
          { id: 7 },
          { data: companyDetail(7, { logoUrl, projects: [] }) },
        ),
        stub(endpoints.vacancy.vacancyList, { data: page([], 0) }),
      ],
    });
    await screen.findByText('Сейчас открытых вакансий нет');
    const logo = document.querySelector(`img[src="${logoUrl}"]`);
    expect(logo?.classList.contains('avatar--logo')).toBe(true);
    cleanup();
    renderApp({
      path: '/companies/',
      routes: [
        stub(endpoints.company.companyList, {
          data: { items: [companyItem(1, { logoUrl })], total: 1, page: 1, hasMore: false },
        }),
      ],
    });
    await screen.findByRole('link', { name: 'Компания 1' });
    expect(document.querySelector(`img[src="${logoUrl}"]`)?.classList.contains('avatar--logo')).toBe(true);
  });

  it('answers an unknown company with a Russian 404', async () => {
    renderApp({
      path: '/company/99/',
      routes: [stub(endpoints.company.companyDetail, { id: 99 }, { status: 404, message: 'Нет' })],
    });
    expect(await screen.findByRole('heading', { name: 'Компания не найдена' })).toBeTruthy();
  });

  it('prints a site as people read it', () => {
    expect(siteLabel('https://www.romashka.ru/about')).toBe('romashka.ru');
    expect(siteLabel('not a url')).toBe('not a url');
  });
});
