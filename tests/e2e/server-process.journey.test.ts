import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../src/shared/paths';
import { testEnv } from '../helpers/test-env';
import { startServerProcess } from './helpers/server-process';

const health = async (url: string) => (await fetch(`${url}/healthz`)).status;

describe('npm start on the embedded database', () => {
  it('serves /login/, refuses a second process on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jb-start-'));
    const first = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const login = await fetch(`${first.url}${paths.login}`);
      expect(login.status).toBe(200);
      expect(await login.text()).toContain('<div id="root"></div>');
      // No admin yet and none configured: a one-time setup link is printed.
      expect(first.output()).toMatch(/\/setup\/#token=[\w-]{43}/);

      const second = startServerProcess({ DATA_DIR: dataDir });
      await expect(second).rejects.toThrow(/exited with 1/);
      await expect(second).rejects.toThrow(/уже занят другим процессом сервера/);
      expect(await health(first.url)).toBe(200);
    } finally {
      expect(await first.stop('SIGTERM')).toBe(0);
    }
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    // The data survived the restart, and an admin from the environment prints no setup link.
    const again = await startServerProcess({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@example.ru',
      ADMIN_PASSWORD: 'a long passphrase',
    });
    try {
      expect(again.output()).not.toContain('#token=');
      expect(await health(again.url)).toBe(200);
    } finally {
      expect(await again.stop('SIGINT')).toBe(0);
    }
  });

  it('stops with a readable message on a wrong setting', async () => {
    await expect(startServerProcess({ PORT: 'eighty' })).rejects.toThrow(/PORT должен быть целым числом/);
  });
});

/** A fresh PostgreSQL database for `run`, dropped afterwards. */
async function withFreshDatabase(prefix: string, run: (env: Record<string, string>) => Promise<void>) {
  expect(testEnv.databaseUrl, 'CI must set TEST_DATABASE_URL').toBeTruthy();
  const base = testEnv.databaseUrl ?? '';
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    await run({
      DATABASE_URL: url.toString(),
      ADMIN_EMAIL: 'admin@example.ru',
      ADMIN_PASSWORD: 'long enough!',
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

// Needs PostgreSQL (TEST_DATABASE_URL); skipped outside CI on machines without it.
describe.skipIf(!testEnv.databaseUrl && !testEnv.ci)('npm start on PostgreSQL', () => {
  it('lets two instances start at once on one database (migrations under an advisory lock)', async () => {
    await withFreshDatabase('jb_start', async (env) => {
      const [one, two] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      try {
        expect(await health(one.url)).toBe(200);
        expect(await health(two.url)).toBe(200);
      } finally {
        await Promise.all([one.stop(), two.stop()]);
      }
    });
  });

  it('stops every process of SERVER_PROCESSES when the npm process gets SIGTERM', async () => {
    await withFreshDatabase('jb_cluster', async (env) => {
      const server = await startServerProcess({ ...env, SERVER_PROCESSES: '2' }, { via: 'npm' });
      try {
        expect(server.output()).toContain('процессов: 2');
        expect(await health(server.url)).toBe(200);
      } finally {
        expect(await server.stop('SIGTERM')).toBe(0);
      }
      // npm, the primary and both forks were one process group: none of it is left.
      await vi.waitFor(() => expect(server.groupAlive()).toBe(false), { timeout: 5_000 });
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    });
  });
});
