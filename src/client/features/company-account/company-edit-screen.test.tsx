import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { CompanyAccount } from '../../../shared/contract/company-account.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import { verificationMessages } from '../../../shared/verification-messages';
import { AS_ADMIN, AS_COMPANY, lastBody, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

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
  logoUrl: '/files/L0goT0kenL0goT0kenL03/',
  bannerUrl: null,
  identityChange: null,
};
const PROPOSED = { name: 'Ромашка Групп', inn: '500100732259', contactPerson: 'Пётр' };
const IN_REVIEW: CompanyAccount = {
  ...ACCOUNT,
  identityChange: {
    status: 'pending',
    proposed: PROPOSED,
    reason: null,
    requestedAt: '2026-03-02T10:00:00.000Z',
  },
};

const open = (routes: readonly Stub[] = [], account = ACCOUNT) =>
  renderApp({
    path: '/board/company/edit/',
    ...AS_COMPANY,
    routes: [stub(endpoints.profile.companyAccount, { data: account }), ...routes],
  });

it('is for companies only', async () => {
  renderApp({ path: '/board/company/edit/', ...AS_ADMIN, routes: [] });
  expect(await screen.findByRole('heading', { name: 'Раздел для компаний' })).toBeTruthy();
});

it('holds the account only: the pictures live in the profile, which it links to', async () => {
  open();
  const form = await screen.findByRole('form', { name: 'Данные компании' });
  expect(screen.getByRole('link', { name: 'Перейти в профиль компании' }).getAttribute('href')).toBe(
    '/board/company/profile/',
  );
  expect(within(form).queryByLabelText('Логотип')).toBeNull();
  expect(within(form).queryByLabelText('Баннер')).toBeNull();
});

it('checks the INN checksum, then tells a verified company its new identity waits for review', async () => {
  const { fake, platform } = open([stub(endpoints.profile.companyAccountSave, { data: IN_REVIEW })]);
  const form = await screen.findByRole('form', { name: 'Данные компании' });
  const inn = within(form).getByLabelText('ИНН');
  fireEvent.change(inn, { target: { value: '7707083894' } });
  fireEvent.blur(inn);
  expect(await within(form).findByText('ИНН с ошибкой: не сходится контрольная цифра.')).toBeTruthy();

  fireEvent.change(within(form).getByLabelText('Название'), { target: { value: PROPOSED.name } });
  fireEvent.change(inn, { target: { value: PROPOSED.inn } });
  fireEvent.change(within(form).getByLabelText('Контактное лицо'), {
    target: { value: PROPOSED.contactPerson },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() =>
    expect(platform.toasts).toContainEqual({
      kind: 'success',
      message: verificationMessages.identitySentToReview,
    }),
  );
  expect(lastBody(fake.requests, 'PUT', '/api/company/me/')).toEqual({ ...PROPOSED, phone: null });
  expect(await screen.findByText(/Новые данные: «Ромашка Групп», ИНН 500100732259/)).toBeTruthy();
  expect(screen.getByText(/студенты видят прежние: «ООО Ромашка», ИНН 7707083893/)).toBeTruthy();
});

it('starts from a pending proposal, so saving the phone keeps it in review', async () => {
  const { fake } = open([stub(endpoints.profile.companyAccountSave, { data: IN_REVIEW })], IN_REVIEW);
  const form = await screen.findByRole('form', { name: 'Данные компании' });
  expect((within(form).getByLabelText('Название') as HTMLInputElement).value).toBe(PROPOSED.name);
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(lastBody(fake.requests, 'PUT', '/api/company/me/')).toMatchObject(PROPOSED));
});

it('tells a denied company why, and sends it back for review on request', async () => {
  const denied = { ...ACCOUNT, status: 'denied' as const, statusReason: 'ИНН не найден в ЕГРЮЛ' };
  const { fake, platform } = open(
    [stub(endpoints.verification.reviewRequest, { data: { status: 'pending' } })],
    denied,
  );
  expect(await screen.findByText('Причина: ИНН не найден в ЕГРЮЛ')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Запросить повторную проверку' }));
  await waitFor(() =>
    expect(platform.toasts).toContainEqual({
      kind: 'success',
      message: verificationMessages.reviewRequested,
    }),
  );
  expect(requestsTo(fake.requests, 'POST', '/api/account/review-request/')).toHaveLength(1);
});

it('saves a denied company’s unsaved edits before it asks for review (issue 24, item 4)', async () => {
  const denied = { ...ACCOUNT, status: 'denied' as const, statusReason: 'ИНН не найден в ЕГРЮЛ' };
  const { fake } = open(
    [
      stub(endpoints.profile.companyAccountSave, { data: { ...denied, contactPerson: 'Пётр' } }),
      stub(endpoints.verification.reviewRequest, { data: { status: 'pending' } }),
    ],
    denied,
  );
  const form = await screen.findByRole('form', { name: 'Данные компании' });
  fireEvent.change(within(form).getByLabelText('Контактное лицо'), { target: { value: 'Пётр' } });
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить и запросить повторную проверку' }));
  await waitFor(() =>
    expect(requestsTo(fake.requests, 'POST', '/api/account/review-request/')).toHaveLength(1),
  );
  const order = fake.requests.map((request) => request.url.pathname);
  expect(order.indexOf('/api/company/me/')).toBeGreaterThan(-1);
  expect(order.indexOf('/api/account/review-request/')).toBeGreaterThan(order.indexOf('/api/company/me/'));
  expect(lastBody(fake.requests, 'PUT', '/api/company/me/')).toMatchObject({ contactPerson: 'Пётр' });
});

it('shows the password change refusal', async () => {
  const { fake } = open([
    stub(
      endpoints.password.passwordChange.company,
      fail(429, 'Слишком много попыток. Попробуйте через 15 минут.'),
    ),
  ]);
  const password = await screen.findByRole('form', { name: 'Сменить пароль' });
  const field = (label: string) => within(password).getByLabelText(label);
  fireEvent.change(field('Текущий пароль'), { target: { value: 'old password' } });
  fireEvent.change(field('Новый пароль'), { target: { value: 'a brand new passphrase' } });
  fireEvent.change(field('Повторите новый пароль'), { target: { value: 'a brand new passphrase' } });
  fireEvent.click(within(password).getByRole('button', { name: 'Сменить пароль' }));
  expect(await within(password).findByText('Слишком много попыток. Попробуйте через 15 минут.')).toBeTruthy();
  expect(requestsTo(fake.requests, 'POST', '/api/company/changePass/')).toHaveLength(1);
});
