import cluster from 'node:cluster';
import type { Histogram } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import type { AttemptOutcome } from '../outbox/outbox-worker';
import { clusterProcessMetrics } from './cluster-metrics';
import type { MetricsSource } from './metrics-route';
import { createProcessMetrics } from './process-metrics';
import { createStateMetrics } from './state-metrics';

/** What the app needs of the metrics: the histogram its middleware fills and the scrape. */
export type ServerMetrics = MetricsSource & {
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** The outbox worker's `onAttempt`. */
  outboxAttempt(channel: string, outcome: AttemptOutcome): void;
  close(): void;
};

/**
 * The figures GET /metrics answers (docs/decisions/037-metrics.md): this process's own —
 * summed over every process when it is one of a cluster — then the deployment's, read from the
 * database once per scrape.
 */
export function createServerMetrics(database: DatabaseHandle, now: () => Date): ServerMetrics {
  const own = createProcessMetrics(database);
  const state = createStateMetrics(database.db, now);
  const processText = cluster.isWorker ? clusterProcessMetrics(own.registry) : () => own.registry.metrics();
  return {
    httpDuration: own.httpDuration,
    outboxAttempt: (channel, outcome) => own.outboxAttempts.inc({ channel, outcome }),
    async scrape() {
      await state.refresh();
      const [mine, shared] = await Promise.all([processText(), state.registry.metrics()]);
      return `${mine.trimEnd()}\n\n${shared.trimEnd()}\n`;
    },
    close: own.close,
  };
}
