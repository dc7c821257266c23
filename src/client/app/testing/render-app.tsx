/** Mounts the whole app at a path with a fake platform and a fake fetch (tests only). */
import { type RenderResult, render } from '@testing-library/react';
import type { SessionAccount, StoredAuth } from '../../../shared/contract/auth.contract';
import { accountAtom, authAtom } from '../../lib/app-state';
import { forgetEntries } from '../../lib/history-entry';
import { createHttpClient } from '../../lib/http';
import { type AppStore, createStore } from '../../lib/store';
import { App } from '../app';
import { createFakeFetch, type FakeFetch, type Stub } from './fake-fetch';
import { createFakePlatform, type FakePlatform, type FakePlatformOptions } from './fake-platform';

export interface RenderAppOptions extends FakePlatformOptions {
  path?: string;
  /** The fake server's answers: `stub(declaration, …)` (fake-answer.ts); a later one replaces an earlier. */
  routes?: readonly Stub[];
  auth?: StoredAuth | null;
  account?: SessionAccount | null;
}

interface RenderedApp extends RenderResult {
  platform: FakePlatform;
  fake: FakeFetch;
  store: AppStore;
}

export function renderApp(options: RenderAppOptions = {}): RenderedApp {
  // A new page: no list kept from an earlier render's history entries (lib/history-entry.ts).
  forgetEntries();
  window.history.replaceState(null, '', options.path ?? '/');
  const platform = createFakePlatform(options);
  const fake = createFakeFetch(options.routes);
  const store = createStore();
  store.set(authAtom, options.auth ?? null);
  store.set(accountAtom, options.account ?? null);
  const result = render(
    <App platform={platform} http={createHttpClient({ fetch: fake.fetch })} store={store} />,
  );
  return { ...result, platform, fake, store };
}
