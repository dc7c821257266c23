import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PromMetrics } from 'prom2javascript';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  gauge,
  histogram,
  observed,
  parseScrape as parse,
  METRICS_TEST_TOKEN as TOKEN,
} from '../../../tests/helpers/prometheus-scrape';
import { type DatabaseTarget, describeOnDatabases } from '../../../tests/helpers/test-database';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../shared/constants';
import { createSession } from '../auth/sessions';
import { outbox, students } from '../db/schema';
import { EnvError, envFrom, loadEnv } from '../env';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../main';
import { METRICS_CONTENT_TYPE } from './metrics-route';

type Started = {
  server: RunningServer;
  logs: string[];
  settings: Record<string, string>;
  cleanup(): Promise<void>;
};

/** A real server (src/server/main.ts) on a fresh database of `target`, listening on a free port. */
async function start(target: DatabaseTarget, settings: Record<string, string>): Promise<Started> {
  const provisioned = await target.provision();
  const scratch = mkdtempSync(join(tmpdir(), 'jb-metrics-'));
  const logs: string[] = [];
  const server = await startServer(
    envFrom({ DATA_DIR: scratch, ...provisioned.env, PORT: '0', ...settings }),
    {
      logger: createLogger('debug', (line) => logs.push(line)),
      shell: async () => '<!doctype html><title>t</title>',
      staticDir: null,
      announce: () => {},
    },
  );
  return {
    server,
    logs,
    settings: provisioned.env,
    async cleanup() {
      await server.close();
      await provisioned.cleanup();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

describeOnDatabases('GET /metrics', (target) => {
  let running: Started;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${running.server.url}${path}`, { headers });
  const scrape = async () => {
    const response = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(METRICS_CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    return { text, metrics: await parse(text) };
  };

  beforeAll(async () => {
    running = await start(target, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await running?.cleanup();
  });

  it('refuses a scrape without the token or with a wrong one, and logs no token', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${TOKEN}${TOKEN}` },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of refused) {
      const response = await get('/metrics', headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const body = await response.text();
      expect(body).toContain('METRICS_TOKEN');
      expect(body).not.toContain('http_request_duration_seconds');
    }
    await scrape();
    expect(running.logs.join('\n')).not.toContain(TOKEN.slice(4, -4));
  });

  it('times requests by route pattern and status, never by the raw path', async () => {
    const xhr = { [XHR_HEADER]: XHR_HEADER_VALUE };
    const before = (await scrape()).metrics;
    const list = { method: 'GET', route: '/api/vacancy/getItems', status: '200' };
    const item = { method: 'GET', route: '/api/vacancy/:id{[0-9]+}/', status: '404' };
    for (let i = 0; i < 3; i += 1) expect((await get('/api/vacancy/getItems', xhr)).status).toBe(200);
    expect((await get('/api/vacancy/987654/', xhr)).status).toBe(404);
    expect((await get('/api/vacancy/987655/', xhr)).status).toBe(404);
    // Made-up addresses: all under the patterns that answered them.
    expect((await get('/api/no-such-thing/31337', xhr)).status).toBe(404);
    expect((await get('/no-such-page/31338')).status).toBe(404);
    const { text, metrics } = await scrape();

    const moved = (labels: Record<string, string>) =>
      observed(metrics, 'http_request_duration_seconds', labels) -
      observed(before, 'http_request_duration_seconds', labels);
    expect(moved(list)).toBe(3);
    expect(moved(item)).toBe(2);
    expect(moved({ route: '/api/*', status: '404' })).toBe(1);
    // The shell's catch-all (src/server/app.ts) answers unknown pages.
    expect(moved({ route: '/*', status: '404' })).toBe(1);
    for (const series of histogram(metrics, 'http_request_duration_seconds')) {
      expect(Object.keys(series.labels).sort()).toEqual(['method', 'route', 'status']);
      expect(series.buckets['+Inf']).toBe(series.count);
    }
    expect(text).not.toMatch(/987654|987655|31337|31338|no-such/);
    // The scrapes themselves are not traffic.
    expect(text).not.toContain('route="/metrics"');

    // The statements those requests ran, on this database.
    const queries = (m: PromMetrics) => observed(m, 'db_query_duration_seconds', { database: target.name });
    expect(queries(metrics)).toBeGreaterThan(queries(before));
    expect(observed(metrics, 'db_query_duration_seconds', { kind: 'select', outcome: 'ok' })).toBeGreaterThan(
      0,
    );
  });

  it('shows the pool, the process, the outbox and the active sessions', async () => {
    const { db } = running.server.database;
    const [student] = await db
      .insert(students)
      .values({ email: 'm@example.ru', passwordHash: 'x', firstName: 'М', lastName: 'М', status: 'approved' })
      .returning();
    if (!student) throw new Error('no student');
    const before = (await scrape()).metrics;
    const sessionsBefore = gauge(before, 'sessions_active', { account_kind: 'student' });
    expect(sessionsBefore).toBe(0);
    await createSession(db, { kind: 'student', id: student.id }, new Date());
    await createSession(db, { kind: 'student', id: student.id }, new Date());
    // An expired session is not active.
    await createSession(db, { kind: 'student', id: student.id }, new Date('2020-01-01T00:00:00Z'));
    const mail = { to: 'x@example.ru', subject: 's', text: 't' };
    const later = new Date(Date.now() + 86_400_000);
    await db.insert(outbox).values([
      // Due tomorrow: stays queued while the test looks.
      {
        channel: 'mail',
        topic: 'metrics-test',
        payload: { channel: 'mail', message: mail },
        nextAttemptAt: later,
      },
      {
        channel: 'mail',
        topic: 'metrics-test',
        payload: { channel: 'mail', message: mail },
        nextAttemptAt: later,
        attempts: 2,
      },
      {
        channel: 'mail',
        topic: 'metrics-test',
        payload: { channel: 'mail', message: mail },
        attempts: 5,
        failedAt: new Date(),
        lastError: 'rejected',
      },
    ]);
    const { metrics } = await scrape();

    const labels = { channel: 'mail', topic: 'metrics-test' };
    expect(gauge(metrics, 'outbox_queued_messages', labels)).toBe(2);
    expect(gauge(metrics, 'outbox_retrying_messages', labels)).toBe(1);
    expect(gauge(metrics, 'outbox_failed_messages', labels)).toBe(1);
    expect(gauge(metrics, 'outbox_oldest_queued_age_seconds', labels)).toBeGreaterThanOrEqual(0);
    expect(gauge(metrics, 'sessions_active', { account_kind: 'student' })).toBe(2);
    expect(gauge(metrics, 'sessions_active', { account_kind: 'admin' })).toBe(0);

    const kind = { database: target.name };
    expect(gauge(metrics, 'db_pool_max_connections', kind)).toBe(target.name === 'pglite' ? 1 : 10);
    const idle = gauge(metrics, 'db_pool_connections', { ...kind, state: 'idle' });
    const busy = gauge(metrics, 'db_pool_connections', { ...kind, state: 'busy' });
    expect((idle ?? 0) + (busy ?? 0)).toBeGreaterThanOrEqual(1);
    expect(gauge(metrics, 'db_pool_waiting', kind)).toBeGreaterThanOrEqual(0);

    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(metrics[name], name).toBeDefined();
    expect(metrics.nodejs_gc_duration_seconds?.type).toBe('histogram');
  });

  it("counts the outbox worker's attempts", async () => {
    const sent = (m: PromMetrics) => {
      const family = m.outbox_send_attempts_total;
      const data = (family?.data ?? []) as { labels: Record<string, string>; value: number }[];
      return (
        data.find((series) => series.labels.channel === 'mail' && series.labels.outcome === 'sent')?.value ??
        0
      );
    };
    const before = sent((await scrape()).metrics);
    const mail = { to: 'y@example.ru', subject: 's', text: 't' };
    // Due now: the worker sends it to DATA_DIR/outbox/ (no SMTP_URL), the counter moves.
    await running.server.database.db
      .insert(outbox)
      .values({ channel: 'mail', topic: 'metrics-sent', payload: { channel: 'mail', message: mail } });
    await vi.waitFor(async () => expect(sent((await scrape()).metrics)).toBe(before + 1), {
      timeout: 15_000,
      interval: 100,
    });
    expect((await scrape()).metrics.outbox_send_attempts_total?.type).toBe('counter');
  });

  it('holds no secret: neither the token nor the database address', async () => {
    const { text } = await scrape();
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/postgres(ql)?:\/\//);
    const url = running.settings.DATABASE_URL;
    if (url) expect(text).not.toContain(new URL(url).pathname.slice(1));
  });
});

describeOnDatabases('GET /metrics without METRICS_TOKEN', (target) => {
  it('is not served', async () => {
    const running = await start(target, {});
    try {
      const response = await fetch(`${running.server.url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    } finally {
      await running.cleanup();
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is optional, and refused when short or with spaces, naming the variable', () => {
    expect(loadEnv({}).metricsToken).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    for (const wrong of ['short', 'a'.repeat(31), `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
      expect(() => loadEnv({ METRICS_TOKEN: wrong }), wrong).toThrow(EnvError);
      expect(() => loadEnv({ METRICS_TOKEN: wrong }), wrong).toThrow(/METRICS_TOKEN/);
    }
  });
});
