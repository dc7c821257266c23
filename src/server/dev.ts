import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { projectRoot } from './client-build';
import { loadEnv } from './env';
import { injectSession, publicConfigFrom } from './http/shell';
import { createLogger } from './logger';
import { startServer } from './main';

/**
 * `npm run dev`: one port, Vite's hot reload in middleware mode in front of the API, the shell
 * rendered through Vite so the session check works as in production.
 */
async function main() {
  const env = loadEnv(undefined, { NODE_ENV: 'development' });
  const logger = createLogger(env.logLevel);
  const vite = await createViteServer({
    root: projectRoot,
    server: { middlewareMode: true },
    appType: 'custom',
  });
  const server = await startServer(env, {
    logger,
    development: true,
    staticDir: null,
    announce: (line) => console.log(line),
    shell: async ({ url, sessionHandle, nonce }) => {
      const template = await readFile(join(projectRoot, 'index.html'), 'utf8');
      const html = await vite.transformIndexHtml(new URL(url).pathname, template);
      return injectSession(html, sessionHandle, nonce, publicConfigFrom(env));
    },
    wrapListener: (listener) => (req, res) => vite.middlewares(req, res, () => listener(req, res)),
  });
  console.log(`Разработка: ${server.url.replace('127.0.0.1', 'localhost')}/`);
  const stop = () => {
    Promise.all([server.close(), vite.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
