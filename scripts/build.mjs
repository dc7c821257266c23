// @ts-check
/**
 * `npm run build` (docs/decisions/035-release-build.md): the client with Vite into dist/client, and
 * the server, its command-line tools and the bot with esbuild into dist/server and dist/bot — our
 * own code bundled, packages left external so they resolve from node_modules at run time.
 * `--client` or `--server` builds one half; `--if-stale` only what is missing or older than its
 * sources (the launcher, scripts/run.mjs); `--check` only answers by its exit status.
 */

import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { BUILD_PARTS, distDir, isStale, projectRoot } from './build-state.mjs';

/**
 * Modules that find files beside themselves (`import.meta.dirname` / `import.meta.url`): those
 * files are copied next to every bundle that contains the module. `[]` marks a module that is
 * right from any depth (client-build.ts looks upwards for package.json). The build fails on a
 * bundled module with `import.meta` that is not listed here, before a release misses its files.
 * @type {Record<string, readonly string[]>}
 */
const FILES_BESIDE = {
  // The migrator reads meta/_journal.json and the SQL files; the snapshots are drizzle-kit's.
  'src/server/db/client.ts': [
    'src/server/db/migrations/*.sql',
    'src/server/db/migrations/meta/_journal.json',
  ],
  'src/server/db/pglite-thread.ts': ['src/server/db/pglite-worker.mjs'],
  'src/server/client-build.ts': [],
  // The commands compare import.meta.url with the process's entry only (runIfEntry): no files.
  'src/server/cli/backup.ts': [],
  'src/server/cli/restore.ts': [],
  'src/server/cli/move-database.ts': [],
};

/** dist/<name>.js ← source: the server, the demo data, the bot and every src/server/cli/*.ts. */
function serverEntries() {
  /** @type {Record<string, string>} */
  const entries = {
    'server/start': 'src/server/start.ts',
    'server/demo/demo-command': 'src/server/demo/demo-command.ts',
    'bot/standalone-bot': 'bot/standalone-bot.ts',
  };
  const cli = join(projectRoot, 'src', 'server', 'cli');
  if (existsSync(cli)) {
    for (const file of readdirSync(cli)) {
      if (/\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file)) {
        entries[`server/cli/${file.slice(0, -3)}`] = `src/server/cli/${file}`;
      }
    }
  }
  return entries;
}

/** `drizzle-orm/pglite` → `drizzle-orm`, `@hono/node-server/x` → `@hono/node-server`. */
function packageName(/** @type {string} */ specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Every package a bundle imports must be in `dependencies`: `npm prune --omit=dev` removes the
 * others, and the release would fail only when it first reached the import.
 * @param {import('esbuild').Metafile} metafile
 */
function checkRuntimePackages(metafile) {
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  const runtime = new Set(Object.keys(manifest.dependencies ?? {}));
  const builtin = new Set(builtinModules);
  const wrong = new Set();
  for (const [output, { imports }] of Object.entries(metafile.outputs)) {
    for (const { path, external } of imports) {
      if (!external || path.startsWith('node:') || builtin.has(path)) continue;
      const name = packageName(path);
      if (!runtime.has(name)) wrong.add(`${name} (${output})`);
    }
  }
  if (wrong.size > 0) {
    throw new Error(`пакеты не из dependencies нужны при запуске: ${[...wrong].join(', ')}`);
  }
}

/** `dir/*.sql` or a file path → the files it names. */
function expand(/** @type {string} */ pattern) {
  const star = pattern.indexOf('*');
  if (star === -1) return [pattern];
  const dir = dirname(pattern);
  const suffix = pattern.slice(star + 1);
  return readdirSync(join(projectRoot, dir))
    .filter((file) => file.endsWith(suffix))
    .map((file) => `${dir}/${file}`);
}

/**
 * A bundled module that finds files beside itself and is not in FILES_BESIDE would miss them.
 * @param {import('esbuild').Metafile} metafile
 */
function checkFilesBeside(metafile) {
  const bundled = Object.values(metafile.outputs).flatMap(({ inputs }) =>
    Object.entries(inputs)
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => input),
  );
  for (const input of new Set(bundled)) {
    if (input in FILES_BESIDE) continue;
    if (/import\.meta\.(dirname|filename|url)/.test(readFileSync(join(projectRoot, input), 'utf8'))) {
      throw new Error(`${input} ищет файлы рядом с собой: добавьте их в FILES_BESIDE (scripts/build.mjs)`);
    }
  }
}

/**
 * Copies the files of FILES_BESIDE next to each bundle that holds their module, keeping their
 * path below the module's folder (src/server/db/migrations/x.sql → <bundle dir>/migrations/x.sql).
 * @param {import('esbuild').Metafile} metafile
 */
function copyFilesBeside(metafile) {
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    for (const [module, patterns] of Object.entries(FILES_BESIDE)) {
      if (!(module in inputs)) continue;
      for (const file of patterns.flatMap(expand)) {
        const target = join(projectRoot, dirname(output), file.slice(dirname(module).length + 1));
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(join(projectRoot, file), target);
      }
    }
  }
}

/** Bundled in memory first: a failed build leaves the previous one whole. */
async function buildServer() {
  const { build } = await import('esbuild');
  const entries = serverEntries();
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: entries,
    outdir: distDir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  checkRuntimePackages(result.metafile);
  checkFilesBeside(result.metafile);
  for (const dir of ['server', 'bot']) rmSync(join(distDir, dir), { recursive: true, force: true });
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
  copyFilesBeside(result.metafile);
  writeFileSync(BUILD_PARTS.server.stamp, `${new Date().toISOString()}\n`);
  console.log(
    `Сервер собран: ${Object.keys(entries)
      .map((name) => `dist/${name}.js`)
      .join(', ')}`,
  );
}

/**
 * Vite empties dist/client, the stamp with it, only once the bundle is made: a failed build leaves the
 * previous one. Then the same components for the server's render (docs/decisions/066-server-rendering.md):
 * dist/ssr/server-entry.js, packages left to node_modules, lazy screens as chunks beside it.
 */
async function buildClient() {
  const { build } = await import('vite');
  const shared = {
    root: projectRoot,
    configFile: join(projectRoot, 'vite.config.ts'),
    logLevel: /** @type {const} */ ('warn'),
    mode: 'production',
  };
  await build(shared);
  await build({
    ...shared,
    build: {
      ssr: 'src/client/server-entry.tsx',
      outDir: 'dist/ssr',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });
  writeFileSync(BUILD_PARTS.client.stamp, `${new Date().toISOString()}\n`);
  console.log('Клиент собран: dist/client, dist/ssr');
}

const builders = { server: buildServer, client: buildClient };
/** @type {import('./build-state.mjs').BuildPart[]} */
const ALL_PARTS = ['server', 'client'];
const FLAGS = ['--client', '--server', '--check', '--if-stale'];

/**
 * One build at a time in dist/: parallel test files, or two starts, each finding the build stale,
 * would otherwise write it together. A lock left by a killed build is taken over.
 * @param {() => Promise<void>} work
 */
async function withBuildLock(work) {
  const lock = join(distDir, '.build-lock');
  mkdirSync(distDir, { recursive: true });
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    if (lockIsAbandoned(lock)) rmSync(lock, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Stopped (the launcher passes on SIGINT/SIGTERM): no half-written stamp, and no lock left.
  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    rmSync(lock, { force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Its builder is gone, or it stayed empty (the builder died between creating and writing it). */
function lockIsAbandoned(/** @type {string} */ lock) {
  const stat = statSync(lock, { throwIfNoEntry: false });
  if (!stat) return false;
  let holder = 0;
  try {
    holder = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false; // released meanwhile: the next attempt takes it
  }
  if (!(holder > 0)) return Date.now() - stat.mtimeMs > 5_000;
  try {
    process.kill(holder, 0);
    return false;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH';
  }
}

async function main() {
  const flags = process.argv.slice(2);
  const unknown = flags.filter((flag) => !FLAGS.includes(flag));
  if (unknown.length > 0) {
    console.error(`Неизвестный параметр ${unknown.join(' ')}: npm run build [-- ${FLAGS.join(' | ')}]`);
    process.exit(2);
  }
  const chosen = ALL_PARTS.filter((part) => flags.includes(`--${part}`));
  const parts = chosen.length > 0 ? chosen : ALL_PARTS;
  if (flags.includes('--check')) {
    // Exit status only: 0 when every part named is built and no source is newer (tests, benches).
    process.exit(parts.some(isStale) ? 1 : 0);
  }
  // Vite picks React's production build and import.meta.env.PROD from NODE_ENV, whatever the caller's.
  // biome-ignore lint/style/noProcessEnv: a build tool's own process, not the server's settings (src/server/env.ts)
  process.env.NODE_ENV = 'production';
  await withBuildLock(async () => {
    // --if-stale (the launcher, tests): what another build finished while this one waited is done.
    const todo = flags.includes('--if-stale') ? parts.filter(isStale) : parts;
    const started = performance.now();
    for (const part of todo) await builders[part]();
    if (todo.length > 0)
      console.log(`Сборка готова за ${((performance.now() - started) / 1000).toFixed(1)} с`);
  });
}

main().catch((/** @type {unknown} */ error) => {
  console.error('Сборка не удалась:', error instanceof Error ? error.message : error);
  process.exit(1);
});
