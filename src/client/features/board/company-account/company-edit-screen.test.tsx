import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { CompanyAccount } from '../../../../shared/contract/company-account';
import { renderApp } from '../../../app/testing/render-app';
import { AS_ADMIN, AS_COMPANY, fail, lastBody, ok, requestsTo } from '../testing/fixtures';

afterEach(cleanup);

const ACCOUNT: CompanyAccount = {
  id: 7,
  email: 'hr@romashka.ru',
  name: 'ООО Ромашка',
  inn: '7707083893',
  contactPerson: 'Ольга',
  phone: null,
  status: 'approved',
  statusReason: null,
  logoUrl: '/files/3/',
  bannerUrl: null,
};

const open = (routes = {}) =>
  renderApp({
    path: '/board/company/edit/',
    ...AS_COMPANY,
    routes: { 'GET /api/company/me/': ok(ACCOUNT), ...routes },
  });

it('is for companies only', async () => {
  renderApp({ path: '/board/company/edit/', ...AS_ADMIN, routes: {} });
  expect(await screen.findByRole('heading', { name: 'Раздел для компаний' })).toBeTruthy();
});

it('validates the INN, uploads a banner and sends only the changed picture', async () => {
  const { fake, platform } = open({
    'POST /api/files/': ok(
      { id: 9, kind: 'banner', mime: 'image/webp', size: 3, url: '/files/9/', originalName: 'b.png' },
      201,
    ),
    'PUT /api/company/me/': ok({ ...ACCOUNT, bannerUrl: '/files/9/' }),
  });
  const form = await screen.findByRole('form', { name: 'Данные компании' });
  expect(screen.getByRole('link', { name: 'Публичный профиль' }).getAttribute('href')).toBe(
    '/board/company/profile/',
  );
  fireEvent.change(within(form).getByLabelText('ИНН'), { target: { value: '123' } });
  fireEvent.blur(within(form).getByLabelText('ИНН'));
  expect(await within(form).findByText('ИНН — 10 цифр для организации или 12 для ИП.')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('ИНН'), { target: { value: '7707083893' } });

  const file = new File([new Uint8Array([1, 2, 3])], 'b.png', { type: 'image/png' });
  fireEvent.change(within(form).getByLabelText('Баннер'), { target: { files: [file] } });
  expect(await within(form).findByRole('img', { name: 'Баннер: предпросмотр' })).toBeTruthy();
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() =>
    expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Данные компании сохранены.' }),
  );
  expect(lastBody(fake.requests, 'PUT', '/api/company/me/')).toEqual({
    name: 'ООО Ромашка',
    inn: '7707083893',
    contactPerson: 'Ольга',
    phone: null,
    bannerFileId: 9,
  });
});

it('shows the server’s field errors and the password change refusal', async () => {
  const { fake } = open({
    'PUT /api/company/me/': fail(400, 'Проверьте поля.', {
      logoFileId: 'Файл не найден среди ваших загрузок.',
    }),
    'POST /api/company/changePass/': fail(429, 'Слишком много попыток. Попробуйте через 15 минут.'),
  });
  const form = await screen.findByRole('form', { name: 'Данные компании' });
  fireEvent.click(within(form).getByRole('button', { name: 'Убрать: Логотип' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() =>
    expect(lastBody(fake.requests, 'PUT', '/api/company/me/')).toMatchObject({ logoFileId: null }),
  );

  const password = screen.getByRole('form', { name: 'Сменить пароль' });
  const field = (label: string) => within(password).getByLabelText(label);
  fireEvent.change(field('Текущий пароль'), { target: { value: 'old password' } });
  fireEvent.change(field('Новый пароль'), { target: { value: 'a brand new passphrase' } });
  fireEvent.change(field('Повторите новый пароль'), { target: { value: 'a brand new passphrase' } });
  fireEvent.click(within(password).getByRole('button', { name: 'Сменить пароль' }));
  expect(await within(password).findByText('Слишком много попыток. Попробуйте через 15 минут.')).toBeTruthy();
  expect(requestsTo(fake.requests, 'POST', '/api/company/changePass/')).toHaveLength(1);
});
