import { type JSX, StrictMode } from 'react';
import { Router } from 'wouter';
import type { InitialDataPayload } from '../../shared/initial-data';
import type { HttpClient } from '../lib/http';
import { InitialDataProvider } from '../lib/initial-data';
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
  /**
   * Only on the server (src/client/server-entry.tsx, docs/decisions/066-server-rendering.md): the
   * page's address, which the browser reads from its location, and the data the page inlines,
   * which the browser reads from the page.
   */
  serverPage?: { path: string; search: string; initialData: InitialDataPayload | null };
}

/** The app's tree; the browser renders (or hydrates) the same one the server rendered. */
export function App({ platform, http, store, serverPage }: AppProps): JSX.Element {
  const layout = (
    <ServicesProvider services={{ platform, http }}>
      <Layout />
      <ConfirmHost />
    </ServicesProvider>
  );
  return (
    <StrictMode>
      <ErrorBoundary scope="app">
        <Provider store={store}>
          {serverPage ? (
            <Router ssrPath={serverPage.path} ssrSearch={serverPage.search}>
              <InitialDataProvider payload={serverPage.initialData}>{layout}</InitialDataProvider>
            </Router>
          ) : (
            layout
          )}
        </Provider>
      </ErrorBoundary>
      {/* Outside the boundary: a notice can still be shown over a crashed screen. */}
      <ToastViewport />
    </StrictMode>
  );
}
