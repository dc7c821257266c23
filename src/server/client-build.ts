import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project root: the nearest folder above this module with a package.json. Right from the
 * sources (src/server/) and from every bundle of the release (dist/server/, dist/server/cli/,
 * dist/bot/), whose depth differs (docs/decisions/035-release-build.md).
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);
/** The built client (`npm run build`, scripts/build.mjs). */
export const clientDistDir = join(projectRoot, 'dist', 'client');
export const clientIndexHtml = join(clientDistDir, 'index.html');
/** The client's pages for the server's own render (docs/decisions/066-server-rendering.md). */
export const serverEntryFile = join(projectRoot, 'dist', 'ssr', 'server-entry.js');

/*
 * For tests and benches. Both ask scripts/build.mjs in a child process, so that this module —
 * part of the server's bundle — imports nothing of the build tools, and Vite runs with its own
 * NODE_ENV and memory. The server itself never builds: the launcher (scripts/run.mjs) does.
 */
const buildScript = join(projectRoot, 'scripts', 'build.mjs');

/** Whether the client is missing or older than one of its sources. */
export function clientBuildIsStale(): boolean {
  return spawnSync(process.execPath, [buildScript, '--check', '--client'], { stdio: 'ignore' }).status !== 0;
}

/** Builds the client (`npm run build -- --client`). */
export function buildClient(): Promise<void> {
  const child = spawn(process.execPath, [buildScript, '--client'], { cwd: projectRoot, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the client build failed (exit code ${code})`)),
    );
  });
}
