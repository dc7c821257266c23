import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { messages } from '../../shared/messages';
import { recentVacanciesAtom } from '../lib/app-state';
import { createHttpClient } from '../lib/http';
import { boot } from './boot';
import { createFakeFetch, stub } from './testing/fake-fetch';
import { createFakePlatform } from './testing/fake-platform';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);

function start(storage: Record<string, string>, handle: string | null) {
  window.history.replaceState(null, '', '/');
  const container = document.createElement('div');
  document.body.append(container);
  const platform = createFakePlatform({ storage });
  const fake = createFakeFetch([
    stub(endpoints.auth.logout, { data: null }),
    stub(endpoints.auth.currentSession, { status: 401, message: messages.unauthorized }),
    stub(endpoints.vacancy.vacancyRecent, { data: { count: 3, items: [], since: null } }),
  ]);
  const booting = boot({
    container,
    loadPlatform: async () => platform,
    http: createHttpClient({ fetch: fake.fetch }),
    scope: { __SESSION_TOKEN__: handle },
  });
  const recentCalls = () => fake.requests.filter((request) => request.url.pathname === '/api/vacancy/recent');
  return { platform, booting, recentCalls };
}

const student = '{"token":"t","kind":"student"}';

describe('boot: the recent-vacancies refresh', () => {
  it('runs after a valid student session check and fills the menu badge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const { booting, recentCalls, platform } = start({ auth: student }, 't');
    const result = await booting;
    expect(await result?.recentRefresh).toBe('refreshed');
    expect(recentCalls()).toHaveLength(1);
    expect(result?.store.get(recentVacanciesAtom)).toEqual({
      timestamp: T0,
      count: 3,
      since: null,
    });
    expect(JSON.parse(platform.store.get('recent_vacancies') ?? '{}')).toMatchObject({
      timestamp: T0,
      count: 3,
    });
    const nav = await screen.findByRole('navigation', { name: 'Основное меню' });
    expect(within(nav).getByRole('link', { name: /Новые вакансии/ }).textContent).toBe('Новые вакансии: 3');
    act(() => result?.root.unmount());
  });

  it('keeps a cache younger than an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0 + 3_599_999);
    const cache = JSON.stringify({ timestamp: T0, count: 1, items: [], since: null });
    const { booting, recentCalls } = start({ auth: student, recent_vacancies: cache }, 't');
    const result = await booting;
    expect(await result?.recentRefresh).toBe('fresh');
    expect(recentCalls()).toHaveLength(0);
    act(() => result?.root.unmount());
  });

  it('never runs when the session check discards the stored auth', async () => {
    const { booting, recentCalls } = start({ auth: student }, 'another');
    const result = await booting;
    expect(await result?.recentRefresh).toBe('skipped');
    expect(recentCalls()).toHaveLength(0);
    act(() => result?.root.unmount());
  });

  it('never runs for a company', async () => {
    const { booting, recentCalls } = start({ auth: '{"token":"t","kind":"company"}' }, 't');
    const result = await booting;
    expect(await result?.recentRefresh).toBe('not-student');
    expect(recentCalls()).toHaveLength(0);
    act(() => result?.root.unmount());
  });
});
