import { readFile } from 'node:fs/promises';
import { PUBLIC_CONFIG_GLOBAL, SESSION_GLOBAL } from '../../shared/constants';
import type { PublicConfig } from '../../shared/contract/public-config';

/**
 * The SPA shell, rendered per request (DESIGN §7): index.html with the session's public handle
 * in a global variable, in a script carrying the CSP nonce. The handle is not the credential.
 */
export type ShellRenderer = (input: {
  url: string;
  sessionHandle: string | null;
  nonce: string;
}) => Promise<string>;

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

/** Production: the built index.html, read once. */
export async function createStaticShell(
  indexHtmlPath: string,
  publicConfig: PublicConfig,
): Promise<ShellRenderer> {
  const template = await readFile(indexHtmlPath, 'utf8');
  return async ({ sessionHandle, nonce }) => injectSession(template, sessionHandle, nonce, publicConfig);
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
