import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { messages } from '../../shared/messages';
import { verificationMessages } from '../../shared/verification-messages';
import { createFakeFetch, stub } from '../app/testing/fake-fetch';
import { createFakePlatform } from '../app/testing/fake-platform';
import { authAtom, favouritesAtom } from './app-state';
import { ensureFavouritesFresh, refreshFavourites, toggleFavourite } from './favourites';
import { createHttpClient } from './http';
import { createStore } from './store';

function setUp(
  routes: Parameters<typeof createFakeFetch>[0],
  kind: 'student' | 'company' | 'admin' = 'student',
) {
  const platform = createFakePlatform();
  const fake = createFakeFetch(routes);
  const store = createStore();
  store.set(authAtom, { token: 't1', kind });
  return { platform, fake, store, deps: { platform, store, http: createHttpClient({ fetch: fake.fetch }) } };
}

const stored = (platform: ReturnType<typeof createFakePlatform>) =>
  JSON.parse(platform.store.get('favourites') ?? 'null') as unknown;

describe('favourites map', () => {
  it('refreshes the account’s kind from the server, mirrored in storage, other kinds kept', async () => {
    const { deps, store, platform, fake } = setUp([
      stub(endpoints.favourite.favouriteIds, { data: { ids: [3, 9] } }),
    ]);
    store.set(favouritesAtom, { 'vacancy:1': true, 'student:4': true });
    expect(await refreshFavourites(deps)).toBe(true);
    expect(store.get(favouritesAtom)).toEqual({ 'student:4': true, 'vacancy:3': true, 'vacancy:9': true });
    expect(stored(platform)).toEqual(store.get(favouritesAtom));
    expect(fake.requests[0]?.url.searchParams.get('targetKind')).toBe('vacancy');
  });

  it('a company refreshes its students; an admin asks nothing', async () => {
    const company = setUp([stub(endpoints.favourite.favouriteIds, { data: { ids: [2] } })], 'company');
    await refreshFavourites(company.deps);
    expect(company.store.get(favouritesAtom)).toEqual({ 'student:2': true });
    const admin = setUp([], 'admin');
    expect(await refreshFavourites(admin.deps)).toBe(false);
    expect(admin.fake.requests).toEqual([]);
  });

  it('keeps the stored map when the refresh fails', async () => {
    const { deps, store } = setUp([stub(endpoints.favourite.favouriteIds, { networkError: true })]);
    store.set(favouritesAtom, { 'vacancy:1': true });
    expect(await refreshFavourites(deps)).toBe(false);
    expect(store.get(favouritesAtom)).toEqual({ 'vacancy:1': true });
  });

  it('refreshes once per session, again after a new sign-in', async () => {
    const { deps, store, fake } = setUp([stub(endpoints.favourite.favouriteIds, { data: { ids: [] } })]);
    ensureFavouritesFresh(deps);
    ensureFavouritesFresh(deps);
    store.set(authAtom, { token: 't2', kind: 'student' });
    ensureFavouritesFresh(deps);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.requests.map((request) => request.url.pathname)).toEqual([
      '/api/favourite/ids',
      '/api/favourite/ids',
    ]);
  });

  it('takes the server’s answer over the optimistic guess', async () => {
    const { deps, store, platform } = setUp([
      stub(endpoints.favourite.favouriteSwitch, { data: { favourite: false } }),
    ]);
    expect(await toggleFavourite(deps, 'vacancy', 7)).toBe(false);
    expect(store.get(favouritesAtom)).toEqual({});
    expect(stored(platform)).toEqual({});
    expect(platform.toasts).toEqual([]);
  });

  it('rolls a removal back on refusal, with the toast', async () => {
    const { deps, store, platform } = setUp([
      stub(endpoints.favourite.favouriteSwitch, { status: 404, message: messages.vacancyNotFound }),
    ]);
    store.set(favouritesAtom, { 'vacancy:7': true });
    expect(await toggleFavourite(deps, 'vacancy', 7)).toBe(true);
    expect(store.get(favouritesAtom)).toEqual({ 'vacancy:7': true });
    expect(stored(platform)).toEqual({ 'vacancy:7': true });
    expect(platform.toasts).toEqual([{ kind: 'error', message: messages.favouriteFailed }]);
  });
});

describe('a refusal because of the account’s status', () => {
  it('shows the server’s reason, not the generic «try again»', async () => {
    const { deps, platform } = setUp([
      stub(endpoints.favourite.favouriteSwitch, {
        status: 403,
        message: verificationMessages.studentDenied,
        code: 'account-denied',
      }),
    ]);
    expect(await toggleFavourite(deps, 'vacancy', 7)).toBe(false);
    expect(platform.toasts).toEqual([{ kind: 'error', message: verificationMessages.studentDenied }]);
  });
});
