import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Env } from './env';
import type { Logger } from './logger';
import { answerMetricsRequests } from './metrics/cluster-primary';
import { SHUTDOWN_BUDGET_MS } from './shutdown';

/**
 * Several HTTP processes on PostgreSQL (docs/decisions/032-server-processes.md): node:cluster
 * forks them and shares the port. Each process keeps its own caches; they stay fresh through the
 * database's cache versions (src/server/cache/cache-versions.ts), as separate instances do.
 * The first process runs the once-per-deployment work (first admin, bot setup, alerts, pruning);
 * the others serve HTTP and send their own outbox rows (leases make that safe).
 */

/** How many processes to run: `auto` is one per core on PostgreSQL, always 1 on the embedded database. */
export function processCount(env: Env, cores = availableParallelism()): number {
  if (!env.databaseUrl) return 1;
  return env.serverProcesses === 'auto' ? Math.max(1, cores) : env.serverProcesses;
}

/** What a forked process tells the primary once it listens. */
export type ReadyMessage = { type: 'ready'; url: string };

function isReady(message: unknown): message is ReadyMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'ready' &&
    typeof (message as { url?: unknown }).url === 'string'
  );
}

/**
 * The primary: forks the first process (it migrates and runs the jobs), then the others; resolves
 * with the address once all listen. A process that dies is replaced; SIGINT/SIGTERM stop them
 * all, and the primary exits 0 only if every one closed cleanly.
 */
export function runPrimary(count: number, logger: Logger): Promise<string> {
  let stopping = false;
  let started = false;
  let failed = false;
  const roles = new Map<Worker, 'all' | 'http'>();
  // A scrape of /metrics reaches one process; the primary sums every process's figures for it.
  answerMetricsRequests();

  const fork = (role: 'all' | 'http') => {
    const worker = cluster.fork({ SERVER_ROLE: role });
    roles.set(worker, role);
    worker.on('exit', (code, signal) => {
      roles.delete(worker);
      if (code !== 0) failed = true;
      if (stopping) {
        if (roles.size === 0) process.exit(failed ? 1 : 0);
        return;
      }
      // A process that cannot start (the database unreachable, say) fails the start instead.
      if (!started) return;
      logger.error('server process stopped; starting another', { code, signal: signal ?? null });
      fork(role).catch(() => undefined);
    });
    return new Promise<string>((resolve, reject) => {
      worker.on('message', (message: unknown) => {
        if (isReady(message)) resolve(message.url);
      });
      worker.once('exit', (code) => reject(new Error(`a server process exited with code ${code}`)));
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal, processes: roles.size });
    if (roles.size === 0) process.exit(0);
    // Each process keeps its own budget (shutdown.ts); this one only outlives them.
    setTimeout(() => process.exit(1), SHUTDOWN_BUDGET_MS + 1_000).unref();
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  return (async () => {
    // The first one migrates alone; the others find the schema ready.
    try {
      const url = await fork('all');
      await Promise.all(Array.from({ length: count - 1 }, () => fork('http')));
      started = true;
      return url;
    } catch (error) {
      for (const worker of roles.keys()) worker.process.kill('SIGTERM');
      throw error;
    }
  })();
}
