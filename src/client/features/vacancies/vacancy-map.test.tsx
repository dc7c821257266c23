import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { VacancyPoints } from '../../../shared/contract/vacancy-map.contract';
import { dictionaryItem, page, vacancyItem } from '../../app/testing/board-fixtures';
import { type FakeAnswer, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

// happy-dom lays nothing out: the map's box gets a phone's size, so its area is an area.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(420);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const POINTS: VacancyPoints = {
  points: [
    {
      lat: 55.7944,
      lng: 49.1115,
      count: 7,
      items: [1, 2, 3, 4, 5].map((id) => ({ id, title: `Стажёр-разработчик ${id}`, company: 'Ромашка' })),
    },
    { lat: 55.7541, lng: 37.6204, count: 1, items: [{ id: 6, title: 'Аналитик', company: 'Альфа' }] },
  ],
  placed: 8,
  unplaced: 1,
  capped: false,
};

function render(path: string, points: FakeAnswer<typeof endpoints.vacancyMap.vacancyPoints>) {
  return renderApp({
    path,
    routes: [
      stub(endpoints.dictionary.vacancyTypeEndpoints.list, {
        data: page([dictionaryItem(1, 'Стажировка', 2)], 1),
      }),
      stub(endpoints.dictionary.tagEndpoints.list, { data: page([], 0) }),
      stub(endpoints.vacancy.vacancyList, { data: page([vacancyItem(1), vacancyItem(6)], 2) }),
      stub(endpoints.vacancyMap.vacancyPoints, points),
    ],
  });
}

const requestsTo = (app: ReturnType<typeof renderApp>, path: string) =>
  app.fake.requests
    .filter((request) => request.url.pathname === path)
    .map((request) => request.url.searchParams);

/** «На карте» of /vacancies/ (docs/decisions/064-map-and-list.md), with real Leaflet in happy-dom. */
describe('/vacancies/ on the map', () => {
  it('shows the search’s pins beside the list, and the area the user moved to narrows both', async () => {
    const app = render(`/vacancies/?text=python&city=${encodeURIComponent('Казань')}&view=map`, {
      data: POINTS,
    });
    const map = await screen.findByRole('region', { name: /^Карта вакансий поиска/ });
    // The list filters the map: the pins are asked with the list's own filters.
    await waitFor(() => expect(requestsTo(app, '/api/vacancy/getPoints').length).toBeGreaterThan(0));
    for (const asked of requestsTo(app, '/api/vacancy/getPoints'))
      expect(Object.fromEntries(asked)).toEqual({ text: 'python', city: 'Казань' });
    expect(
      await screen.findByText(
        'На карте 8 вакансий в 2 точках. Ещё 1 вакансия без места на карте (удалённо или город не указан) — в списке.',
      ),
    ).toBeTruthy();
    // One pin per point; the group's names its number, its popup the newest five and the rest.
    await waitFor(() => expect(map.querySelectorAll('.map-pin')).toHaveLength(2));
    const group = screen.getByRole('button', {
      name: '7 вакансий в этой точке, и ещё 2 вакансии — в списке под картой',
    });
    expect(group.querySelector('.map-pin__count')?.textContent).toBe('7');
    // Fitting the pins is the map's own move: it offers no new search.
    expect(screen.queryByRole('button', { name: 'Искать в этой области' })).toBeNull();
    fireEvent.click(group);
    await waitFor(() => expect(map.querySelectorAll('.map-popup__list a')).toHaveLength(5));
    expect(map.querySelector('.map-popup__list a')?.getAttribute('href')).toBe('/vacancy/1/');
    expect(screen.getByRole('button', { name: 'Аналитик, Альфа' })).toBeTruthy();
    // The readable list stays under the map.
    expect(
      within(screen.getByRole('list', { name: 'Результаты поиска' })).getAllByRole('article'),
    ).toHaveLength(2);

    // The map filters the list: nothing is asked while the user moves, only on the button.
    fireEvent.click(screen.getByRole('button', { name: 'Отдалить' }));
    const listCalls = requestsTo(app, '/api/vacancy/getItems').length;
    fireEvent.click(await screen.findByRole('button', { name: 'Искать в этой области' }));
    await waitFor(() => expect(requestsTo(app, '/api/vacancy/getItems').length).toBeGreaterThan(listCalls));
    const bbox = requestsTo(app, '/api/vacancy/getItems').at(-1)?.get('bbox') ?? '';
    const [south = 0, west = 0, north = 0, east = 0] = bbox.split(',').map(Number);
    expect(south < 55.75 && north > 55.8 && west < 37.62 && east > 49.11).toBe(true);
    expect(requestsTo(app, '/api/vacancy/getPoints').at(-1)?.get('bbox')).toBe(bbox);
    // Kept in the address (shareable, and Back returns to it) beside the view.
    expect(new URLSearchParams(window.location.search).get('bbox')).toBe(bbox);
    expect(new URLSearchParams(window.location.search).get('view')).toBe('map');
    expect(screen.queryByRole('button', { name: 'Искать в этой области' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Убрать: в области карты' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).has('bbox')).toBe(false));
    expect(requestsTo(app, '/api/vacancy/getItems').at(-1)?.has('bbox')).toBe(false);
  });

  it('switches views without asking for the list again, and says when the pins fail or are capped', async () => {
    const app = render('/vacancies/', { status: 500, message: 'Сервер недоступен.' });
    await screen.findByText('Найдено 2 вакансии');
    expect(screen.getByRole('button', { name: 'Списком' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'На карте' }));
    expect(await screen.findByText('Не удалось загрузить вакансии на карту')).toBeTruthy();
    expect(screen.getByText('Сервер недоступен.')).toBeTruthy();
    expect(requestsTo(app, '/api/vacancy/getItems')).toHaveLength(1);

    app.fake.on(endpoints.vacancyMap.vacancyPoints, () => ({
      data: { ...POINTS, capped: true, unplaced: 0 },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByText(
        'На карте 8 вакансий в 2 точках. Показаны 1 000 самых новых из найденных: уточните поиск или приблизьте карту и нажмите «Искать в этой области».',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Списком' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Карта вакансий/ })).toBeNull());
    expect(requestsTo(app, '/api/vacancy/getItems')).toHaveLength(1);
  });
});
