import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_ADMIN, dictionaryItem, page, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, screenRequests, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const ITEMS = [
  dictionaryItem({ id: 1, name: 'Python', vacancyCount: 3 }),
  dictionaryItem({ id: 2, name: 'Go' }),
  dictionaryItem({ id: 3, name: 'Rust' }),
];

const loaded = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });
const bar = () => screen.getByRole('toolbar', { name: /^Выбрано/ });

it('deletes the selected tags after a destructive confirmation and reports the refused one', async () => {
  const { fake, platform } = renderApp({
    path: '/board/tags/',
    ...AS_ADMIN,
    routes: [
      stub(endpoints.dictionary.tagEndpoints.list, { data: page(ITEMS) }),
      stub(endpoints.dictionary.tagEndpoints.remove, { id: 1 }, fail(409, 'Тег указан в вакансиях.')),
      stub(endpoints.dictionary.tagEndpoints.remove, { id: 2 }, { data: null }),
    ],
  });
  await loaded('Python');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Python' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Go' }));
  const asked: { message: string; destructive: boolean | undefined }[] = [];
  platform.confirm = async (options) => {
    asked.push({ message: options.message, destructive: options.destructive });
    return asked.length > 1;
  };
  fireEvent.click(within(bar()).getByRole('button', { name: 'Удалить' }));
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(asked[0]).toEqual({
    message: 'Удалить 2 тега навсегда? Из них в вакансиях указано: 1 тег.',
    destructive: true,
  });
  expect(requestsTo(fake.requests, 'DELETE', '/api/tag/1/')).toEqual([]);

  fireEvent.click(within(bar()).getByRole('button', { name: 'Удалить' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Go' })).toBeNull());
  expect(screen.getByRole('listitem', { name: 'Python' })).toBeTruthy();
  expect(platform.toasts.at(-1)).toEqual({
    kind: 'warning',
    message: 'Готово: 1 запись. Не получилось для 1 записи: Тег указан в вакансиях.',
  });
  expect(screen.getByText('Показано 2 из 2 тегов')).toBeTruthy();
});

it('searches by name through the API', async () => {
  const { fake } = renderApp({
    path: '/board/vacancy-types/',
    ...AS_ADMIN,
    routes: [stub(endpoints.dictionary.vacancyTypeEndpoints.list, { data: page(ITEMS) })],
  });
  await loaded('Python');
  fake.on(endpoints.dictionary.vacancyTypeEndpoints.list, { data: page([]) });
  fireEvent.change(screen.getByLabelText('Поиск по типам вакансий'), { target: { value: 'стаж' } });
  fireEvent.submit(screen.getByRole('search'));
  expect(await screen.findByText('Ничего не нашлось.')).toBeTruthy();
  const last = screenRequests(fake.requests).at(-1)?.url.searchParams;
  expect(last?.get('text')).toBe('стаж');
  expect(last?.get('includeHidden')).toBe('true');
});
