import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseOptions } from '../../src/server/db/client';
import { startServerProcess } from '../e2e/helpers/server-process';
import { benchDatabase, machineBusy, memoryOf, type Recorded, startBareServer } from './bench-processes';
import { ensureClientBuilt } from './client-build-once';
import { type Answer, runSurge, type SurgeResult } from './surge';
import { SURGE_BOT, seedSurge } from './surge-seed';
import { formatSurgeTable, type SurgeRow } from './surge-table';

type SurgePlan = {
  students: number;
  vacancies: number;
  /** Opens in flight at most. */
  concurrency: number;
  /** Opens started per second; absent: as fast as the concurrency allows. */
  ratePerSecond?: number;
  /**
   * Keep every answer of the surge, then open once more for each student one at a time and keep
   * those too (surge.db.test.ts: the surge must answer what a single open does).
   */
  compare?: boolean;
};

/** Per open (index into initData), per step path: its answer. */
type AnswersByOpen = Map<number, Map<string, Answer>>;

export type SurgeRun = {
  result: SurgeResult;
  /** The first 2xx answer of each step's path (the bare baseline replays them). */
  recorded: Map<string, Recorded>;
  /** The students' initData, reused for the bare baseline. */
  initData: string[];
  memory: { rssMb: number; peakMb: number } | null;
  /** The server's exit code after SIGTERM (0: closed its database cleanly). */
  exitCode: number | null;
  /** With `compare`: the surge's answers and those of the single opens after it. */
  answers?: { surge: AnswersByOpen; single: AnswersByOpen };
};

function keeper(into: AnswersByOpen) {
  return (path: string, answer: Answer, open: number) => {
    const byPath = into.get(open) ?? new Map<string, Answer>();
    byPath.set(path, answer);
    into.set(open, byPath);
  };
}

/** The database a server process's environment names (DATABASE_URL, else PGlite in DATA_DIR). */
function databaseOf(env: Record<string, string>): DatabaseOptions {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.DATA_DIR ?? '' };
}

/**
 * Seeds a fresh database, starts the real server on it (child process, a bot token, no polling),
 * opens the Mini App once as a warm-up (recording the answers), then runs the surge.
 */
export async function surgeOnDatabase(env: Record<string, string>, plan: SurgePlan): Promise<SurgeRun> {
  await ensureClientBuilt();
  const initData = await seedSurge(databaseOf(env), { students: plan.students, vacancies: plan.vacancies });
  const server = await startServerProcess({ ...env, ...SURGE_BOT });
  const recorded = new Map<string, Recorded>();
  try {
    const warmup = await runSurge({
      base: server.url,
      initData: initData.slice(0, 1),
      concurrency: 1,
      onAnswer: (path, answer) => {
        if (!recorded.has(path) && answer.status >= 200 && answer.status < 300) recorded.set(path, answer);
      },
    });
    if (warmup.errors > 0) throw new Error(`the warm-up open failed: ${JSON.stringify(warmup.failures)}`);
    const surge: AnswersByOpen = new Map();
    const result = await runSurge({
      base: server.url,
      initData,
      concurrency: plan.concurrency,
      ...(plan.ratePerSecond ? { ratePerSecond: plan.ratePerSecond } : {}),
      ...(plan.compare ? { onAnswer: keeper(surge) } : {}),
    });
    const memory = memoryOf(server.child.pid);
    const single: AnswersByOpen = new Map();
    if (plan.compare)
      await runSurge({ base: server.url, initData, concurrency: 1, onAnswer: keeper(single) });
    return {
      result,
      recorded,
      initData,
      memory,
      exitCode: await server.stop('SIGTERM'),
      ...(plan.compare ? { answers: { surge, single } } : {}),
    };
  } finally {
    if (server.child.exitCode === null) await server.stop('SIGKILL');
  }
}

/** The server processes the PostgreSQL run gets with SERVER_PROCESSES=auto (one per core). */
const CORES = availableParallelism();

async function onTarget(
  postgresUrl: string | undefined,
  plan: SurgePlan,
  rows: SurgeRow[],
  processes: 'one' | 'auto' = 'one',
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jb-surge-'));
  const database = await benchDatabase(postgresUrl, dataDir);
  const target = processes === 'auto' ? `${database.name} ×${CORES}` : database.name;
  try {
    const env = processes === 'auto' ? { ...database.env, SERVER_PROCESSES: 'auto' } : database.env;
    const run = await surgeOnDatabase(env, plan);
    rows.push({ target, result: run.result });
    if (run.memory) console.log(`${target}: server RSS after the surge ${run.memory.rssMb.toFixed(0)} MB`);
    return run;
  } catch (error) {
    rows.push({ target, result: null, failure: String(error).slice(0, 200) });
    return null;
  } finally {
    await database.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- --only surge`: the broadcast surge on the embedded database and, given a
 * PostgreSQL, on a fresh database there, beside a bare node:http server answering the same five
 * requests with the bytes the real server sent (tests/bench/bare-server.ts).
 */
export async function measureSurge(plan: SurgePlan & { postgresUrl?: string }): Promise<void> {
  const pace = plan.ratePerSecond
    ? `${plan.ratePerSecond} opens started a second (open loop; latency from the scheduled start)`
    : 'as fast as they go (closed loop)';
  console.log(
    `\nBroadcast surge: ${plan.students} linked students each open the Mini App once — GET /, ` +
      'POST /api/tg-login/, POST /api/vacancy/recent, GET /api/vacancy/getItems, GET /api/favourite/getItems — ' +
      `${plan.concurrency} at once, ${pace}; ${plan.vacancies} demo vacancies. ` +
      `${plan.students} opens within a minute need ${(plan.students / 60).toFixed(1)} opens/s.`,
  );
  const busyBefore = await machineBusy(1_000);
  const rows: SurgeRow[] = [];
  const embedded = await onTarget(undefined, plan, rows);
  if (plan.postgresUrl) {
    await onTarget(plan.postgresUrl, plan, rows);
    // Several server processes (docs/decisions/032-server-processes.md); RSS is the primary's.
    if (CORES > 1) await onTarget(plan.postgresUrl, plan, rows, 'auto');
  } else
    rows.push({
      target: 'PostgreSQL',
      result: null,
      failure: 'not run: give --postgres URL or TEST_DATABASE_URL',
    });

  if (embedded) {
    const dir = mkdtempSync(join(tmpdir(), 'jb-surge-bare-'));
    const bare = await startBareServer(embedded.recorded, dir);
    try {
      const result = await runSurge({
        base: bare.url,
        initData: embedded.initData,
        concurrency: plan.concurrency,
        ...(plan.ratePerSecond ? { ratePerSecond: plan.ratePerSecond } : {}),
      });
      rows.push({ target: 'bare node:http', result });
    } finally {
      await bare.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(formatSurgeTable(rows));
  console.log('(latencies in ms, p50/p99; an open fails at its first non-2xx step)');
  if (busyBefore > 0.5)
    console.log(
      `note: the machine was ${(busyBefore * 100).toFixed(0)} % busy before the runs — figures are noisy`,
    );
}
