/**
 * The server's entry (docs/decisions/066-server-rendering.md): the public pages rendered from the
 * same components as the browser's. `npm run build` bundles this file
 * for Node (scripts/build.mjs); the server imports the bundle and writes the markup into #root,
 * beside the data it inlines; the browser then hydrates it (app/boot.tsx).
 *
 * What the server renders is a guest's first render: no stored `auth`, the website's platform, the
 * page's inlined data and nothing else; whatever a screen fetches beyond that renders in its loading
 * state on both sides. A signed-in page gets the layout of its account's kind and its screens'
 * loading states, which the browser renders afresh over it. Nothing here runs a request or
 * touches a browser global.
 */
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { PUBLIC_CONFIG_GLOBAL } from '../shared/constants';
import type { AccountKind } from '../shared/contract/auth.contract';
import type { RenderPage } from '../shared/initial-data';
import { App } from './app/app';
import { authAtom } from './lib/app-state';
import { createHttpClient } from './lib/http';
import { type AppStore, createStore } from './lib/store';
import type { PlatformStorage } from './platform/platform';
import { createWebPlatform } from './platform/web/web-platform';

/** The server keeps nothing of a visitor's: storage is empty and writes go nowhere. */
const NO_STORAGE: PlatformStorage = {
  getItem: async () => null,
  setItem: async () => {},
  removeItem: async () => {},
};

/** A signed-in page's stand-in for the stored record: the layout reads only its kind. */
const SERVER_TOKEN = 'server-render';

function storeFor(viewerKind: AccountKind | null): AppStore {
  const store = createStore();
  store.set(authAtom, viewerKind === null ? null : { token: SERVER_TOKEN, kind: viewerKind });
  return store;
}

/** Effects never run on the server, so no screen asks; a request that did would be a bug, refused. */
const NO_REQUESTS = createHttpClient({
  fetch: () => Promise.reject(new Error('no requests while rendering on the server')),
});

/**
 * React's streaming renderer, read whole once everything is ready (`allReady`), with no size at
 * which a boundary is sent apart: every lazy screen is in place and no boundary goes out as a
 * fallback with an inline script to swap it (which would need the request's nonce, and show
 * nothing without scripts). The markup can then be cached and sent under any nonce. A component
 * that throws fails the render.
 */
async function renderWhole(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure !== null) throw failure;
  return html;
}

/** The markup of #root: a guest's page, or a signed-in page's layout. */
export const renderPage: RenderPage = ({ path, search, initialData, viewerKind, publicConfig }) => {
  // The page's global, which lib/public-config.ts reads, as the shell will set it: one value for the
  // whole process, so no page sees another's.
  Reflect.set(globalThis, PUBLIC_CONFIG_GLOBAL, publicConfig);
  return renderWhole(
    <App
      platform={createWebPlatform({ storage: NO_STORAGE })}
      http={NO_REQUESTS}
      store={storeFor(viewerKind)}
      serverPage={{ path, search, initialData }}
    />,
  );
};
