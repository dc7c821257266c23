import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { INITIAL_DATA_ELEMENT_ID, type InitialDataPayload } from '../../shared/initial-data';
import { companyDetail, page, vacancyDetail, vacancyItem } from '../app/testing/board-fixtures';
import { stub } from '../app/testing/fake-fetch';
import { renderApp } from '../app/testing/render-app';
import { resetInitialData } from './initial-data';

// Leaflet is not what these tests are about; the map's own tests cover it.
vi.mock('../ui/map/load-leaflet', () => ({ loadLeaflet: () => new Promise(() => {}) }));

/** The element the server writes (src/server/http/shell.ts), as the page carries it. */
function inline(payload: InitialDataPayload | string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_DATA_ELEMENT_ID;
  element.textContent = typeof payload === 'string' ? payload : JSON.stringify(payload);
  document.body.append(element);
}

const apiPaths = (requests: readonly { url: URL }[]) => requests.map((request) => request.url.pathname);

beforeEach(resetInitialData);
afterEach(() => {
  cleanup();
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
});

describe('the first screen from the page (docs/decisions/027)', () => {
  it('a guest sees the inlined vacancy without asking the API', async () => {
    inline({ url: '/vacancy/5/', entries: { 'vacancy:5': vacancyDetail(5) } });
    const { fake } = renderApp({ path: '/vacancy/5/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' })).toBeTruthy();
    expect(apiPaths(fake.requests)).not.toContain('/api/vacancy/5/');
  });

  it('a signed-in student asks the API, which counts the view', async () => {
    inline({ url: '/vacancy/5/', entries: { 'vacancy:5': vacancyDetail(5, { title: 'Из страницы' }) } });
    const { fake } = renderApp({
      path: '/vacancy/5/',
      auth: { token: 'handle', kind: 'student' },
      routes: [stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5) })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' })).toBeTruthy();
    expect(apiPaths(fake.requests)).toContain('/api/vacancy/5/');
  });

  it('ignores data written for another address, and data that is no valid answer', async () => {
    inline({ url: '/vacancy/6/', entries: { 'vacancy:5': vacancyDetail(5, { title: 'Чужая' }) } });
    const other = renderApp({
      path: '/vacancy/5/',
      routes: [stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5) })],
    });
    await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' });
    expect(apiPaths(other.fake.requests)).toContain('/api/vacancy/5/');
    cleanup();
    document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
    resetInitialData();

    inline({ url: '/vacancy/5/', entries: { 'vacancy:5': { title: 'без остального' } } });
    const invalid = renderApp({
      path: '/vacancy/5/',
      routes: [stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5) })],
    });
    await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' });
    expect(apiPaths(invalid.fake.requests)).toContain('/api/vacancy/5/');
  });

  it('a malformed element reads as no data', async () => {
    inline('{"url": "/vacancy/5/", "entries": ');
    const { fake } = renderApp({
      path: '/vacancy/5/',
      routes: [stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5) })],
    });
    await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' });
    expect(apiPaths(fake.requests)).toContain('/api/vacancy/5/');
  });

  it('the list and its facets come from the page; the next page from the API', async () => {
    const first = {
      ...page([vacancyItem(1), vacancyItem(2)], 3, 1, true),
      facets: { types: [], tags: [], cities: [] },
    };
    inline({ url: '/vacancies/', entries: { vacancies: first } });
    const { fake } = renderApp({
      path: '/vacancies/',
      routes: [
        stub(endpoints.vacancy.vacancyList, { data: page([vacancyItem(3)], 3, 2, false) }),
        stub(endpoints.dictionary.vacancyTypeEndpoints.list, { data: page([], 0) }),
        stub(endpoints.dictionary.tagEndpoints.list, { data: page([], 0) }),
      ],
    });
    expect(await screen.findByText(/^Найдено 3\s?вакансии$/)).toBeTruthy();
    expect(apiPaths(fake.requests)).not.toContain('/api/vacancy/getItems');
    (await screen.findByRole('button', { name: /Показать ещё/ })).click();
    expect(await screen.findByText('Стажёр-разработчик 3')).toBeTruthy();
    const asked = fake.requests.filter((request) => request.url.pathname === '/api/vacancy/getItems');
    expect(asked.map((request) => request.url.searchParams.get('page'))).toEqual(['2']);
  });

  it('is spent by the first screen: the same page opened again asks the API', async () => {
    inline({
      url: '/company/7/',
      entries: { 'company:7': companyDetail(7), 'company-vacancies:7': page([], 0) },
    });
    const first = renderApp({ path: '/company/7/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Компания 7' })).toBeTruthy();
    expect(apiPaths(first.fake.requests).filter((path) => path !== '/api/tag/getItems')).toEqual([]);
    cleanup();

    const again = renderApp({
      path: '/company/7/',
      routes: [
        stub(endpoints.company.companyDetail, { id: 7 }, { data: companyDetail(7) }),
        stub(endpoints.vacancy.vacancyList, { data: page([], 0) }),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Компания 7' });
    expect(apiPaths(again.fake.requests)).toEqual(
      expect.arrayContaining(['/api/company/7/', '/api/vacancy/getItems']),
    );
  });
});
