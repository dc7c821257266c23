import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { VacancyListItem } from '../../../shared/contract/vacancy.contract';
import { dictionaryItem, page, vacancyItem } from '../../app/testing/board-fixtures';
import { type FakeAnswer, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { closeTopOverlay, openOverlayCount } from '../../platform/overlay-stack';
import { foundText } from './vacancies-screen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const TYPES = page([dictionaryItem(1, 'Стажировка', 12), dictionaryItem(2, 'Практика', 4)], 2);
const TAGS = page([dictionaryItem(3, 'TypeScript', 7), dictionaryItem(4, 'Python', 5)], 2);

function render(path: string, list: FakeAnswer<typeof endpoints.vacancy.vacancyList>) {
  return renderApp({
    path,
    routes: [
      stub(endpoints.dictionary.vacancyTypeEndpoints.list, { data: TYPES }),
      stub(endpoints.dictionary.tagEndpoints.list, { data: TAGS }),
      stub(endpoints.vacancy.vacancyList, list),
    ],
  });
}

/** A list answer with the chips' facet counts, as `[id, count]` pairs. */
function withFacets(
  answer: ReturnType<typeof page<VacancyListItem>>,
  types: [number, number][],
  tags: [number, number][],
) {
  const facets = {
    types: types.map(([id, count]) => ({ id, count })),
    tags: tags.map(([id, count]) => ({ id, count })),
    cities: [],
  };
  return { ...answer, facets };
}

const listRequests = (app: ReturnType<typeof renderApp>) =>
  app.fake.requests.filter((request) => request.url.pathname === '/api/vacancy/getItems');

describe('/vacancies/', () => {
  it('«К результатам» after the search box takes focus past the filters to the list (issue 24, item 11)', async () => {
    render('/vacancies/', { data: page([vacancyItem(1), vacancyItem(2)], 2) });
    await screen.findByRole('list', { name: 'Результаты поиска' });
    const search = screen.getByRole('searchbox', { name: 'Поиск вакансий' });
    const skip = screen.getByRole('link', { name: 'К результатам' });
    // Next after the search box in the reading order, before the chips and the filters.
    expect(search.compareDocumentPosition(skip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const firstChip = screen.getByRole('group', { name: 'Типы вакансий' });
    expect(skip.compareDocumentPosition(firstChip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(skip);
    const target = document.activeElement;
    expect(target?.id).toBe('vacancy-results');
    expect(target?.contains(screen.getByRole('list', { name: 'Результаты поиска' }))).toBe(true);
  });

  it('says how many were found, in Russian', () => {
    expect(foundText(1)).toBe('Найдена 1 вакансия');
    expect(foundText(21)).toBe('Найдена 21 вакансия');
    expect(foundText(1234)).toMatch(/^Найдено 1\s234 вакансии$/);
    expect(foundText(5)).toBe('Найдено 5 вакансий');
  });

  it('shows cards, the count, the type and tag chips', async () => {
    render('/vacancies/', {
      data: withFacets(page([vacancyItem(1), vacancyItem(2)], 2), [[1, 2]], [[3, 1]]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Вакансии и стажировки' })).toBeTruthy();
    expect(await screen.findByText('Найдено 2 вакансии')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Результаты поиска' });
    const card = within(list).getAllByRole('article')[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Стажёр-разработчик 1' }).getAttribute('href')).toBe(
      '/vacancy/1/',
    );
    expect(within(card).getByText(/^от 40\s000 до 60\s000 ₽ на руки$/)).toBeTruthy();
    expect(within(card).getByText('Подходит для практики')).toBeTruthy();
    expect(within(card).getByText('сегодня')).toBeTruthy();
    const types = await screen.findByRole('group', { name: 'Типы вакансий' });
    expect(within(types).getByRole('button', { name: 'Все' }).getAttribute('aria-pressed')).toBe('true');
    // The counts are the search's facets, not the dictionary's overall figures (12, 4).
    await waitFor(() =>
      expect(within(types).getByRole('button', { name: /Стажировка/ }).textContent).toBe('Стажировка, 2'),
    );
    expect(within(types).getByRole('button', { name: /Практика/ }).textContent).toBe('Практика, 0');
    const tags = screen.getByRole('group', { name: 'Теги' });
    expect(within(tags).getByRole('button', { name: /TypeScript/ }).textContent).toBe('TypeScript, 1');
  });

  it('chip counts follow the search', async () => {
    const app = render('/vacancies/', {
      data: withFacets(
        page([vacancyItem(1)], 16),
        [
          [1, 12],
          [2, 4],
        ],
        [],
      ),
    });
    const types = await screen.findByRole('group', { name: 'Типы вакансий' });
    await waitFor(() =>
      expect(within(types).getByRole('button', { name: /Практика/ }).textContent).toBe('Практика, 4'),
    );
    app.fake.on(endpoints.vacancy.vacancyList, {
      data: withFacets(page([vacancyItem(1)], 1), [[1, 1]], [[4, 1]]),
    });
    const input = screen.getByRole('searchbox', { name: 'Поиск вакансий' });
    fireEvent.change(input, { target: { value: 'python' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await screen.findByText('Найдена 1 вакансия');
    expect(listRequests(app).at(-1)?.url.searchParams.get('text')).toBe('python');
    expect(within(types).getByRole('button', { name: /Стажировка/ }).textContent).toBe('Стажировка, 1');
    expect(within(types).getByRole('button', { name: /Практика/ }).textContent).toBe('Практика, 0');
    const tags = screen.getByRole('group', { name: 'Теги' });
    expect(within(tags).getByRole('button', { name: /Python/ }).textContent).toBe('Python, 1');
    expect(within(tags).getByRole('button', { name: /TypeScript/ }).textContent).toBe('TypeScript, 0');
  });

  it('says «больше 1 000» for a capped total, hides partial chip counts and pages by the cursor', async () => {
    const facets = { types: [{ id: 1, count: 600 }], tags: [], cities: [], partial: true };
    const first = { items: [vacancyItem(1)], total: 1000, page: 1, hasMore: true, totalCapped: true };
    const app = render('/vacancies/', { data: { ...first, next: 'bi4xLjE', facets } });
    await screen.findByText('Найдено больше 1 000 вакансий');
    expect(screen.getByText(/^Показано 1 — всего больше 1\s000 вакансий$/)).toBeTruthy();
    const types = await screen.findByRole('group', { name: 'Типы вакансий' });
    expect(within(types).getByRole('button', { name: /Стажировка/ }).textContent).toBe('Стажировка');
    app.fake.on(endpoints.vacancy.vacancyList, {
      data: { ...first, items: [vacancyItem(2)], page: 2, hasMore: false },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByRole('link', { name: 'Стажёр-разработчик 2' });
    const second = listRequests(app).at(-1)?.url.searchParams;
    expect(second?.get('after')).toBe('bi4xLjE');
    expect(second?.get('page')).toBe('2');
    expect(foundText(1000, true)).toMatch(/^Найдено больше 1\s000 вакансий$/);
    expect(foundText(21, true)).toBe('Найдено больше 21 вакансии');
  });

  it('a chip filters, goes into the address, and starts the list again at page 1', async () => {
    const app = render('/vacancies/', {
      data: { items: [vacancyItem(1)], total: 30, page: 1, hasMore: true },
    });
    await screen.findByText('Найдено 30 вакансий');
    // Page 2 first, so a reset is visible.
    app.fake.on(endpoints.vacancy.vacancyList, {
      data: { items: [vacancyItem(2)], total: 30, page: 2, hasMore: true },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await screen.findByRole('link', { name: 'Стажёр-разработчик 2' });
    expect(listRequests(app).at(-1)?.url.searchParams.get('page')).toBe('2');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Стажёр-разработчик 2'));

    app.fake.on(endpoints.vacancy.vacancyList, { data: page([vacancyItem(9)], 1) });
    const tags = await screen.findByRole('group', { name: 'Теги' });
    fireEvent.click(within(tags).getByRole('button', { name: /TypeScript/ }));
    await screen.findByText('Найдена 1 вакансия');
    expect(window.location.search).toBe('?tags=3');
    const last = listRequests(app).at(-1);
    expect(last?.url.searchParams.get('tags')).toBe('3');
    expect(last?.url.searchParams.get('page')).toBe('1');
    expect(screen.queryByRole('link', { name: 'Стажёр-разработчик 2' })).toBeNull();
    expect(
      within(tags)
        .getByRole('button', { name: /TypeScript/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('reads filters from a shared link and sends them to the API', async () => {
    const app = render('/vacancies/?text=java&type=2&flags=suitsPractice&salaryFrom=50000', {
      data: page([vacancyItem(1)], 1),
    });
    await screen.findByText('Найдена 1 вакансия');
    const params = listRequests(app)[0]?.url.searchParams;
    expect(params?.get('text')).toBe('java');
    expect(params?.get('type')).toBe('2');
    expect(params?.get('flags')).toBe('suitsPractice');
    expect(params?.get('salaryFrom')).toBe('50000');
    expect((screen.getByRole('searchbox', { name: 'Поиск вакансий' }) as HTMLInputElement).value).toBe(
      'java',
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Подходит для практики' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('search, chips and sort change the address in place: the list stays one history entry', async () => {
    const app = render('/vacancies/', { data: page([vacancyItem(1)], 1) });
    await screen.findByText('Найдена 1 вакансия');
    const entries = window.history.length;
    const input = screen.getByRole('searchbox', { name: 'Поиск вакансий' });
    fireEvent.change(input, { target: { value: 'аналитик' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('text')).toBe('аналитик'));
    await waitFor(() => expect(listRequests(app).at(-1)?.url.searchParams.get('text')).toBe('аналитик'));
    const tags = await screen.findByRole('group', { name: 'Теги' });
    fireEvent.click(within(tags).getByRole('button', { name: /TypeScript/ }));
    await waitFor(() =>
      expect(window.location.search).toBe('?text=%D0%B0%D0%BD%D0%B0%D0%BB%D0%B8%D1%82%D0%B8%D0%BA&tags=3'),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Сортировка' }), { target: { value: 'newest' } });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('sort')).toBe('newest'));
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('text')).toBeNull());
    expect(window.history.length).toBe(entries);
  });

  it('the filter sheet is on the overlay stack while open: Back closes it first', async () => {
    // A phone: below the sidebar's breakpoint the filters open as a sheet.
    const phone = {
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    } as unknown as MediaQueryList;
    vi.spyOn(window, 'matchMedia').mockReturnValue(phone);
    render('/vacancies/', { data: page([vacancyItem(1)], 1) });
    await screen.findByText('Найдена 1 вакансия');
    fireEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    const sheet = document.querySelector('dialog.filter-sheet') as HTMLDialogElement;
    await waitFor(() => expect(sheet.open).toBe(true));
    expect(openOverlayCount()).toBe(1);
    act(() => {
      closeTopOverlay();
    });
    await waitFor(() => expect(sheet.open).toBe(false));
    expect(openOverlayCount()).toBe(0);
    expect(window.location.pathname).toBe('/vacancies/');
  });

  it('says what to do when nothing matched', async () => {
    render('/vacancies/?text=водолаз', { data: page([], 0) });
    expect(await screen.findByText('По вашему запросу ничего не нашлось')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сбросить поиск и фильтры' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('shows the error with a retry', async () => {
    const app = render('/vacancies/', { status: 500, message: 'Сервер недоступен' });
    expect(await screen.findByText('Сервер недоступен')).toBeTruthy();
    app.fake.on(endpoints.vacancy.vacancyList, { data: page([vacancyItem(1)], 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Найдена 1 вакансия')).toBeTruthy();
  });

  it('an empty board invites to come back later', async () => {
    render('/vacancies/', { data: page([], 0) });
    expect(await screen.findByText('Пока нет открытых вакансий')).toBeTruthy();
  });
});
