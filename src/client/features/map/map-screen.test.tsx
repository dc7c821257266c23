import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { companyItem } from '../../app/testing/board-fixtures';
import { createFakeFetch, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { createHttpClient } from '../../lib/http';
import { mapPlacesRequest } from './map-api';

// Leaflet cannot load here: the page must still be a readable list, and say so.
vi.mock('../../ui/map/load-leaflet', () => ({ loadLeaflet: () => Promise.reject(new Error('offline')) }));

afterEach(cleanup);

const pageOf = (ids: number[], pageNumber: number, hasMore: boolean) => ({
  data: { items: ids.map((id) => companyItem(id)), total: 3, page: pageNumber, hasMore },
});

describe('/map/', () => {
  it('degrades to the list when the map cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp({ path: '/map/', routes: [stub(endpoints.company.companyList, pageOf([1, 2], 1, false))] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Карта компаний' })).toBeTruthy();
    const list = await screen.findByRole('heading', { name: 'Компании на карте: 2' });
    const section = list.parentElement as HTMLElement;
    expect(within(section).getByRole('link', { name: 'Компания 2' }).getAttribute('href')).toBe(
      '/company/2/',
    );
    expect(within(section).getAllByText('3 открытые вакансии')).toHaveLength(2);
    expect(await screen.findByText('Карта не загрузилась. Адреса доступны в списке.')).toBeTruthy();
    warn.mockRestore();
  });

  it('asks for companies with coordinates, every page up to the cap', async () => {
    const fake = createFakeFetch();
    let call = 0;
    fake.on(endpoints.company.companyList, () => {
      call += 1;
      return pageOf([call], call, true);
    });
    const result = await mapPlacesRequest(createHttpClient({ fetch: fake.fetch }), 3);
    expect(result.ok && result.data.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(result.ok && result.data.partial).toBe(true);
    expect(fake.requests.map((request) => request.url.searchParams.get('withCoordinates'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    expect(fake.requests.map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('shows an error with a retry when the companies cannot be loaded', async () => {
    renderApp({
      path: '/map/',
      routes: [stub(endpoints.company.companyList, { status: 500, message: 'Сбой' })],
    });
    expect(await screen.findByText('Сбой')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy());
  });
});
