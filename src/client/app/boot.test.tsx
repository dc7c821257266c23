import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { messages } from '../../shared/messages';
import { authAtom, favouritesAtom, recentVacanciesAtom } from '../lib/app-state';
import { createHttpClient } from '../lib/http';
import { boot, readStartState } from './boot';
import { createFakeFetch, stub } from './testing/fake-fetch';
import { createFakePlatform } from './testing/fake-platform';

afterEach(cleanup);

describe('readStartState', () => {
  it('reads auth, favourites and recent_vacancies once', async () => {
    const platform = createFakePlatform({
      storage: {
        auth: '{"token":"t","kind":"student"}',
        favourites: '{"vacancy:4":true}',
        // An older cache that kept the list: read for its count alone (docs/decisions/055).
        recent_vacancies: '{"timestamp":1700000000000,"count":2,"items":[{"id":1}],"since":null}',
      },
    });
    expect(await readStartState(platform.storage)).toEqual({
      auth: { token: 't', kind: 'student' },
      favourites: { 'vacancy:4': true },
      recentVacancies: { timestamp: 1_700_000_000_000, count: 2, since: null },
    });
  });

  it('treats corrupt records as absent and removes them', async () => {
    const platform = createFakePlatform({
      storage: { auth: '{"token":', favourites: '[1,2', recent_vacancies: '"no timestamp"' },
    });
    expect(await readStartState(platform.storage)).toEqual({
      auth: null,
      favourites: null,
      recentVacancies: null,
    });
    expect([...platform.store.keys()]).toEqual([]);
  });

  it('keeps a favourites map only of `vacancy:<id>` / `student:<id>` → true', async () => {
    for (const stored of [
      '{"vacancy:4":"yes"}',
      '{"company:2":true}',
      '{"vacancy:0":true}',
      '{"vacancy:x":true}',
    ]) {
      const platform = createFakePlatform({ storage: { favourites: stored } });
      expect((await readStartState(platform.storage)).favourites, stored).toBeNull();
      expect(platform.store.has('favourites'), stored).toBe(false);
    }
    const platform = createFakePlatform({ storage: { favourites: '{"vacancy:4":true,"student:12":true}' } });
    expect((await readStartState(platform.storage)).favourites).toEqual({
      'vacancy:4': true,
      'student:12': true,
    });
  });
});

describe('boot', () => {
  function start(storage: Record<string, string>, handle: string | null) {
    window.history.replaceState(null, '', '/');
    const container = document.createElement('div');
    document.body.append(container);
    const platform = createFakePlatform({ storage });
    const fake = createFakeFetch([
      stub(endpoints.auth.logout, { data: null }),
      stub(endpoints.auth.currentSession, { status: 401, message: messages.unauthorized }),
    ]);
    const booting = boot({
      container,
      loadPlatform: async () => platform,
      http: createHttpClient({ fetch: fake.fetch }),
      scope: { __SESSION_TOKEN__: handle },
    });
    return { platform, fake, booting, container };
  }

  it('fills state before rendering, then renders into the container', async () => {
    const { booting, container } = start(
      { auth: '{"token":"t","kind":"company"}', favourites: '{"student:2":true}' },
      't',
    );
    const result = await booting;
    expect(result?.store.get(authAtom)).toEqual({ token: 't', kind: 'company' });
    expect(result?.store.get(favouritesAtom)).toEqual({ 'student:2': true });
    expect(result?.store.get(recentVacanciesAtom)).toBeNull();
    expect(await result?.sessionCheck).toEqual({ verdict: 'valid', account: null });
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Здравствуйте!'));
    act(() => result?.root.unmount());
  });

  it('runs the session check against the shell global: mismatch → toast and logout', async () => {
    const { booting, platform, fake } = start({ auth: '{"token":"old","kind":"student"}' }, 'new');
    const result = await booting;
    expect((await result?.sessionCheck)?.verdict).toBe('expired');
    expect(platform.toasts).toEqual([{ kind: 'error', message: messages.sessionExpired }]);
    expect(fake.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/logout/',
    ]);
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeTruthy();
    act(() => result?.root.unmount());
  });

  it('shows a Russian error screen when the platform cannot start', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const original = console.error;
    console.error = () => {};
    const result = await boot({
      container,
      loadPlatform: () => Promise.reject(new Error('no platform')),
      http: createHttpClient({ fetch: createFakeFetch().fetch }),
    });
    console.error = original;
    expect(result).toBeNull();
    await waitFor(() => expect(container.textContent).toContain('Что-то пошло не так'));
  });
});
