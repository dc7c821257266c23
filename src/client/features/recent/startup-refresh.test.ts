import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_VACANCIES_TTL_MS } from '../../../shared/constants';
import { endpoints } from '../../../shared/contract/endpoints';
import { messages } from '../../../shared/messages';
import { vacancyItem } from '../../app/testing/board-fixtures';
import { createFakeFetch, type FakeAnswer, stub } from '../../app/testing/fake-fetch';
import { createFakePlatform } from '../../app/testing/fake-platform';
import { recentCount, recentVacanciesAtom } from '../../lib/app-state';
import { createHttpClient } from '../../lib/http';
import { createStore } from '../../lib/store';
import { fetchRecentVacancies } from './recent-api';
import { needsRecentRefresh, refreshRecentOnStart } from './startup-refresh';

const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);
const DATA = { count: 2, items: [], since: '2026-03-01T09:00:00.000Z' };
const STUDENT = { token: 't', kind: 'student' } as const;

type RecentAnswer = FakeAnswer<typeof endpoints.vacancy.vacancyRecent>;

function setup(answer: RecentAnswer, cache: { timestamp: number } | null = null) {
  const platform = createFakePlatform();
  const fake = createFakeFetch([stub(endpoints.vacancy.vacancyRecent, answer)]);
  const http = createHttpClient({ fetch: fake.fetch });
  const store = createStore();
  store.set(recentVacanciesAtom, cache);
  const recentCalls = () => fake.requests.filter((request) => request.url.pathname === '/api/vacancy/recent');
  return { platform, fake, http, store, recentCalls };
}

const ok: RecentAnswer = { data: DATA };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fetchRecentVacancies (docs/product.md#start-up-and-logout, #error-catalogue)', () => {
  it('returns the whole data on success, with no payload sent', async () => {
    const { http, platform, fake } = setup(ok);
    expect(await fetchRecentVacancies(http, platform)).toEqual(DATA);
    expect(fake.requests[0]?.method).toBe('POST');
    expect(fake.requests[0]?.body).toBe('');
    expect(platform.toasts).toEqual([]);
  });

  it.each<[string, RecentAnswer]>([
    ['no connection', { networkError: true }],
    ['a server error', { status: 500, message: 'Ошибка сервера' }],
    ['a refusal', { status: 401, message: 'Войдите в аккаунт' }],
    ['an unreadable answer', { status: 502, text: '<html>Bad gateway</html>' }],
  ])('on %s: the catalogue toast, and false', async (_, answer) => {
    const { http, platform } = setup(answer);
    expect(await fetchRecentVacancies(http, platform)).toBe(false);
    expect(platform.toasts).toEqual([
      { kind: 'error', message: 'Произошла ошибка при получении новых вакансий!' },
    ]);
    expect(messages.recentVacanciesFailed).toBe('Произошла ошибка при получении новых вакансий!');
  });

  it('an unsuccessful answer returns false silently', async () => {
    const { http, platform } = setup({ status: 200, message: 'Нет данных' });
    expect(await fetchRecentVacancies(http, platform)).toBe(false);
    expect(platform.toasts).toEqual([]);
  });
});

describe('the start-up refresh (docs/product.md#start-up-and-logout, #constants)', () => {
  it('the cache lives exactly RECENT_VACANCIES_TTL_MS', () => {
    expect(RECENT_VACANCIES_TTL_MS).toBe(3_600_000);
    expect(needsRecentRefresh(null, T0)).toBe(true);
    expect(needsRecentRefresh({ timestamp: T0 }, T0 + 3_599_999)).toBe(false);
    expect(needsRecentRefresh({ timestamp: T0 }, T0 + 3_600_000)).toBe(true);
    // A clock moved back must not freeze the cache.
    expect(needsRecentRefresh({ timestamp: T0 + 60_000 }, T0)).toBe(true);
  });

  it('at 3 599 999 ms of age: no request', async () => {
    const { http, platform, store, recentCalls } = setup(ok, { timestamp: T0 });
    vi.setSystemTime(T0 + 3_599_999);
    expect(await refreshRecentOnStart({ http, platform, store, auth: STUDENT })).toBe('fresh');
    expect(recentCalls()).toHaveLength(0);
    expect(store.get(recentVacanciesAtom)).toEqual({ timestamp: T0 });
  });

  it('at 3 600 000 ms of age: a fresh fetch, stored with its time', async () => {
    const { http, platform, store, recentCalls } = setup(ok, { timestamp: T0 });
    vi.setSystemTime(T0 + 3_600_000);
    expect(await refreshRecentOnStart({ http, platform, store, auth: STUDENT })).toBe('refreshed');
    expect(recentCalls()).toHaveLength(1);
    const cache = { timestamp: T0 + 3_600_000, count: DATA.count, since: DATA.since };
    expect(store.get(recentVacanciesAtom)).toEqual(cache);
    expect(JSON.parse(platform.store.get('recent_vacancies') ?? 'null')).toEqual(cache);
  });

  it('a missing cache is fetched at once', async () => {
    const { http, platform, store, recentCalls } = setup(ok, null);
    expect(await refreshRecentOnStart({ http, platform, store, auth: STUDENT })).toBe('refreshed');
    expect(recentCalls()).toHaveLength(1);
    expect(store.get(recentVacanciesAtom)).toEqual({ timestamp: T0, count: DATA.count, since: DATA.since });
  });

  it.each([
    ['a guest', null],
    ['a company', { token: 't', kind: 'company' } as const],
    ['an admin', { token: 't', kind: 'admin' } as const],
  ])('never for %s', async (_, auth) => {
    const { http, platform, store, recentCalls } = setup(ok, null);
    expect(await refreshRecentOnStart({ http, platform, store, auth })).toBe('not-student');
    expect(recentCalls()).toHaveLength(0);
    expect(platform.store.has('recent_vacancies')).toBe(false);
  });

  it('stores the count and its mark, never the list: 40 new vacancies fit CloudStorage (4096 characters)', async () => {
    const items = Array.from({ length: 40 }, (_, index) =>
      vacancyItem(index + 1, { title: `Стажёр-аналитик данных в отдел ${index + 1}` }),
    );
    const { http, platform, store } = setup({ data: { ...DATA, count: 57, items } }, null);
    expect(await refreshRecentOnStart({ http, platform, store, auth: STUDENT })).toBe('refreshed');
    const stored = platform.store.get('recent_vacancies') ?? '';
    expect(stored.length).toBeLessThan(4096);
    expect(JSON.parse(stored)).toEqual({ timestamp: T0, count: 57, since: DATA.since });
    expect(recentCount(store.get(recentVacanciesAtom))).toBe(57);
  });

  it('a failed refresh says so once and keeps the old cache', async () => {
    const { http, platform, store } = setup(
      { networkError: true },
      { timestamp: T0 - RECENT_VACANCIES_TTL_MS },
    );
    expect(await refreshRecentOnStart({ http, platform, store, auth: STUDENT })).toBe('failed');
    expect(platform.toasts).toEqual([{ kind: 'error', message: messages.recentVacanciesFailed }]);
    expect(store.get(recentVacanciesAtom)).toEqual({ timestamp: T0 - RECENT_VACANCIES_TTL_MS });
  });

  it('an unsuccessful answer changes nothing and says nothing', async () => {
    const { http, platform, store } = setup({ status: 200, message: 'Нет' }, null);
    expect(await refreshRecentOnStart({ http, platform, store, auth: STUDENT })).toBe('failed');
    expect(platform.toasts).toEqual([]);
    expect(store.get(recentVacanciesAtom)).toBeNull();
  });

  it('reads the badge count from the cache', () => {
    expect(recentCount(null)).toBe(0);
    expect(recentCount({ timestamp: 1, count: 4 })).toBe(4);
    expect(recentCount({ timestamp: 1, count: -2 })).toBe(0);
  });
});
