import { parseArgs } from 'node:util';
import { measureApi } from './api-bench';
import { measureFirstScreenJs } from './first-screen-js';

/**
 * `npm run bench`: the performance figures, each beside its baseline.
 *   --sizes 10000,100000   vacancies in the API runs' demo databases
 *   --duration 8           seconds per load run (warm-up: a quarter of it, at least 0.5 s)
 *   --connections 32       concurrent keep-alive connections
 *   --identity             ask for uncompressed JSON instead of gzip
 *   --quick                CI: 1 000 vacancies, 1 s runs
 *   --postgres URL         run the API server on a fresh database there instead of PGlite
 *   --only api|first-screen
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

if (values.only !== 'api') await measureFirstScreenJs();
if (values.only !== 'first-screen') {
  await measureApi({
    sizes,
    connections: Math.round(positive(values.connections, 'connections')),
    durationMs,
    warmupMs: Math.max(500, durationMs / 4),
    encoding: values.identity ? 'identity' : 'gzip',
    postgresUrl: values.postgres,
  });
}
