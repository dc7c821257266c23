import { AggregatorRegistry, type Registry } from 'prom-client';
import { isCollectReply } from './cluster-primary';

/** prom-client's primary waits 5 s for every process; a little longer here. */
const COLLECT_TIMEOUT_MS = 6_000;

/**
 * In a process of a cluster: hands this process's registry to prom-client's cluster protocol
 * (the primary asks each process for it, prom-client/lib/cluster.js) and returns the scrape's
 * source: the primary's sum over every process (src/server/metrics/cluster-primary.ts).
 */
export function clusterProcessMetrics(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs the process's listener for the primary's requests.
  const listening = new AggregatorRegistry();
  const waiting = new Map<number, (text: string | null) => void>();
  let nextId = 1;
  process.on('message', (message: unknown) => {
    if (!isCollectReply(message)) return;
    waiting.get(message.id)?.(message.text);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => settle(null), COLLECT_TIMEOUT_MS);
      function settle(text: string | null) {
        clearTimeout(timer);
        waiting.delete(id);
        if (text === null) reject(new Error('the cluster primary did not collect the metrics'));
        else resolve(text);
      }
      waiting.set(id, settle);
      if (!process.send || !listening) settle(null);
      else process.send({ type: 'metrics:collect', id });
    });
}
