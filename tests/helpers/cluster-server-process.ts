import cluster from 'node:cluster';
import { processCount, type ReadyMessage, runPrimary } from '../../src/server/cluster';
import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { startServer } from '../../src/server/main';
import { stopOnSignals } from '../../src/server/shutdown';

/**
 * src/server/start.ts's cluster (SERVER_PROCESSES on PostgreSQL) without the client build, for
 * the metrics' cluster test (src/server/metrics/metrics.db.test.ts). Settings from the environment.
 */
const env = loadEnv();
const logger = createLogger(env.logLevel);
if (cluster.isPrimary) {
  const url = await runPrimary(processCount(env), logger);
  console.log(`Сервер работает: ${url}/ `);
} else {
  const server = await startServer(env, {
    logger,
    shell: async () => '<!doctype html><title>t</title>',
    staticDir: null,
    announce: () => {},
  });
  stopOnSignals(() => server.close(), logger);
  const ready: ReadyMessage = { type: 'ready', url: server.url };
  process.send?.(ready);
}
