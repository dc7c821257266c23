import { existsSync } from 'node:fs';
import { buildClient, clientBuildIsStale, clientDistDir, clientIndexHtml } from './client-build';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { createStaticShell, publicConfigFrom } from './http/shell';
import { createLogger, errorFields } from './logger';
import { startServer } from './main';
import { stopOnSignals } from './shutdown';

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
      logger.warn('client build failed; serving the previous build', errorFields(error));
    }
  }

  const server = await startServer(env, {
    logger,
    shell: await createStaticShell(clientIndexHtml, publicConfigFrom(env)),
    staticDir: clientDistDir,
    announce: (line) => console.log(line),
  });
  // Signals first: whoever waits for the line below (a supervisor, a test) may stop us at once.
  stopOnSignals(() => server.close(), logger);
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
