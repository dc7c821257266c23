import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';

/**
 * This process's own figures (docs/decisions/037-metrics.md): HTTP durations, statement times,
 * the pool and the process itself. In a cluster (src/server/cluster.ts) the primary adds these up
 * over every process (src/server/metrics/cluster-metrics.ts); prom-client's aggregators say how.
 */
type ProcessMetrics = {
  readonly registry: Registry;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** The outbox worker's attempts in this process (src/server/outbox/outbox-worker.ts). */
  readonly outboxAttempts: Counter<'channel' | 'outcome'>;
  /** Stops hearing the database (its handle outlives nothing, but tests open many). */
  close(): void;
};

/** Seconds: most answers are milliseconds (the cached lists), a slow one a few seconds. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statements: index lookups take well under a millisecond, the slowest reports a few seconds. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createProcessMetrics(database: DatabaseHandle): ProcessMetrics {
  const registry = new Registry();
  // CPU, resident memory, heap, event loop lag, GC, open handles: prom-client's standard set.
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern (never the raw path) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });

  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time from handing a statement to the database to its answer, by statement kind.',
    labelNames: ['database', 'kind', 'outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const stop = database.onQueryTimed((timing) => {
    queryDuration.observe(
      { database: database.kind, kind: timing.kind, outcome: timing.failed ? 'error' : 'ok' },
      timing.seconds,
    );
  });

  // Read at scrape time: the pool's state now, not a sample kept from earlier.
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections open, by state (the embedded database has one: its thread).',
    labelNames: ['database', 'state'] as const,
    registers: [registry],
    collect() {
      const load = database.load();
      this.set({ database: database.kind, state: 'idle' }, load.idle);
      this.set({ database: database.kind, state: 'busy' }, load.open - load.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Statements or checkouts waiting for a free database connection.',
    labelNames: ['database'] as const,
    registers: [registry],
    collect() {
      this.set({ database: database.kind }, database.load().waiting);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The pool limit of database connections per process.',
    labelNames: ['database'] as const,
    registers: [registry],
    collect() {
      this.set({ database: database.kind }, database.load().max);
    },
  });

  const outboxAttempts = new Counter({
    name: 'outbox_send_attempts_total',
    help: 'Outbox sends attempted, by channel and outcome (sent, retry, failed, blocked).',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });

  return { registry, httpDuration, outboxAttempts, close: stop };
}
