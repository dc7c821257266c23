import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '../../app/testing/fake-platform';
import { accountAtom, authAtom } from '../../lib/app-state';
import { createStore } from '../../lib/store';
import { completeLogin } from './complete-login';

describe('completeLogin', () => {
  const session = {
    kind: 'company',
    token: 'h9',
    account: { id: 3, kind: 'company', email: 'hr@firm.ru', name: 'ООО Ромашка' },
  } as const;

  it('stores {token, kind}, fills state and goes to next or home', async () => {
    window.history.replaceState(null, '', '/login/');
    const platform = createFakePlatform();
    const store = createStore();
    await completeLogin({ platform, store }, session, '//evil.example');
    expect(JSON.parse(platform.store.get('auth') ?? 'null')).toEqual({ token: 'h9', kind: 'company' });
    expect(store.get(authAtom)).toEqual({ token: 'h9', kind: 'company' });
    expect(store.get(accountAtom)).toEqual(session.account);
    expect(platform.navigations).toEqual(['/']);
    await completeLogin({ platform, store }, session, '/favourites/');
    expect(platform.navigations).toEqual(['/', '/favourites/']);
  });
});
