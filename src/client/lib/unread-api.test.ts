import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { createFakeFetch, stub } from '../app/testing/fake-fetch';
import { authAtom, unreadAtom } from './app-state';
import { createHttpClient } from './http';
import { createStore } from './store';
import { refreshUnread, UNREAD_REFRESH_MS } from './unread-api';

const COUNTS = {
  total: 4,
  byApplication: [
    { applicationId: 11, count: 3 },
    { applicationId: 12, count: 1 },
  ],
};

function setup(kind: 'student' | 'company' | 'admin' | null) {
  const fake = createFakeFetch([stub(endpoints.message.messageUnread, { data: COUNTS })]);
  const http = createHttpClient({ fetch: fake.fetch });
  const store = createStore();
  store.set(authAtom, kind === null ? null : { token: `${kind}-token`, kind });
  const asked = () =>
    fake.requests.filter((request) => request.url.pathname === '/api/message/unread').length;
  return { http, store, asked };
}

describe('the unread counts (docs/decisions/058)', () => {
  it('asks at most once per 30 seconds, and at once when forced after a read', async () => {
    const { http, store, asked } = setup('student');
    await refreshUnread(http, store, { now: 1_000 });
    expect(store.get(unreadAtom)?.total).toBe(4);
    expect(store.get(unreadAtom)?.byApplication.get(11)).toBe(3);
    await refreshUnread(http, store, { now: 1_000 + UNREAD_REFRESH_MS - 1 });
    expect(asked()).toBe(1);
    await refreshUnread(http, store, { now: 1_000 + UNREAD_REFRESH_MS });
    expect(asked()).toBe(2);
    await refreshUnread(http, store, { now: 1_000 + UNREAD_REFRESH_MS + 1, force: true });
    expect(asked()).toBe(3);
  });

  it('asks again at once for another session', async () => {
    const { http, store, asked } = setup('student');
    await refreshUnread(http, store, { now: 1_000 });
    store.set(authAtom, { token: 'company-token', kind: 'company' });
    await refreshUnread(http, store, { now: 1_001 });
    expect(asked()).toBe(2);
    expect(store.get(unreadAtom)?.token).toBe('company-token');
  });

  it('never asks for a guest or an admin, who have no threads of their own', async () => {
    for (const kind of [null, 'admin'] as const) {
      const { http, store, asked } = setup(kind);
      await refreshUnread(http, store, { now: 1_000 });
      expect(asked()).toBe(0);
      expect(store.get(unreadAtom)).toBeNull();
    }
  });
});
