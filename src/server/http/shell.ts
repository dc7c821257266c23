import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { GUEST_MARKUP_ATTRIBUTE, PUBLIC_CONFIG_GLOBAL, SESSION_GLOBAL } from '../../shared/constants';
import type { PublicConfig } from '../../shared/contract/public-config.contract';
import {
  INITIAL_DATA_ELEMENT_ID,
  type InitialDataPayload,
  type ServerRenderInput,
} from '../../shared/initial-data';
import type { PageMarkup } from '../pages/page-markup';
import {
  NO_PRELOADS,
  type PublicRoute,
  type RoutePreloads,
  readRoutePreloads,
} from '../pages/route-preloads';

/**
 * A public page's part of the shell (docs/decisions/027): its head tags (title, description,
 * og:*, canonical, JSON-LD), the route whose chunks to preload, and a guest's first data.
 */
type ShellPage = {
  head: string | null;
  route: PublicRoute;
  initialData: InitialDataPayload | null;
};

/**
 * The SPA shell, rendered per request (docs/design.md#sessions-and-telegram): index.html with the session's
 * public handle in a global variable, in a script carrying the CSP nonce. The handle is not the credential.
 */
export type ShellRenderer = (input: {
  url: string;
  sessionHandle: string | null;
  nonce: string;
  page?: ShellPage | null;
  /**
   * A guest's page to render on the server (docs/decisions/066-server-rendering.md) and the address
   * its render counts for; absent, #root stays empty and the browser renders it.
   */
  render?: PageToRender | null;
}) => Promise<string>;

/** A page to render: what the request says; the shell adds the configuration it writes. */
type PageToRender = { input: Omit<ServerRenderInput, 'publicConfig'>; address: string };

/** A rendered page: its markup, and whether it is a guest's (the browser hydrates only those). */
type RenderedPage = { markup: string; guest: boolean };

/**
 * The page's markup in #root. A guest's is marked, and the browser hydrates it (src/client/app/boot.tsx);
 * a signed-in page's layout is rendered afresh over it, so a browser whose stored state disagrees
 * with the cookie never hydrates markup that is not its own.
 */
export function withMarkup(html: string, rendered: RenderedPage | null): string {
  if (rendered === null) return html;
  const attributes = rendered.guest ? ` ${GUEST_MARKUP_ATTRIBUTE}=""` : '';
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root"${attributes}>${rendered.markup}</div>`);
}

/** The markup for `render`, or null (none asked, no renderer, over the limit, a failed render). */
export async function markupFor(
  markup: PageMarkup | null,
  render: PageToRender | null | undefined,
  publicConfig: PublicConfig,
): Promise<RenderedPage | null> {
  if (!markup || !render) return null;
  const rendered = await markup({ ...render.input, publicConfig }, render.address);
  return rendered === null ? null : { markup: rendered, guest: render.input.viewerKind === null };
}

/** JSON for an inline script: `<`, U+2028 and U+2029 escaped so no value can close the tag. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function injectSession(
  html: string,
  sessionHandle: string | null,
  nonce: string,
  publicConfig: PublicConfig | null = null,
): string {
  const config = publicConfig ? `window.${PUBLIC_CONFIG_GLOBAL}=${inlineJson(publicConfig)};` : '';
  const script = `<script nonce="${nonce}">window.${SESSION_GLOBAL}=${inlineJson(sessionHandle)};${config}</script>`;
  // Before the first script, so the app finds the value whenever it starts.
  const at = html.search(/<script[\s>]/i);
  const withSession =
    at === -1
      ? html.replace('</head>', `${script}</head>`)
      : `${html.slice(0, at)}${script}${html.slice(at)}`;
  // Scripts Vite inlines (dev preamble) need the nonce too.
  return withSession.replace(/<script(?![^>]*\bnonce=)([^>]*)>/gi, `<script nonce="${nonce}"$1>`);
}

/**
 * The template with a public page's parts: its head replaces the template's title and
 * description, its route's chunks are preloaded beside the entry's (so the screen's chunk does
 * not wait for the entry to ask for it), and its data goes in a JSON element no script runs.
 */
export function applyPage(
  html: string,
  page: ShellPage | null | undefined,
  preloads: RoutePreloads = NO_PRELOADS,
): string {
  if (!page) return html;
  let out = html;
  if (page.head !== null) {
    out = out
      .replace(/<title>[^<]*<\/title>/i, '')
      .replace(/<meta\s+name="description"[^>]*>/i, '')
      .replace('</head>', () => `${page.head}</head>`);
  }
  const links = preloads(page.route)
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  // Functions, not strings: a `$&` in a vacancy's title must not become a replacement pattern.
  if (links) out = out.replace('</head>', () => `${links}</head>`);
  if (page.initialData) {
    const data = `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${inlineJson(page.initialData)}</script>`;
    out = out.replace('</body>', () => `${data}</body>`);
  }
  return out;
}

/**
 * The build's stylesheet written into the page (docs/decisions/066-server-rendering.md): the server's
 * markup paints as soon as the page is in, without a second round trip (562 ms on a slow phone
 * network) for a render-blocking file. The page's CSP allows inline styles.
 */
export async function inlineStylesheets(html: string, clientDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="(\/css\/[\w.-]+\.css)"[^>]*>/g)];
  let out = html;
  for (const [tag, href] of links) {
    if (!href) continue;
    // Nothing in a stylesheet may close the element it now sits in.
    const css = (await readFile(join(clientDir, href), 'utf8')).replace(/<\/style/gi, '<\\/style');
    out = out.replace(tag, () => `<style>${css}</style>`);
  }
  return out;
}

/** Production: the built index.html and the build's manifest, read once; pages rendered by `markup`. */
export async function createStaticShell(
  indexHtmlPath: string,
  publicConfig: PublicConfig,
  markup: PageMarkup | null = null,
): Promise<ShellRenderer> {
  const template = await inlineStylesheets(await readFile(indexHtmlPath, 'utf8'), dirname(indexHtmlPath));
  const preloads = readRoutePreloads(join(dirname(indexHtmlPath), '.vite', 'manifest.json'));
  return async ({ sessionHandle, nonce, page, render }) =>
    injectSession(
      withMarkup(applyPage(template, page, preloads), await markupFor(markup, render, publicConfig)),
      sessionHandle,
      nonce,
      publicConfig,
    );
}

/** What of the environment the browser may see: an explicit whitelist. */
export function publicConfigFrom(env: {
  mapTileUrl: string;
  botUsername?: string | undefined;
  miniAppName?: string | undefined;
  publicUrl?: string | undefined;
}): PublicConfig {
  // An explicit whitelist: never spread env here (BOT_TOKEN lives beside these fields).
  return {
    mapTileUrl: env.mapTileUrl,
    botUsername: env.botUsername ?? null,
    miniAppName: env.miniAppName ?? null,
    publicUrl: env.publicUrl ?? null,
  };
}
