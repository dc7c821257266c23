import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from './load';

describe('load generator', () => {
  let server: Server;
  let base = '';
  const seen = { sockets: 0, paths: new Set<string>() };

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.paths.add(req.url ?? '');
      if (req.url === '/fail') res.writeHead(500).end('no');
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
    server.on('connection', () => seen.sockets++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keeps N connections alive, counts answers and takes URLs in turn', async () => {
    seen.sockets = 0;
    const result = await runLoad({ urls: [`${base}/a`, `${base}/b`], connections: 4, durationMs: 300 });
    // More answers than connections, over exactly 4 sockets: they were kept alive and reused. A
    // count, not a speed: a loaded machine answers fewer in 300 ms.
    expect(result.requests).toBeGreaterThan(8);
    expect(result.errors).toBe(0);
    expect(result.statuses[200]).toBe(result.requests);
    expect(result.latency.count).toBe(result.requests);
    expect(result.bytes).toBe(2 * result.requests);
    expect(result.requestsPerSecond).toBeGreaterThan(0);
    expect(seen.sockets).toBe(4);
    expect(seen.paths).toEqual(new Set(['/a', '/b']));
  });

  it('counts non-2xx answers as errors, not as throughput', async () => {
    const result = await runLoad({ urls: [`${base}/fail`], connections: 2, durationMs: 100 });
    expect(result.errors).toBe(result.requests);
    expect(result.requestsPerSecond).toBe(0);
  });

  it('talks to this machine only', async () => {
    await expect(runLoad({ urls: ['http://example.ru/'], connections: 1, durationMs: 10 })).rejects.toThrow(
      /only talks to this machine/,
    );
  });
});
