import { parseArgs } from 'node:util';
import { testEnv } from '../helpers/test-env';
import { measureApi } from './api-bench';
import { measureBrowserTimings } from './browser-timings';
import { measureFirstScreenJs } from './first-screen-js';
import { measureLighthouse } from './lighthouse-bench';
import { measureMatching } from './matching-bench';
import { measureMetricsOverhead } from './metrics-bench';
import { measureOutbox } from './outbox-bench';
import { measureSurge } from './surge-bench';

/**
 * `npm run bench`: the performance figures, each beside its baseline.
 *   --sizes 10000,100000   vacancies in the API runs' demo databases
 *   --duration 8           seconds per load run (warm-up: a quarter of it, at least 0.5 s)
 *   --connections 32       concurrent keep-alive connections (the surge: opens in flight)
 *   --identity             ask for uncompressed JSON instead of gzip
 *   --quick                CI: 1 000 vacancies, 1 s runs, a surge of 100 students
 *   --postgres URL         the API runs: a fresh database there instead of PGlite; the surge: a
 *                          fresh database there beside PGlite (default: TEST_DATABASE_URL)
 *   --students 1000        the surge's linked students, each opening the Mini App once
 *   --rate 50              the surge's opens started per second (default: as fast as they go)
 *   --subscriptions 100000  the matching run's saved searches (--quick: 2 000)
 *   --messages 2000        the outbox runs' queued messages per channel and database
 *   --runs 3               Lighthouse runs per page, the median reported (--quick: 1)
 *   --rounds 3             the metrics run's alternating rounds without and with /metrics
 *   --only first-screen|browser-timings|lighthouse|api|surge|matching|outbox|metrics  (comma-separated)
 */
const { values } = parseArgs({
  options: {
    sizes: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '32' },
    identity: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    postgres: { type: 'string' },
    students: { type: 'string' },
    rate: { type: 'string' },
    subscriptions: { type: 'string' },
    messages: { type: 'string' },
    runs: { type: 'string' },
    rounds: { type: 'string' },
  },
});

const positive = (text: string, name: string) => {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name}: a positive number, not «${text}»`);
  return value;
};

const sizes = (values.sizes ?? (values.quick ? '1000' : '10000,100000'))
  .split(',')
  .map((size) => Math.round(positive(size, 'sizes')));
const durationMs = positive(values.duration ?? (values.quick ? '1' : '8'), 'duration') * 1000;
const connections = Math.round(positive(values.connections, 'connections'));

/** Each measurement by name, in the order they run; a new one is one more entry here. */
const suites: Record<string, () => Promise<void>> = {
  'first-screen': () => measureFirstScreenJs(),
  'browser-timings': async () => {
    await measureBrowserTimings();
  },
  lighthouse: async () => {
    await measureLighthouse({
      runs: Math.round(positive(values.runs ?? (values.quick ? '1' : '3'), 'runs')),
    });
  },
  api: () =>
    measureApi({
      sizes,
      connections,
      durationMs,
      warmupMs: Math.max(500, durationMs / 4),
      encoding: values.identity ? 'identity' : 'gzip',
      postgresUrl: values.postgres,
    }),
  surge: () =>
    measureSurge({
      students: Math.round(positive(values.students ?? (values.quick ? '100' : '1000'), 'students')),
      vacancies: values.quick ? 200 : 2_000,
      concurrency: connections,
      ...(values.rate ? { ratePerSecond: positive(values.rate, 'rate') } : {}),
      postgresUrl: values.postgres ?? testEnv.databaseUrl,
    }),
  matching: () =>
    measureMatching({
      subscriptions: Math.round(
        positive(values.subscriptions ?? (values.quick ? '2000' : '100000'), 'subscriptions'),
      ),
      vacancies: values.quick ? 10 : 20,
      postgresUrl: values.postgres ?? testEnv.databaseUrl,
    }),
  outbox: () =>
    measureOutbox({
      messages: Math.round(positive(values.messages ?? (values.quick ? '50' : '2000'), 'messages')),
      postgresUrl: values.postgres ?? testEnv.databaseUrl,
    }),
  metrics: () =>
    measureMetricsOverhead({
      connections,
      durationMs,
      rounds: Math.round(positive(values.rounds ?? (values.quick ? '1' : '3'), 'rounds')),
    }),
};

const only = values.only?.split(',').map((name) => name.trim()) ?? Object.keys(suites);
const unknown = only.filter((name) => !(name in suites));
if (unknown.length > 0)
  throw new Error(`--only: ${unknown.join(', ')}? Known: ${Object.keys(suites).join(', ')}`);
for (const [name, measure] of Object.entries(suites)) if (only.includes(name)) await measure();
