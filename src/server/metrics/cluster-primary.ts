import cluster from 'node:cluster';
import type { AggregatorRegistry, PrometheusContentType } from 'prom-client';

/**
 * The primary of a cluster (src/server/cluster.ts) adds up its processes' figures for whichever
 * process a scrape reached (docs/decisions/037-metrics.md): node:cluster shares one port, so
 * Prometheus cannot pick a process to scrape, and one process alone would show a fraction of the
 * traffic. prom-client is loaded on the first request only: a server without METRICS_TOKEN never
 * asks, and its primary never loads it.
 */

type CollectRequest = { type: 'metrics:collect'; id: number };
type CollectReply = { type: 'metrics:collected'; id: number; text: string | null };

function isCollectRequest(message: unknown): message is CollectRequest {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'metrics:collect' &&
    typeof (message as { id?: unknown }).id === 'number'
  );
}

export function isCollectReply(message: unknown): message is CollectReply {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'metrics:collected' &&
    typeof (message as { id?: unknown }).id === 'number'
  );
}

/** Call once in the primary: answers each process's request with every process's figures summed. */
export function answerMetricsRequests(): void {
  let aggregator: Promise<AggregatorRegistry<PrometheusContentType>> | null = null;
  cluster.on('message', (worker, message: unknown) => {
    if (!isCollectRequest(message)) return;
    aggregator ??= import('prom-client').then(({ AggregatorRegistry }) => new AggregatorRegistry());
    aggregator
      .then((registry) => registry.clusterMetrics())
      // A process that does not answer in time (one starting or stopping) fails this scrape only.
      .catch(() => null)
      .then((text) => {
        const reply: CollectReply = { type: 'metrics:collected', id: message.id, text };
        if (worker.isConnected()) worker.send(reply);
      });
  });
}
