import cluster from 'node:cluster';
import { clientDistDir, clientIndexHtml, serverEntryFile } from './client-build';
import { processCount, type ReadyMessage, runPrimary } from './cluster';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { createStaticShell, publicConfigFrom } from './http/shell';
import { createLogger, errorFields, type Logger } from './logger';
import { type RunningServer, startServer } from './main';
import { createPageMarkup, loadBuiltRenderer, type PageMarkup } from './pages/page-markup';
import { keepFilesPrivate, tightenTrees } from './private-files';
import { stopOnSignals } from './shutdown';

/**
 * `npm start`: migrate, serve. It runs as dist/server/start.js, built and launched by
 * scripts/run.mjs (docs/decisions/035-release-build.md); the client is already in dist/client.
 * Stops cleanly on SIGINT/SIGTERM. With SERVER_PROCESSES on PostgreSQL this process forks the
 * servers (src/server/cluster.ts).
 */
/**
 * Guests' pages rendered from the build's server entry (docs/decisions/066-server-rendering.md);
 * without one, pages go out as the bare shell, as before.
 */
async function builtPageMarkup(logger: Logger): Promise<PageMarkup | null> {
  const renderer = await loadBuiltRenderer(serverEntryFile);
  if (!renderer) {
    logger.warn('server rendering off: no dist/ssr/server-entry.js (npm run build)', {});
    return null;
  }
  return createPageMarkup({
    load: async () => renderer,
    onError: (error) => logger.error('page render failed', errorFields(error)),
  });
}

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const count = processCount(env);
  // Data, uploads, mail, backups and the control socket: the server's user's alone, also what an
  // older release left readable (src/server/private-files.ts). Forked servers inherit the umask.
  keepFilesPrivate();
  if (cluster.isPrimary) {
    const tightened = tightenTrees([env.dataDir, ...(env.backup.dir ? [env.backup.dir] : [])]);
    if (tightened.changed > 0 || tightened.failed > 0 || tightened.truncated)
      logger.info('data files made private', tightened);
  }

  if (cluster.isPrimary && count > 1) {
    const url = await runPrimary(count, logger);
    console.log(
      `Сервер работает: ${url.replace('127.0.0.1', 'localhost')}/ — PostgreSQL (DATABASE_URL), процессов: ${count}`,
    );
    return;
  }

  // Signals from the first moment: a stop during migrations waits for the start to finish, then
  // closes the database and the lock like any other stop (or the budget of shutdown.ts runs out).
  const starting = startServer(env, {
    logger,
    shell: await createStaticShell(clientIndexHtml, publicConfigFrom(env), await builtPageMarkup(logger)),
    staticDir: clientDistDir,
    announce: (line) => console.log(line),
  });
  stopOnSignals(async () => {
    const server: RunningServer | null = await starting.catch(() => null);
    await server?.close();
  }, logger);
  const server = await starting;
  if (cluster.isWorker) {
    const ready: ReadyMessage = { type: 'ready', url: server.url };
    process.send?.(ready);
    return;
  }
  const where = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `встроенная база в ${env.dataDir}`;
  console.log(`Сервер работает: ${server.url.replace('127.0.0.1', 'localhost')}/ — ${where}`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    // Never the error itself: a failed query (the first admin's insert, say) carries its parameters.
    console.error('Сервер не запустился:', JSON.stringify(errorFields(error)));
  }
  process.exit(1);
});
