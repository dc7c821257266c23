import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { SearchSynonym } from '../../../shared/contract/search-synonym.contract';
import { AS_ADMIN, AS_COMPANY, lastBody, page, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const PATH = '/board/search-synonyms/';
const PYTHON: SearchSynonym = {
  id: 1,
  typed: 'питон',
  means: 'python',
  updatedAt: '2026-11-28T09:00:00.000Z',
};
const JAVA: SearchSynonym = { id: 2, typed: 'джава', means: 'java', updatedAt: '2026-11-28T09:00:00.000Z' };
const { searchSynonymCreate, searchSynonymList, searchSynonymRemove, searchSynonymUpdate } =
  endpoints.searchSynonym;
const LIST = stub(searchSynonymList, { data: page([JAVA, PYTHON]) });

it('is for admins only', async () => {
  renderApp({ path: PATH, ...AS_COMPANY, routes: [LIST] });
  expect(await screen.findByRole('heading', { name: 'Раздел для администраторов' })).toBeTruthy();
});

it('lists the entries, adds one with the server’s field error shown, then asks the list again', async () => {
  const { fake, platform } = renderApp({
    path: PATH,
    ...AS_ADMIN,
    routes: [
      LIST,
      stub(searchSynonymCreate, fail(400, 'Проверьте поля.', { typed: 'Это слово уже есть в словаре.' })),
    ],
  });
  expect(await screen.findByRole('listitem', { name: /^питон\s+означает\s+python$/ })).toBeTruthy();
  const form = screen.getByRole('form', { name: 'Новый синоним' });
  const add = () => fireEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
  add();
  expect(await within(form).findByText('Напишите слово, которое вводят в поиск.')).toBeTruthy();
  expect(requestsTo(fake.requests, 'POST', '/api/search-synonym/')).toEqual([]);

  fireEvent.change(within(form).getByLabelText(/^Что вводят/), { target: { value: ' Питон ' } });
  fireEvent.change(within(form).getByLabelText(/^Что это означает/), { target: { value: 'Python' } });
  add();
  expect(await within(form).findByText('Это слово уже есть в словаре.')).toBeTruthy();
  expect(lastBody(fake.requests, 'POST', '/api/search-synonym/')).toEqual({
    typed: 'питон',
    means: 'python',
  });

  fake.on(searchSynonymCreate, { data: { ...PYTHON, id: 3, typed: 'пайтон' } });
  fireEvent.change(within(form).getByLabelText(/^Что вводят/), { target: { value: 'пайтон' } });
  add();
  await waitFor(() =>
    expect(requestsTo(fake.requests, 'GET', '/api/search-synonym/getItems')).toHaveLength(2),
  );
  expect(platform.toasts.at(-1)?.kind).toBe('success');
});

it('edits an entry in the same form, and removes one after asking', async () => {
  const { fake, platform } = renderApp({
    path: PATH,
    ...AS_ADMIN,
    routes: [
      LIST,
      stub(searchSynonymUpdate, { id: 1 }, { data: { ...PYTHON, means: 'python3' } }),
      stub(searchSynonymRemove, { id: 2 }, { data: JAVA }),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Изменить: питон' }));
  const form = await screen.findByRole('form', { name: 'Изменить: питон' });
  expect(document.activeElement).toBe(within(form).getByLabelText(/^Что вводят/));
  const means = within(form).getByLabelText(/^Что это означает/) as HTMLInputElement;
  expect(means.value).toBe('python');
  fireEvent.change(means, { target: { value: 'python3' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('listitem', { name: /^питон\s+означает\s+python3$/ })).toBeTruthy();
  expect(lastBody(fake.requests, 'PUT', '/api/search-synonym/1/')).toEqual({
    typed: 'питон',
    means: 'python3',
  });
  expect(screen.getByRole('form', { name: 'Новый синоним' })).toBeTruthy();

  expect(screen.getByRole('listitem', { name: /^джава\s+означает\s+java$/ })).toBeTruthy();
  platform.confirm = async () => true;
  fireEvent.click(screen.getByRole('button', { name: 'Удалить: джава' }));
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: /^джава\s+означает\s+java$/ })).toBeNull(),
  );
  expect(platform.toasts.at(-1)).toEqual({ kind: 'success', message: 'Синоним удалён.' });
});
