import { Agent, request } from 'node:http';
import { Histogram } from './histogram';

type LoadOptions = {
  /** One URL, or several taken in turn (distinct queries defeat a cache on purpose). */
  urls: readonly string[];
  headers?: Record<string, string>;
  /** Requests in flight at once, one keep-alive connection each. */
  connections: number;
  durationMs: number;
};

export type LoadResult = {
  requests: number;
  /** Network failures and non-2xx answers. */
  errors: number;
  statuses: Record<number, number>;
  bytes: number;
  elapsedMs: number;
  requestsPerSecond: number;
  latency: Histogram;
};

/** Hard bounds whatever the caller asks: the bench must not turn into a flood. */
const MAX_DURATION_MS = 60_000;
const MAX_CONNECTIONS = 256;
const MAX_REQUESTS = 5_000_000;

/** One GET over a kept-alive socket; resolves when the whole body has arrived. */
export function get(
  url: URL,
  agent: Agent,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export function assertLoopback(url: URL): void {
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost' && url.hostname !== '[::1]')
    throw new Error(`the load generator only talks to this machine, not ${url.host}`);
}

/**
 * A closed-loop load: `connections` workers, each sending its next request as soon as the
 * previous answer has been read, for `durationMs`. Latency is from sending to the last body byte.
 * Closed-loop understates tail latency under overload (coordinated omission): the figures
 * describe a saturated server with this many clients, not an open arrival rate.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const urls = options.urls.map((text) => new URL(text));
  if (urls.length === 0) throw new Error('no URL to load');
  for (const url of urls) assertLoopback(url);
  const connections = Math.min(Math.max(1, options.connections), MAX_CONNECTIONS);
  const durationMs = Math.min(options.durationMs, MAX_DURATION_MS);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const headers = options.headers ?? {};
  const latency = new Histogram();
  const statuses: Record<number, number> = {};
  let requests = 0;
  let errors = 0;
  let bytes = 0;

  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline && requests < MAX_REQUESTS) {
      const url = urls[requests % urls.length] as URL;
      const sent = performance.now();
      try {
        const response = await get(url, agent, headers);
        latency.record((performance.now() - sent) * 1000);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        bytes += response.body.length;
        if (response.status < 200 || response.status >= 300) errors++;
      } catch {
        errors++;
      }
      requests++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return {
    requests,
    errors,
    statuses,
    bytes,
    elapsedMs,
    requestsPerSecond: (requests - errors) / (elapsedMs / 1000),
    latency,
  };
}
