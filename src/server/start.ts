import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { buildClient, clientBuildIsStale, clientDistDir, clientIndexHtml } from './client-build';
import { processCount, type ReadyMessage, runPrimary } from './cluster';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { createStaticShell, publicConfigFrom } from './http/shell';
import { createLogger, errorFields } from './logger';
import { startServer } from './main';
import { stopOnSignals } from './shutdown';

/**
 * `npm start`: build the client if needed, migrate, serve. Stops cleanly on SIGINT/SIGTERM.
 * With SERVER_PROCESSES on PostgreSQL this process forks the servers (src/server/cluster.ts).
 */
async function main() {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const count = processCount(env);

  if (cluster.isPrimary && clientBuildIsStale()) {
    console.log('Сборка клиентской части…');
    try {
      await buildClient();
    } catch (error) {
      if (!existsSync(clientIndexHtml)) throw error;
      logger.warn('client build failed; serving the previous build', errorFields(error));
    }
  }

  if (cluster.isPrimary && count > 1) {
    const url = await runPrimary(count, logger);
    console.log(
      `Сервер работает: ${url.replace('127.0.0.1', 'localhost')}/ — PostgreSQL (DATABASE_URL), процессов: ${count}`,
    );
    return;
  }

  const server = await startServer(env, {
    logger,
    shell: await createStaticShell(clientIndexHtml, publicConfigFrom(env)),
    staticDir: clientDistDir,
    announce: (line) => console.log(line),
  });
  // Signals first: whoever waits for the line below (a supervisor, a test) may stop us at once.
  stopOnSignals(() => server.close(), logger);
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
