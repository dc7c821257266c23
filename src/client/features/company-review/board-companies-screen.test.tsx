import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyListItem } from '../../../shared/contract/company.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import type { IdentityChangeReview } from '../../../shared/contract/verification.contract';
import { verificationMessages } from '../../../shared/verification-messages';
import { AS_ADMIN, AS_COMPANY, lastBody, page } from '../../app/testing/board-api-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

/** The first screen of a test file waits for its lazy chunk: allow a busy machine more time. */
const SLOW = { timeout: 5000 };

function company(overrides: Partial<CompanyListItem>): CompanyListItem {
  return {
    id: 7,
    name: 'ООО Ромашка',
    logoUrl: null,
    summary: '',
    city: null,
    address: 'Москва',
    lat: null,
    lng: null,
    openVacancies: 3,
    status: 'pending',
    ...overrides,
  };
}

describe('/board/companies/', () => {
  it('shows what the admin decides by: INN, contact person, email, phone, site and description', async () => {
    renderApp({
      path: '/board/companies/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.company.companyList, {
          data: page([
            company({
              summary: 'Делаем кассы для малого бизнеса.',
              review: {
                email: 'hr@romashka.ru',
                inn: '7707083893',
                contactPerson: 'Ирина Петрова',
                phone: '+79161234567',
                website: 'https://romashka.ru',
              },
            }),
          ]),
        }),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'ООО Ромашка' }, SLOW);
    const facts = within(row.querySelector('dl') as HTMLElement);
    expect(facts.getByText('ИНН')).toBeTruthy();
    expect(facts.getByText('7707083893')).toBeTruthy();
    expect(facts.getByText('Ирина Петрова')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'hr@romashka.ru' }).getAttribute('href')).toBe(
      'mailto:hr@romashka.ru',
    );
    expect(facts.getByRole('link', { name: '+7 (916) 123-45-67' }).getAttribute('href')).toBe(
      'tel:+79161234567',
    );
    expect(facts.getByRole('link', { name: 'https://romashka.ru' })).toBeTruthy();
    expect(within(row).getByText('Делаем кассы для малого бизнеса.')).toBeTruthy();
  });

  it('?id=N (the bot’s notification of a new company) opens that company whatever its status', async () => {
    const { fake } = renderApp({
      path: '/board/companies/?id=9',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.company.companyList, {
          data: page([company({ id: 9, name: 'Новая', status: 'denied' })]),
        }),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Новая' }, SLOW);
    expect(within(row).getByText('Отклонён', { selector: '.status-badge' })).toBeTruthy();
    const listCall = fake.requests.find(
      (request) =>
        request.url.pathname === '/api/company/getItems' && request.url.searchParams.get('limit') !== '1',
    );
    expect(listCall?.url.searchParams.get('id')).toBe('9');
    expect(listCall?.url.searchParams.get('status')).toBe('pending,approved,denied');
    fake.on(endpoints.company.companyList, { data: page([company({})]) });
    fireEvent.click(screen.getByRole('button', { name: /^На проверке/ }));
    await screen.findByRole('listitem', { name: 'ООО Ромашка' });
    expect(window.location.search).toBe('');
  });

  it('starts with companies awaiting review and filters by status', async () => {
    const { fake } = renderApp({
      path: '/board/companies/',
      ...AS_ADMIN,
      routes: [stub(endpoints.company.companyList, { data: page([company({})], true, 2) })],
    });
    const row = await screen.findByRole('listitem', { name: 'ООО Ромашка' }, SLOW);
    expect(within(row).getByText('На проверке', { selector: '.status-badge' })).toBeTruthy();
    expect(within(row).getByText('3 открытые вакансии')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Страница компании: ООО Ромашка' }).getAttribute('href'),
    ).toBe('/company/7/');
    const lists = () => fake.requests.filter((request) => request.url.pathname === '/api/company/getItems');
    expect(lists()[0]?.url.searchParams.get('status')).toBe('pending');
    expect(screen.getByText('Показано 1 из 2 компаний')).toBeTruthy();

    fake.on(endpoints.company.companyList, {
      data: page([company({ id: 8, name: 'Кофейня', status: 'approved' })]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Все' }));
    await screen.findByRole('listitem', { name: 'Кофейня' }, SLOW);
    expect(lists().at(-1)?.url.searchParams.get('status')).toBe('pending,approved,denied');
    // An approved company has nothing left to decide.
    expect(screen.queryByRole('button', { name: /Подтвердить|Отклонить/ })).toBeNull();
  });

  it('shows a verified company’s proposed identity beside the approved one, to approve or deny', async () => {
    const change: IdentityChangeReview = {
      companyId: 7,
      email: 'hr@romashka.ru',
      companyStatus: 'approved',
      current: { name: 'ООО Ромашка', inn: '7707083893', contactPerson: 'Ольга' },
      proposed: { name: 'Ромашка Групп', inn: '500100732259', contactPerson: 'Ольга' },
      requestedAt: '2026-03-02T10:00:00.000Z',
      innAlsoAt: ['ООО Лютик'],
    };
    const { fake, platform } = renderApp({
      path: '/board/companies/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.company.companyList, { data: page([]) }),
        stub(endpoints.verification.identityChanges, { data: { items: [change] } }),
        stub(endpoints.verification.identityApprove, { data: { companyId: 7, decision: 'approved' } }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'ООО Ромашка' }, SLOW);
    const innRow = within(card).getByRole('row', { name: /ИНН/ });
    expect(innRow.textContent).toContain('7707083893');
    expect(innRow.textContent).toContain('500100732259');
    expect(within(card).getByText(/hr@romashka\.ru/)).toBeTruthy();
    expect(within(card).getByText('Этот ИНН уже указан у: ООО Лютик.')).toBeTruthy();
    fake.on(endpoints.verification.identityChanges, { data: { items: [] } });
    fireEvent.click(within(card).getByRole('button', { name: 'Подтвердить изменения' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({
        kind: 'success',
        message: verificationMessages.identityApproved,
      }),
    );
    expect(lastBody(fake.requests, 'POST', '/api/company/identity-change/approve/')).toEqual({
      id: 7,
      requestedAt: change.requestedAt,
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'ООО Ромашка' })).toBeNull());
  });

  it('shows an empty tab', async () => {
    renderApp({
      path: '/board/companies/',
      ...AS_ADMIN,
      routes: [stub(endpoints.company.companyList, { data: page([]) })],
    });
    expect(await screen.findByText('Компаний на проверке нет.', {}, SLOW)).toBeTruthy();
  });

  it('is for admins only', async () => {
    renderApp({ path: '/board/companies/', ...AS_COMPANY });
    expect(await screen.findByRole('heading', { name: 'Раздел для администраторов' })).toBeTruthy();
  });
});
