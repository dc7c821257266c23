import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyListItem } from '../../../../shared/contract/company';
import { renderApp } from '../../../app/testing/render-app';
import { AS_ADMIN, AS_COMPANY, ok, page } from '../testing/fixtures';

afterEach(cleanup);

/** The first screen of a test file waits for its lazy chunk: allow a busy machine more time. */
const SLOW = { timeout: 5000 };

function company(overrides: Partial<CompanyListItem>): CompanyListItem {
  return {
    id: 7,
    name: 'ООО Ромашка',
    logoUrl: null,
    summary: '',
    address: 'Москва',
    lat: null,
    lng: null,
    openVacancies: 3,
    status: 'pending',
    ...overrides,
  };
}

describe('/board/companies/', () => {
  it('starts with companies awaiting review and filters by status', async () => {
    const { fake } = renderApp({
      path: '/board/companies/',
      ...AS_ADMIN,
      routes: { 'GET /api/company/getItems': ok(page([company({})], true, 2)) },
    });
    const row = await screen.findByRole('listitem', { name: 'ООО Ромашка' }, SLOW);
    expect(within(row).getByText('На проверке', { selector: '.status-badge' })).toBeTruthy();
    expect(within(row).getByText('3 открытые вакансии')).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'Страница компании: ООО Ромашка' }).getAttribute('href'),
    ).toBe('/company/7/');
    expect(fake.requests[0]?.url.searchParams.get('status')).toBe('pending');
    expect(screen.getByText('Показано 1 из 2 компаний')).toBeTruthy();

    fake.on('GET /api/company/getItems', ok(page([company({ id: 8, name: 'Кофейня', status: 'approved' })])));
    fireEvent.click(screen.getByRole('button', { name: 'Все' }));
    await screen.findByRole('listitem', { name: 'Кофейня' }, SLOW);
    expect(fake.requests.at(-1)?.url.searchParams.get('status')).toBe('pending,approved,denied');
    // An approved company has nothing left to decide.
    expect(screen.queryByRole('button', { name: /Подтвердить|Отклонить/ })).toBeNull();
  });

  it('shows an empty tab', async () => {
    renderApp({
      path: '/board/companies/',
      ...AS_ADMIN,
      routes: { 'GET /api/company/getItems': ok(page([])) },
    });
    expect(await screen.findByText('Компаний на проверке нет.', {}, SLOW)).toBeTruthy();
  });

  it('is for admins only', async () => {
    renderApp({ path: '/board/companies/', ...AS_COMPANY });
    expect(await screen.findByRole('heading', { name: 'Раздел для администраторов' })).toBeTruthy();
  });
});
