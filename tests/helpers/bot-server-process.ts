import { loadEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { startServer } from '../../src/server/main';
import { stopOnSignals } from '../../src/server/shutdown';

/**
 * The server as src/server/start.ts runs it — same start, same signal handling — without the
 * client build, for the metrics bench (tests/bench/metrics-bench.ts). Settings from the environment.
 */
const env = loadEnv();
const logger = createLogger(env.logLevel);
const server = await startServer(env, {
  logger,
  shell: async () => '<!doctype html><title>t</title>',
  staticDir: null,
  announce: () => {},
});
console.log(`Сервер работает: ${server.url}/ `);
stopOnSignals(() => server.close(), logger);
