import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { withProductionNodeEnv } from './env';

/** The built client, relative to the project root. */
export const projectRoot = resolve(import.meta.dirname, '../..');
export const clientDistDir = join(projectRoot, 'dist', 'client');
export const clientIndexHtml = join(clientDistDir, 'index.html');

const CLIENT_SOURCES = ['src/client', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether the client must be (re)built: no build yet, or a source newer than the build. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(clientIndexHtml)) return true;
  const built = statSync(clientIndexHtml).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestMtime(join(projectRoot, source)) > built);
}

/** Builds the client with Vite (a devDependency: a production install ships a prebuilt dist/). */
export async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  await withProductionNodeEnv(() =>
    build({
      root: projectRoot,
      configFile: join(projectRoot, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
    }),
  );
}
