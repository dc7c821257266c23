import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { AdminItem } from '../../../shared/contract/admin.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_ADMIN, AS_COMPANY, lastBody, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const SELF: AdminItem = { id: 1, email: 'root@uni.ru', name: 'Мария', self: true };
const OTHER: AdminItem = { id: 2, email: 'petr@uni.ru', name: 'Пётр', self: false };
const LIST = [stub(endpoints.admin.adminList, { data: { items: [SELF, OTHER] } })];

it('is for admins only', async () => {
  renderApp({ path: '/board/admin/edit/', ...AS_COMPANY, routes: LIST });
  expect(await screen.findByRole('heading', { name: 'Раздел для администраторов' })).toBeTruthy();
});

it('lists admins; one cannot delete oneself; deleting asks first and shows the server’s refusal', async () => {
  const { fake, platform } = renderApp({
    path: '/board/admin/edit/',
    ...AS_ADMIN,
    routes: [
      ...LIST,
      stub(endpoints.admin.adminDelete, { id: 2 }, fail(409, 'Нельзя удалить последнего администратора.')),
    ],
  });
  const self = await screen.findByRole('listitem', { name: 'Мария' });
  expect(within(self).queryByRole('button', { name: /Удалить/ })).toBeNull();
  const asked: string[] = [];
  platform.confirm = async (options) => {
    asked.push(options.message);
    return true;
  };
  fireEvent.click(screen.getByRole('button', { name: 'Удалить: Пётр' }));
  await waitFor(() =>
    expect(platform.toasts).toContainEqual({
      kind: 'error',
      message: 'Нельзя удалить последнего администратора.',
    }),
  );
  expect(asked[0]).toContain('petr@uni.ru');
  fake.on(endpoints.admin.adminDelete, { id: 2 }, { data: null });
  fireEvent.click(screen.getByRole('button', { name: 'Удалить: Пётр' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Пётр' })).toBeNull());
  expect(requestsTo(fake.requests, 'DELETE', '/api/admin/2/')).toHaveLength(2);
});

it('renames an admin', async () => {
  const { fake } = renderApp({
    path: '/board/admin/edit/',
    ...AS_ADMIN,
    routes: [
      ...LIST,
      stub(endpoints.admin.adminRename, { id: 2 }, { data: { ...OTHER, name: 'Пётр Иванович' } }),
    ],
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Переименовать: Пётр' }));
  fireEvent.change(screen.getByLabelText('Новое имя'), { target: { value: ' ' } });
  expect(await screen.findByText('Введите имя.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Новое имя'), { target: { value: 'Пётр Иванович' } });
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('listitem', { name: 'Пётр Иванович' })).toBeTruthy();
  expect(lastBody(fake.requests, 'PUT', '/api/admin/2/')).toEqual({ name: 'Пётр Иванович' });
});

it('adds an admin: validates as typed, shows a taken email at its field, then offers a fresh form', async () => {
  const { fake } = renderApp({
    path: '/board/admin/edit/',
    ...AS_ADMIN,
    routes: [
      ...LIST,
      stub(endpoints.admin.adminCreate, fail(400, 'Проверьте поля.', { email: 'Этот email уже занят.' })),
    ],
  });
  const form = await screen.findByRole('form', { name: 'Новый администратор' });
  const field = (label: string) => within(form).getByLabelText(label);
  fireEvent.click(within(form).getByRole('button', { name: 'Добавить администратора' }));
  expect(await within(form).findByText('Введите email.')).toBeTruthy();
  fireEvent.change(field('Пароль'), { target: { value: 'short' } });
  fireEvent.blur(field('Пароль'));
  expect(await within(form).findByText('Пароль не короче 8 символов.')).toBeTruthy();
  expect(requestsTo(fake.requests, 'POST', '/api/admin/')).toEqual([]);

  fireEvent.change(field('Email'), { target: { value: 'New@Uni.ru' } });
  fireEvent.change(field('Имя'), { target: { value: 'Ольга' } });
  fireEvent.change(field('Пароль'), { target: { value: 'a long enough passphrase' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Добавить администратора' }));
  expect(await within(form).findByText('Этот email уже занят.')).toBeTruthy();
  expect(lastBody(fake.requests, 'POST', '/api/admin/')).toEqual({
    email: 'new@uni.ru',
    name: 'Ольга',
    password: 'a long enough passphrase',
  });

  fake.on(endpoints.admin.adminCreate, { data: { id: 3, email: 'new@uni.ru', name: 'Ольга', self: false } });
  fireEvent.click(within(form).getByRole('button', { name: 'Добавить администратора' }));
  expect(await screen.findByRole('listitem', { name: 'Ольга' })).toBeTruthy();
  // Ready for the next admin: empty, and none of the earlier submits' errors shown.
  expect((field('Email') as HTMLInputElement).value).toBe('');
  expect(within(form).queryByText('Введите email.')).toBeNull();
  expect(within(form).queryByText('Пароль не короче 8 символов.')).toBeNull();
});

it('filters the loaded admins by name or email without asking the server again', async () => {
  const { fake } = renderApp({ path: '/board/admin/edit/', ...AS_ADMIN, routes: LIST });
  await screen.findByRole('listitem', { name: 'Пётр' }, { timeout: 5000 });
  fireEvent.change(screen.getByLabelText('Поиск по администраторам'), { target: { value: 'PETR@' } });
  fireEvent.submit(screen.getByRole('search'));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Мария' })).toBeNull());
  expect(screen.getByRole('listitem', { name: 'Пётр' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Поиск по администраторам'), { target: { value: 'никто' } });
  fireEvent.submit(screen.getByRole('search'));
  expect(await screen.findByText('Ничего не нашлось.')).toBeTruthy();
  expect(requestsTo(fake.requests, 'GET', '/api/admin/getItems')).toHaveLength(1);
});

it('resets another admin’s second factor after asking; not one’s own', async () => {
  const { fake, platform } = renderApp({
    path: '/board/admin/edit/',
    ...AS_ADMIN,
    routes: [...LIST, stub(endpoints.twoFactor.secondFactorReset, { data: null })],
  });
  const self = await screen.findByRole('listitem', { name: 'Мария' });
  expect(within(self).queryByRole('button', { name: /второй фактор/ })).toBeNull();
  const asked: string[] = [];
  platform.confirm = async (options) => {
    asked.push(options.message);
    return true;
  };
  fireEvent.click(screen.getByRole('button', { name: 'Сбросить второй фактор: Пётр' }));
  await waitFor(() => expect(platform.toasts.at(-1)?.kind).toBe('success'));
  expect(asked[0]).toContain('petr@uni.ru');
  expect(lastBody(fake.requests, 'POST', '/api/two-factor/reset/')).toEqual({ adminId: 2 });
});
