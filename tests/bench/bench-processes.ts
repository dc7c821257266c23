import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { projectRoot } from '../../src/server/client-build';
import type { DatabaseOptions } from '../../src/server/db/client';
import { testEnv } from '../helpers/test-env';

export type Recorded = { status: number; headers: Record<string, string>; body: Buffer };

/** Headers that belong to one connection or one moment, not to the answer. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

type BareServer = { url: string; stop(): Promise<void> };

/** Starts tests/bench/bare-server.ts in its own process, answering `answers` (path → response). */
export async function startBareServer(answers: Map<string, Recorded>, dir: string): Promise<BareServer> {
  const file = join(dir, 'recorded-answers.json');
  const json = Object.fromEntries(
    [...answers].map(([path, answer]) => [
      path,
      {
        status: answer.status,
        headers: Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)),
        ),
        body: answer.body.toString('base64'),
      },
    ]),
  );
  writeFileSync(file, JSON.stringify(json));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'bare-server.ts'), file],
    {
      cwd: projectRoot,
      env: testEnv.childBase,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = output.match(/listening (\d+)/)?.[1];
      if (found) resolve(found);
    });
    exited.then(() => reject(new Error(`bare server exited before listening: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resident and peak memory of a process, from /proc (Linux); null elsewhere. */
export function memoryOf(pid: number | undefined): { rssMb: number; peakMb: number } | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** The share of all CPUs busy over `ms` while this process waits: what others are using. */
export async function machineBusy(ms: number): Promise<number> {
  const total = () =>
    cpus().reduce(
      (sum, cpu) => {
        const all = Object.values(cpu.times).reduce((a, b) => a + b, 0);
        return { all: sum.all + all, idle: sum.idle + cpu.times.idle };
      },
      { all: 0, idle: 0 },
    );
  const before = total();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

export type BenchDatabase = {
  name: string;
  options: DatabaseOptions;
  /** What the server process needs to find it. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
};

/** PGlite in `dataDir` (the default), or a fresh database on the PostgreSQL at `postgresUrl`. */
export async function benchDatabase(
  postgresUrl: string | undefined,
  dataDir: string,
): Promise<BenchDatabase> {
  if (!postgresUrl)
    return {
      name: 'PGlite',
      options: { kind: 'pglite', dataDir },
      env: { DATA_DIR: dataDir },
      cleanup: async () => {},
    };
  const name = `jb_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    options: { kind: 'postgres', url: url.toString() },
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    cleanup: () => admin(`drop database if exists ${name} with (force)`),
  };
}
