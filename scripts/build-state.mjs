// @ts-check
/**
 * What `npm run build` produces and whether it is there and fresh (docs/decisions/035-release-build.md).
 * Plain JavaScript with no dependency: the launcher (scripts/run.mjs) reads it before anything is
 * built, and on a release installed without dev dependencies.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root: this file lives in scripts/. */
export const projectRoot = join(import.meta.dirname, '..');
export const distDir = join(projectRoot, 'dist');

/**
 * The two halves of a build. `stamp` is written last, so a build cut short counts as missing;
 * `sources` are what the half is made from (a newer one makes it stale on a development install).
 * @type {Record<'client' | 'server', { stamp: string; sources: readonly string[] }>}
 */
export const BUILD_PARTS = {
  client: {
    stamp: join(distDir, 'client', '.built'),
    sources: ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package.json'],
  },
  server: {
    stamp: join(distDir, 'server', '.built'),
    sources: ['src/server', 'src/shared', 'bot', 'package.json', 'tsconfig.json', 'scripts/build.mjs'],
  },
};

/** @typedef {keyof typeof BUILD_PARTS} BuildPart */

/** @param {BuildPart} part */
export function isBuilt(part) {
  return existsSync(BUILD_PARTS[part].stamp);
}

/** The newest modification time in a file or folder, tests left out (a deletion shows in its folder's). */
function newestMtime(/** @type {string} */ path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  let newest = stat.mtimeMs;
  if (!stat.isDirectory()) return newest;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || /\.test\.tsx?$/.test(entry.name)) continue;
    const inner = join(path, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(inner) : statSync(inner).mtimeMs);
  }
  return newest;
}

/**
 * Built, but some source is newer than the build. Only meaningful where the sources and the build
 * tools are both present (a development install); the launcher asks nothing else.
 * @param {BuildPart} part
 */
export function isStale(part) {
  if (!isBuilt(part)) return true;
  const built = statSync(BUILD_PARTS[part].stamp).mtimeMs;
  return BUILD_PARTS[part].sources.some((source) => newestMtime(join(projectRoot, source)) > built);
}

/**
 * Whether Vite and esbuild (devDependencies) are installed: false after `npm prune --omit=dev`,
 * where nothing can be built and nothing is checked.
 */
export function buildToolsInstalled() {
  for (const tool of ['vite', 'esbuild']) {
    try {
      import.meta.resolve(tool);
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Builds the given halves if they are still missing or stale once no other build runs, in a child
 * process (`node scripts/build.mjs --if-stale --client --server`): the
 * caller keeps neither Vite's memory nor its NODE_ENV. Resolves with the child's exit code;
 * `onChild` receives it (the launcher forwards a stop signal to it).
 * @param {readonly BuildPart[]} parts
 * @param {(child: import('node:child_process').ChildProcess) => void} [onChild]
 * @returns {Promise<number>}
 */
export function runBuild(parts, onChild) {
  const child = spawn(
    process.execPath,
    [join(projectRoot, 'scripts', 'build.mjs'), '--if-stale', ...parts.map((part) => `--${part}`)],
    { cwd: projectRoot, stdio: 'inherit' },
  );
  onChild?.(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
