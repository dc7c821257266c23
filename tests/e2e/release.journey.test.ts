import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/client-build';
import { paths } from '../../src/shared/paths';
import { testEnv } from '../helpers/test-env';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

const run = promisify(execFile);

/** Each step of the release sequence may take this long on a busy 2-core machine. */
const STEP_TIMEOUT_MS = 150_000;

/** The repository's files as a clean clone has them: tracked and new ones, nothing ignored, no build. */
async function copyCheckout(into: string) {
  const { stdout } = await run('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: projectRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of stdout.split('\0')) {
    // node_modules is a symbolic link in some worktrees (not matched by `node_modules/`).
    if (!file || file === 'node_modules' || file.startsWith('dist/')) continue;
    const from = join(projectRoot, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(into, file)), { recursive: true });
    cpSync(from, join(into, file));
  }
}

async function npm(cwd: string, ...args: string[]) {
  await run('npm', args, {
    cwd,
    env: testEnv.childBase,
    timeout: STEP_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * The issue's «Done when» (docs/decisions/035-release-build.md): from a clean copy,
 * `npm ci && npm run build && npm prune --omit=dev && npm start` serves the site, and SIGTERM to
 * the npm process leaves no process and no lock. The one heavy test of the suite: a real install
 * from npm's cache (about a minute here).
 */
describe('the release from a clean clone', () => {
  const root = mkdtempSync(join(tmpdir(), 'jb-release-'));
  const checkout = join(root, 'checkout');
  const dataDir = join(root, 'data');
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.kill();
    rmSync(root, { recursive: true, force: true });
  });

  it(
    'installs, builds, prunes the dev dependencies, serves, and stops on SIGTERM to npm',
    async () => {
      await copyCheckout(checkout);
      expect(existsSync(join(checkout, 'node_modules'))).toBe(false);
      expect(existsSync(join(checkout, 'dist'))).toBe(false);

      await npm(checkout, 'ci', '--prefer-offline', '--no-audit', '--no-fund');
      await npm(checkout, 'run', 'build');
      await npm(checkout, 'prune', '--omit=dev', '--no-audit', '--no-fund');
      // What the release runs with: no build tools, no TypeScript loader (typescript itself may stay:
      // valibot names it as an optional peer).
      for (const devOnly of ['vite', 'esbuild', 'tsx', 'rolldown']) {
        expect(existsSync(join(checkout, 'node_modules', devOnly)), devOnly).toBe(false);
      }

      server = await startServerProcess({ DATA_DIR: dataDir }, { via: 'npm', cwd: checkout });
      try {
        expect(server.output()).not.toContain('Сборки');
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        const page = await fetch(`${server.url}${paths.vacancies}`);
        expect(page.status).toBe(200);
        const html = await page.text();
        // The app's shell with the server's first screen of /vacancies/, rendered by the pruned
        // release's dist/ssr (docs/decisions/066-server-rendering.md), and its entry script served.
        expect(html).toContain('<div id="root" data-guest-page=""><div class="app">');
        expect(html).toContain('<h1>Вакансии и стажировки</h1>');
        expect(html).toContain('<title>Вакансии — Карьера</title>');
        const entry = html.match(/<script [^>]*src="(\/js\/index-[\w-]+\.js)"/)?.[1];
        expect(entry).toBeDefined();
        expect((await fetch(`${server.url}${entry}`)).status).toBe(200);
        expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
      } finally {
        expect(await server.stop('SIGTERM')).toBe(0);
      }
      // npm and the node process it started were one process group: none of it runs, the port is
      // closed, the embedded database's lock is released.
      expect(server.groupAlive()).toBe(false);
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      expect(readFileSync(join(checkout, 'dist', 'server', '.built'), 'utf8')).toMatch(/^\d{4}-/);
    },
    4 * STEP_TIMEOUT_MS,
  );
});
