import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/server/client-build';
import { openDatabase } from '../../src/server/db/client';
import { DEMO_ADMIN, seedDemo } from '../../src/server/demo/seed-demo';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../src/shared/constants';
import { testEnv } from '../helpers/test-env';
import { runLoad } from './load';

type MetricsBenchOptions = { connections: number; durationMs: number; rounds: number };

const TOKEN = 'metrics-bench-token-0123456789abcdef0123456789';

/** The server as start.ts runs it, without the client build (tests/helpers/bot-server-process.ts). */
async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'tests/helpers/bot-server-process.ts')],
    { cwd: projectRoot, env: { ...testEnv.childBase, PORT: '0', LOG_LEVEL: 'warn', ...env }, stdio: 'pipe' },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/Сервер работает: (http:\/\/\S+?)\/ /)?.[1];
      if (url) resolve({ url, child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

/** The process's CPU time so far in ms (Linux /proc, clock ticks of 10 ms); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The metrics middleware's cost (docs/decisions/037-metrics.md): requests per second on the cached
 * first page of /api/vacancy/getItems with METRICS_TOKEN unset (no middleware) and set, in
 * alternating rounds so that a busy moment of the machine does not fall on one side only.
 */
export async function measureMetricsOverhead(options: MetricsBenchOptions): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jb-metrics-bench-'));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await seedDemo(database.db, {
      vacancies: 1_000,
      companies: 100,
      seed: 1,
      reset: false,
      admin: DEMO_ADMIN,
      now: new Date(),
    });
    await database.close();
    const figures: Record<'off' | 'on', number[]> = { off: [], on: [] };
    // CPU per request is steadier than requests per second on a machine shared with other work.
    const cpu: Record<'off' | 'on', number[]> = { off: [], on: [] };
    for (let round = 0; round < options.rounds; round += 1) {
      for (const side of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
        const server = await startServer({
          DATA_DIR: dataDir,
          ...(side === 'on' ? { METRICS_TOKEN: TOKEN } : {}),
        });
        try {
          const load = {
            urls: [`${server.url}/api/vacancy/getItems`],
            headers: { [XHR_HEADER]: XHR_HEADER_VALUE, 'accept-encoding': 'gzip' },
            connections: options.connections,
          };
          await runLoad({ ...load, durationMs: Math.max(500, options.durationMs / 4) });
          const cpuBefore = cpuMs(server.child.pid);
          const result = await runLoad({ ...load, durationMs: options.durationMs });
          const cpuAfter = cpuMs(server.child.pid);
          if (result.errors > 0) throw new Error(`${result.errors} failed requests (${side})`);
          figures[side].push(result.requestsPerSecond);
          const perRequest =
            cpuBefore === null || cpuAfter === null
              ? null
              : ((cpuAfter - cpuBefore) * 1000) / result.requests;
          if (perRequest !== null) cpu[side].push(perRequest);
          console.log(
            `  round ${round + 1}, metrics ${side}: ${Math.round(result.requestsPerSecond)} req/s` +
              (perRequest === null ? '' : `, ${perRequest.toFixed(0)} µs CPU per request`),
          );
        } finally {
          await stop(server.child);
        }
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    };
    const off = median(figures.off);
    const on = median(figures.on);
    console.log(
      `\nMetrics middleware (PGlite, cached /api/vacancy/getItems, ${options.connections} connections): ` +
        `${Math.round(off)} req/s without, ${Math.round(on)} req/s with ` +
        `(${(((on - off) / off) * 100).toFixed(1)} %, medians of ${options.rounds} rounds)`,
    );
    if (cpu.off.length > 0 && cpu.on.length > 0)
      console.log(
        `Server CPU per request: ${median(cpu.off).toFixed(0)} µs without, ${median(cpu.on).toFixed(0)} µs with`,
      );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
