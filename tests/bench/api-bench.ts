import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { DEMO_ADMIN, seedDemo } from '../../src/server/demo/seed-demo';
import { startServerProcess } from '../e2e/helpers/server-process';
import { type Goal, goalLines } from './api-bench-goals';
import { BENCH_APPLICATIONS, seedApplicationBench } from './application-seed';
import {
  type BenchDatabase,
  benchDatabase,
  machineBusy,
  memoryOf,
  type Recorded,
  startBareServer,
} from './bench-processes';
import { API, DISTINCT_QUERIES, distinctSearches, worstSearches } from './bench-searches';
import { formatTable, type ScenarioFigures } from './bench-table';
import { explainSearches } from './explain-bench';
import { BENCH_HOME_MATCHES, seedHomeBench } from './home-seed';
import { get, type LoadResult, runLoad } from './load';

type ApiBenchOptions = {
  sizes: readonly number[];
  connections: number;
  durationMs: number;
  warmupMs: number;
  /** gzip: what a browser asks for (the server keeps a gzip of each cached answer). */
  encoding: 'gzip' | 'identity';
  /** Run the server on a fresh database of this PostgreSQL instead of PGlite. */
  postgresUrl?: string;
};

/** `cookie`: a signed-in scenario (the company's applications); the others are a guest's. */
type Scenario = { name: string; paths: string[]; bare: boolean; cookie?: string; goal?: Goal };

function scenarios(
  ids: { internship: number; python: number; sql: number },
  cookie: string,
  studentCookie: string,
): Scenario[] {
  const filters = `tags=${ids.python},${ids.sql}&employment=probation,part`;
  return [
    { name: 'plain page', paths: [`${API}?page=1&limit=20`], bare: true, goal: 'first-page' },
    {
      name: 'filtered',
      paths: [`${API}?type=${ids.internship}&${filters}&salaryFrom=30000&page=1&limit=20`],
      bare: true,
    },
    {
      name: 'full-text',
      paths: [`${API}?text=${encodeURIComponent('стажировка программист')}&page=1&limit=20`],
      bare: true,
    },
    { name: 'deep page (50)', paths: [`${API}?page=50&limit=20`], bare: true },
    // The issue's «distinct searches» and «worst guest search» (docs/decisions/029): misses only.
    {
      name: `searches, ${DISTINCT_QUERIES} keys (misses)`,
      paths: distinctSearches(),
      bare: true,
      goal: 'distinct',
    },
    { name: `worst guest search (misses)`, paths: worstSearches(), bare: true, goal: 'worst' },
    {
      name: `filtered, ${DISTINCT_QUERIES} keys (misses)`,
      paths: Array.from(
        { length: DISTINCT_QUERIES },
        (_, i) => `${API}?${filters}&salaryFrom=${10_000 + i * 100}&page=1&limit=20`,
      ),
      bare: false,
    },
    {
      name: `applications (company, ${BENCH_APPLICATIONS.toLocaleString('ru-RU')})`,
      paths: ['/api/application/getItems?page=1&limit=20'],
      bare: true,
      cookie,
    },
    // `/` of a signed-in user (docs/decisions/025): one answer per home.
    { name: 'home (company, same)', paths: ['/api/home/'], bare: true, cookie },
    {
      name: `home (student: Python+SQL, ${BENCH_HOME_MATCHES} matches)`,
      paths: ['/api/home/'],
      bare: true,
      cookie: studentCookie,
    },
  ];
}

/** A demo database of `size` vacancies in a fresh DATA_DIR, made by `npm run demo`'s generator. */
async function prepareDatabase(target: BenchDatabase, size: number) {
  const database = await openDatabase(target.options);
  try {
    await database.migrate();
    const started = performance.now();
    await seedDemo(database.db, {
      vacancies: size,
      companies: 200,
      seed: 1,
      reset: false,
      admin: DEMO_ADMIN,
      now: new Date(),
    });
    const applications = await seedApplicationBench(database.db, new Date());
    const home = await seedHomeBench(database.db, new Date());
    const seconds = (performance.now() - started) / 1000;
    const idOf = async (table: 'tags' | 'vacancy_types', name: string) => {
      const result = (await database.db.execute(
        sql`select id from ${sql.identifier(table)} where name = ${name}`,
      )) as unknown as { rows: { id: number }[] };
      return Number(result.rows[0]?.id);
    };
    const ids = {
      internship: await idOf('vacancy_types', 'Стажировка'),
      python: await idOf('tags', 'Python'),
      sql: await idOf('tags', 'SQL'),
    };
    return {
      seconds,
      cookie: applications.cookie,
      studentCookie: home.cookie,
      ids,
      plans: await explainSearches(database.db, ids),
    };
  } finally {
    await database.close();
  }
}

async function load(
  base: string,
  paths: readonly string[],
  options: ApiBenchOptions,
  headers: Record<string, string>,
) {
  const urls = paths.map((path) => `${base}${path}`);
  await runLoad({ urls, headers, connections: options.connections, durationMs: options.warmupMs });
  return runLoad({ urls, headers, connections: options.connections, durationMs: options.durationMs });
}

async function benchSize(size: number, options: ApiBenchOptions): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jb-api-bench-'));
  const target = await benchDatabase(options.postgresUrl, dataDir);
  try {
    const { seconds, ids, cookie, studentCookie, plans } = await prepareDatabase(target, size);
    const busyBefore = await machineBusy(1_000);
    // The load generator is one address: the per-address search limit (docs/decisions/030) is off.
    const server = await startServerProcess({ ...target.env, SEARCH_RATE_LIMIT: '0' });
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      ...(options.encoding === 'gzip' ? { 'Accept-Encoding': 'gzip' } : {}),
    };
    const rows: ScenarioFigures[] = [];
    const recorded = new Map<string, Recorded>();
    const list = scenarios(ids, cookie, studentCookie);
    const headersOf = (scenario: Scenario) =>
      scenario.cookie ? { ...headers, cookie: scenario.cookie } : headers;
    let memory: ReturnType<typeof memoryOf> = null;
    let neighbours: LoadResult | null = null;
    try {
      // Cold: each scenario's first request on a fresh server, before anything is cached.
      const agent = new Agent({ keepAlive: true });
      for (const scenario of list) {
        const path = scenario.paths[0] as string;
        const sent = performance.now();
        const answer = await get(new URL(`${server.url}${path}`), agent, headersOf(scenario));
        const coldMs = performance.now() - sent;
        // The item count comes from the identity body: ask once more, uncompressed, from the cache.
        const plain = await get(new URL(`${server.url}${path}`), agent, {
          'X-Requested-With': 'XMLHttpRequest',
          ...(scenario.cookie ? { cookie: scenario.cookie } : {}),
        });
        const total = totalOf(plain.body);
        const row: ScenarioFigures = {
          name: scenario.name,
          total,
          bytes: answer.body.length,
          coldMs,
          server: null,
          bare: null,
        };
        if (answer.status !== 200)
          row.failure = `HTTP ${answer.status}: ${plain.body.toString().slice(0, 120)}`;
        else if (scenario.bare) recorded.set(path, answer);
        rows.push(row);
      }
      agent.destroy();
      for (const [index, scenario] of list.entries()) {
        const row = rows[index] as ScenarioFigures;
        if (!row.failure) row.server = await load(server.url, scenario.paths, options, headersOf(scenario));
      }
      neighbours = await underWorstSearches(server.url, list, options, headers);
      memory = memoryOf(server.child.pid);
    } finally {
      await server.stop();
    }

    const bare = await startBareServer(recorded, dataDir);
    try {
      for (const [index, scenario] of list.entries()) {
        const row = rows[index] as ScenarioFigures;
        // Distinct queries: the bare server answers the first one's bytes every time.
        if (recorded.has(scenario.paths[0] as string))
          row.bare = await load(bare.url, scenario.paths.slice(0, 1), options, headersOf(scenario));
      }
    } finally {
      await bare.stop();
    }

    console.log(
      `\n${size.toLocaleString('ru-RU')} vacancies (demo data in ${seconds.toFixed(1)} s, ${target.name}), ` +
        `${options.connections} keep-alive connections, ${options.durationMs / 1000} s per run, ${options.encoding}:`,
    );
    console.log(formatTable(rows));
    console.log(goalLines(rows, target.name, neighbours).join('\n'));
    console.log(
      `EXPLAIN ANALYZE of the list's scan for each filter and sort (${target.name}, the database path):`,
    );
    console.log(plans.join('\n'));
    // Two cores: anything else running (tests, builds) moves these figures; say so beside them.
    if (busyBefore > 1)
      console.log(`note: load average was ${busyBefore.toFixed(1)} before the runs — figures are noisy`);
    if (memory)
      console.log(
        `server RSS after the runs: ${memory.rssMb.toFixed(0)} MB (peak ${memory.peakMb.toFixed(0)} MB)`,
      );
    const failed = rows
      .flatMap((row) => [row.server, row.bare])
      .filter((r): r is LoadResult => (r?.errors ?? 0) > 0);
    for (const result of failed) console.log(`  errors by status: ${JSON.stringify(result.statuses)}`);
  } finally {
    await target.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Four guests sending the worst search (distinct, uncached) while everyone else opens the cached
 * first page: the others' latency is the «other users unaffected» figure.
 */
async function underWorstSearches(
  base: string,
  list: readonly Scenario[],
  options: ApiBenchOptions,
  headers: Record<string, string>,
): Promise<LoadResult | null> {
  const worst = list.find((scenario) => scenario.goal === 'worst');
  const plain = list.find((scenario) => scenario.goal === 'first-page');
  if (!worst || !plain) return null;
  const others = Math.max(1, options.connections - 4);
  const [, result] = await Promise.all([
    runLoad({
      urls: worst.paths.map((path) => `${base}${path}`),
      headers,
      connections: 4,
      durationMs: options.durationMs,
    }),
    runLoad({
      urls: plain.paths.map((path) => `${base}${path}`),
      headers,
      connections: others,
      durationMs: options.durationMs,
    }),
  ]);
  return result;
}

function totalOf(body: Buffer): number | null {
  try {
    const parsed = JSON.parse(body.toString()) as { data?: { total?: unknown } };
    return typeof parsed.data?.total === 'number' ? parsed.data.total : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/vacancy/getItems on the real server (child process, PGlite demo database) beside the
 * same bytes from a bare node:http server, at each size.
 */
export async function measureApi(options: ApiBenchOptions): Promise<void> {
  console.log(
    '\nAPI: GET /api/vacancy/getItems (and a company’s GET /api/application/getItems), real server vs the same bytes from a bare node:http server ' +
      '(ratio = server ÷ bare req/s; load generator: tests/bench/load.ts, closed loop, same machine).',
  );
  for (const size of options.sizes) await benchSize(size, options);
}
