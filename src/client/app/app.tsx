import { type JSX, StrictMode } from 'react';
import type { HttpClient } from '../lib/http';
import { ServicesProvider } from '../lib/services';
import { type AppStore, Provider } from '../lib/store';
import type { Platform } from '../platform/platform';
import { ToastViewport } from '../platform/toast';
import { ConfirmHost } from '../ui/confirm-dialog';
import { ErrorBoundary } from './error-boundary';
import { Layout } from './layout';

interface AppProps {
  platform: Platform;
  http: HttpClient;
  /** Filled from storage before the first render (docs/design.md#sessions-and-telegram). */
  store: AppStore;
}

export function App({ platform, http, store }: AppProps): JSX.Element {
  return (
    <StrictMode>
      <ErrorBoundary scope="app">
        <Provider store={store}>
          <ServicesProvider services={{ platform, http }}>
            <Layout />
            <ConfirmHost />
          </ServicesProvider>
        </Provider>
      </ErrorBoundary>
      {/* Outside the boundary: a notice can still be shown over a crashed screen. */}
      <ToastViewport />
    </StrictMode>
  );
}
