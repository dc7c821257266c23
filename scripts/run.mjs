// @ts-check
/**
 * The launcher (docs/decisions/035-release-build.md):
 *
 *   node scripts/run.mjs <name> [--] [arguments…]
 *
 * runs dist/<name>.js — server/start, server/cli/<tool>, server/demo/demo-command,
 * bot/standalone-bot — with plain node, in this very process: there is one process to signal,
 * and the program sees its own arguments in process.argv (node:cluster forks it directly).
 * Before that it builds what is missing; on a development install (Vite and esbuild present)
 * also what is older than its sources. A release pruned of dev dependencies checks nothing and
 * builds nothing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildToolsInstalled, distDir, isBuilt, isStale, runBuild } from './build-state.mjs';

const [name, ...rest] = process.argv.slice(2);
if (!name || name.startsWith('-')) {
  console.error(
    'Укажите, что запустить: node scripts/run.mjs server/start | server/cli/<команда> | bot/standalone-bot | server/demo/demo-command [-- аргументы]',
  );
  process.exit(2);
}
const args = rest[0] === '--' ? rest.slice(1) : rest;
const entry = join(distDir, `${name}.js`);
/** @type {import('./build-state.mjs').BuildPart[]} */
const parts = name === 'server/start' ? ['server', 'client'] : ['server'];

async function ensureBuild() {
  const tools = buildToolsInstalled();
  const missing = parts.filter((part) => !isBuilt(part));
  const todo = tools ? parts.filter((part) => !isBuilt(part) || isStale(part)) : missing;
  if (todo.length === 0) return;
  if (!tools) {
    console.error(
      'Сборки нет (папка dist/), а Vite и esbuild не установлены: это установка без dev-зависимостей.\n' +
        'Соберите проект там, где они есть: npm install && npm run build — и запустите снова.',
    );
    process.exit(1);
  }
  console.log(missing.length > 0 ? 'Сборки ещё нет, собираю…' : 'Исходники новее сборки, пересобираю…');
  // A stop asked for during the build stops the build: nothing runs yet, nothing is locked.
  /** @type {NodeJS.Signals | null} */
  let stoppedBy = null;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let builder;
  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    stoppedBy = signal;
    builder?.kill(signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const code = await runBuild(todo, (child) => {
    builder = child;
  });
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  if (stoppedBy) process.exit(0);
  if (code === 0) return;
  // A failed build leaves the previous one in place (scripts/build.mjs); better to serve it.
  if (!parts.every(isBuilt)) process.exit(code);
  console.error('Сборка не удалась, запускаю предыдущую.');
}

await ensureBuild();
if (!existsSync(entry)) {
  console.error(
    `Нет dist/${name}.js: проверьте имя (server/start, server/cli/<команда>, bot/standalone-bot, server/demo/demo-command).`,
  );
  process.exit(2);
}
process.argv = [process.argv[0] ?? process.execPath, entry, ...args];
await import(pathToFileURL(entry).href);
