import { existsSync } from 'node:fs';
import { buildClient, clientBuildIsStale, clientDistDir, clientIndexHtml } from './client-build';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { createStaticShell, publicConfigFrom } from './http/shell';
import { createLogger } from './logger';
import { startServer } from './main';

/** `npm start`: build the client if needed, migrate, serve. Stops cleanly on SIGINT/SIGTERM. */
async function main() {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);

  if (clientBuildIsStale()) {
    console.log('Сборка клиентской части…');
    try {
      await buildClient();
    } catch (error) {
      if (!existsSync(clientIndexHtml)) throw error;
      logger.warn('client build failed; serving the previous build', { error: String(error) });
    }
  }

  const server = await startServer(env, {
    logger,
    shell: await createStaticShell(clientIndexHtml, publicConfigFrom(env)),
    staticDir: clientDistDir,
    announce: (line) => console.log(line),
  });
  const where = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `встроенная база в ${env.dataDir}`;
  console.log(`Сервер работает: ${server.url.replace('127.0.0.1', 'localhost')}/ — ${where}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Сервер не запустился:', error);
  }
  process.exit(1);
});
