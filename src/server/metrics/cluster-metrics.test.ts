import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import {
  gauge,
  observed,
  parseScrape as parse,
  METRICS_TEST_TOKEN as TOKEN,
} from '../../../tests/helpers/prometheus-scrape';
import { testEnv } from '../../../tests/helpers/test-env';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../shared/constants';
import { projectRoot } from '../client-build';

/** One request on a connection of its own, so that node:cluster hands it to the next process. */
function getOnNewConnection(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    httpGet(url, { agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

/** A fresh database beside TEST_DATABASE_URL's, dropped by `cleanup`. */
async function provisionPostgres(baseUrl: string) {
  const name = `jb_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    cleanup: () => run(`drop database if exists ${name} with (force)`),
  };
}

// node:cluster runs on PostgreSQL only (src/server/cluster.ts). Needs PostgreSQL (TEST_DATABASE_URL):
// skipped outside CI without it, failed in CI (as tests/helpers/test-database.ts does).
const baseUrl = testEnv.databaseUrl;
describe.skipIf(!baseUrl && !testEnv.ci)('GET /metrics with two server processes [postgres]', () => {
  it('sums every process, and reads the database once', async () => {
    if (!baseUrl)
      expect.fail('CI must set TEST_DATABASE_URL: the PostgreSQL suites may not be skipped in CI.');
    const provisioned = await provisionPostgres(baseUrl);
    const scratch = mkdtempSync(join(tmpdir(), 'jb-metrics-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(projectRoot, 'tests/helpers/cluster-server-process.ts')],
      {
        cwd: projectRoot,
        env: {
          ...testEnv.childBase,
          ...provisioned.env,
          DATA_DIR: scratch,
          PORT: '0',
          LOG_LEVEL: 'warn',
          SERVER_PROCESSES: '2',
          METRICS_TOKEN: TOKEN,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await vi.waitFor(
        () => {
          if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
          expect(output).toMatch(/Сервер работает: http/);
        },
        { timeout: 60_000, interval: 100 },
      );
      const url = output.match(/Сервер работает: (http:\/\/\S+?)\/ /)?.[1] ?? '';
      const scrapeCluster = async () => {
        const answer = await getOnNewConnection(`${url}/metrics`, { authorization: `Bearer ${TOKEN}` });
        expect(answer.status, answer.body).toBe(200);
        return parse(answer.body);
      };
      const list = { route: '/api/vacancy/getItems', status: '200' };
      const before = await scrapeCluster();
      const requests = 8;
      for (let i = 0; i < requests; i += 1) {
        const answer = await getOnNewConnection(`${url}/api/vacancy/getItems`, {
          [XHR_HEADER]: XHR_HEADER_VALUE,
        });
        expect(answer.status).toBe(200);
      }
      // Whichever process answers the scrape, it reports both processes' requests.
      for (let i = 0; i < 2; i += 1) {
        const after = await scrapeCluster();
        const moved =
          observed(after, 'http_request_duration_seconds', list) -
          observed(before, 'http_request_duration_seconds', list);
        expect(moved).toBe(requests);
        // The deployment's figures once, not once per process.
        expect(after.sessions_active?.data).toHaveLength(3);
        expect(gauge(after, 'db_pool_max_connections', { database: 'postgres' })).toBe(20);
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
      expect(await exited, output).toBe(0);
      await provisioned.cleanup();
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 90_000);
});
