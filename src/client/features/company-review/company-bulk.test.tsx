import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { CompanyListItem } from '../../../shared/contract/company.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_ADMIN, page, requestsTo } from '../../app/testing/board-api-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

function company(id: number, name: string, status: CompanyListItem['status'] = 'pending'): CompanyListItem {
  return {
    id,
    name,
    logoUrl: null,
    summary: '',
    city: null,
    address: null,
    lat: null,
    lng: null,
    openVacancies: 0,
    status,
  };
}

const loaded = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });
const bar = () => screen.getByRole('toolbar', { name: /^Выбрано/ });

it('denies the pending companies with one reason, skipping the others, and counts the pending tab', async () => {
  const { fake, platform } = renderApp({
    path: '/board/companies/',
    ...AS_ADMIN,
    routes: [
      stub(endpoints.company.companyList, {
        data: page([company(1, 'Ромашка'), company(2, 'Лютик'), company(3, 'Одуванчик', 'denied')]),
      }),
      stub(endpoints.verification.companyDeny, { data: { id: 0, status: 'denied' } }),
    ],
  });
  await loaded('Ромашка');
  expect(await screen.findByRole('button', { name: 'На проверке (3)' })).toBeTruthy();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все показанные' }));
  fireEvent.click(within(bar()).getByRole('button', { name: 'Отклонить (2)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Отклонить 2 компании?' });
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(requestsTo(fake.requests, 'POST', '/api/company/deny/')).toEqual([]);

  const counts = () =>
    requestsTo(fake.requests, 'GET', '/api/company/getItems').filter(
      (request) => request.url.searchParams.get('limit') === '1',
    ).length;
  const countsBefore = counts();
  fireEvent.click(within(bar()).getByRole('button', { name: 'Отклонить (2)' }));
  const again = await screen.findByRole('dialog', { name: 'Отклонить 2 компании?' });
  fireEvent.change(within(again).getByLabelText(/Причина отказа/), { target: { value: 'Нет ИНН' } });
  fireEvent.click(within(again).getByRole('button', { name: 'Отклонить' }));
  await waitFor(() =>
    expect(within(screen.getByRole('listitem', { name: 'Лютик' })).getByText('Отклонён')).toBeTruthy(),
  );
  expect(
    requestsTo(fake.requests, 'POST', '/api/company/deny/').map((request) => JSON.parse(request.body)),
  ).toEqual([
    { id: 1, reason: 'Нет ИНН' },
    { id: 2, reason: 'Нет ИНН' },
  ]);
  expect(platform.toasts.at(-1)?.kind).toBe('success');
  // The count is asked again after the decisions.
  await waitFor(() => expect(counts()).toBeGreaterThan(countsBefore));
});

it('approves in bulk after a confirmation', async () => {
  const { fake } = renderApp({
    path: '/board/companies/',
    ...AS_ADMIN,
    routes: [
      stub(endpoints.company.companyList, {
        data: page([company(1, 'Ромашка'), company(4, 'Ирис', 'approved')]),
      }),
      stub(endpoints.verification.companyApprove, { data: { id: 1, status: 'approved' } }),
    ],
  });
  await loaded('Ромашка');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Ромашка' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Ирис' }));
  fireEvent.click(within(bar()).getByRole('button', { name: 'Подтвердить (1)' }));
  await waitFor(() =>
    expect(within(screen.getByRole('listitem', { name: 'Ромашка' })).getByText('Подтверждён')).toBeTruthy(),
  );
  expect(
    requestsTo(fake.requests, 'POST', '/api/company/approve/').map((request) => JSON.parse(request.body)),
  ).toEqual([{ id: 1 }]);
  expect(screen.getByRole('button', { name: 'Скачать CSV: компании' })).toBeTruthy();
});
