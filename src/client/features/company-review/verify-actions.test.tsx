import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyListItem } from '../../../shared/contract/company.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_ADMIN, lastBody, page } from '../../app/testing/board-api-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

/** The first screen of a test file waits for its lazy chunk: allow a busy machine more time. */
const SLOW = { timeout: 5000 };

const pendingCompany: CompanyListItem = {
  id: 7,
  name: 'ООО Ромашка',
  logoUrl: null,
  summary: '',
  city: null,
  address: null,
  lat: null,
  lng: null,
  openVacancies: 0,
  status: 'pending',
};

function openBoard(routes: readonly Stub[] = []) {
  return renderApp({
    path: '/board/companies/',
    ...AS_ADMIN,
    routes: [stub(endpoints.company.companyList, { data: page([pendingCompany]) }), ...routes],
  });
}

describe('/board/companies/ decisions', () => {
  it('approves a pending company after the confirmation and updates the row', async () => {
    const { fake } = openBoard([
      stub(endpoints.verification.companyApprove, { data: { id: 7, status: 'approved' } }),
    ]);
    const row = await screen.findByRole('listitem', { name: 'ООО Ромашка' }, SLOW);
    fireEvent.click(within(row).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(within(row).getByText('Подтверждён', { selector: '.status-badge' })).toBeTruthy(),
    );
    expect(lastBody(fake.requests, 'POST', '/api/company/approve/')).toEqual({ id: 7 });
    expect(within(row).queryByRole('button', { name: 'Отклонить' })).toBeNull();
  });

  it('denies with a required reason', async () => {
    const { fake } = openBoard([
      stub(endpoints.verification.companyDeny, { data: { id: 7, status: 'denied' } }),
    ]);
    const row = await screen.findByRole('listitem', { name: 'ООО Ромашка' }, SLOW);
    fireEvent.click(within(row).getByRole('button', { name: 'Отклонить' }));
    const form = within(row).getByRole('form', { name: 'Отклонить: ООО Ромашка' });
    fireEvent.click(within(form).getByRole('button', { name: 'Отклонить компанию' }));
    expect(await within(form).findByText('Укажите причину отказа.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Причина отказа/), { target: { value: 'Нет ИНН' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Отклонить компанию' }));
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/company/deny/')).toEqual({ id: 7, reason: 'Нет ИНН' }),
    );
    await waitFor(() => expect(within(row).queryByRole('form')).toBeNull());
  });

  it("shows the server's reason error", async () => {
    openBoard([
      stub(
        endpoints.verification.companyDeny,
        fail(400, 'Проверьте поля.', {
          reason: 'Причина — не длиннее 500 символов.',
        }),
      ),
    ]);
    const row = await screen.findByRole('listitem', { name: 'ООО Ромашка' }, SLOW);
    fireEvent.click(within(row).getByRole('button', { name: 'Отклонить' }));
    fireEvent.change(within(row).getByLabelText(/Причина отказа/), { target: { value: 'x' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Отклонить компанию' }));
    expect(await within(row).findByText('Причина — не длиннее 500 символов.')).toBeTruthy();
  });

  it('names a company that carries its own quotes with no second pair', async () => {
    const name = 'ООО «Уральские системы „Дельта“»';
    const { platform } = renderApp({
      path: '/board/companies/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.company.companyList, { data: page([{ ...pendingCompany, name }]) }),
        stub(endpoints.verification.companyApprove, { data: { id: 7, status: 'approved' } }),
      ],
    });
    const row = await screen.findByRole('listitem', { name }, SLOW);
    fireEvent.click(within(row).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(platform.toasts).toHaveLength(1));
    expect(platform.confirms[0]?.message).toBe(
      `${name} получит письмо, а её опубликованные вакансии станут видны студентам.`,
    );
    expect(platform.toasts[0]).toEqual({ kind: 'success', message: `Компания ${name} подтверждена.` });
  });
});
