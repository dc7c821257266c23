import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { clientCodeSplitting } from './src/server/client-chunks.ts';
import { clientDeclarations } from './src/server/client-declarations-plugin.ts';

/**
 * Files of the `client`, `node` and `db` projects run side by side, one per core (at least two):
 * their work is mostly this process's CPU and the database's, so a second worker uses the core the
 * first leaves idle. The journeys follow, one file at a time (docs/decisions/049).
 */
const unitWorkers = Math.max(2, availableParallelism() - 1);

/**
 * One config for the client build and for the test runner.
 * Build layout: script chunks under /js/, stylesheets under /css/ (src/server/client-build.ts serves them):
 * the app's own, which every page links, and Leaflet's, which loads with the map's chunk.
 */
export default defineConfig({
  plugins: [react(), clientDeclarations()],
  publicDir: 'public',
  resolve: {
    // React 19 ships the hook; wouter's shim for React 17 would be dead weight on every first screen.
    alias: {
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/client/lib/use-sync-external-store.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // The app's stylesheet (styles/app.css) is the entry's; a stylesheet a lazy module imports
    // (Leaflet's, 15 KB of the 88 KB) loads with that module, not before every first paint
    // (docs/decisions/068-first-screen-chunks.md).
    cssCodeSplit: true,
    sourcemap: false,
    manifest: true,
    // Every browser the board supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // lib/server-state is imported through its index (docs/decisions/040); its parts run nothing
      // on import, so a screen's chunk takes only the parts it uses, not the whole module.
      treeshake: {
        moduleSideEffects: (id: string) => (id.includes('/lib/server-state/') ? false : undefined),
      },
      output: {
        // The first screens' chunks (docs/decisions/068-first-screen-chunks.md).
        codeSplitting: clientCodeSplitting(fileURLToPath(new URL('.', import.meta.url))),
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'css/[name]-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: { port: 5173, strictPort: false },
  test: {
    // Database and browser suites start servers and databases: give them room on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          maxWorkers: unitWorkers,
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          maxWorkers: unitWorkers,
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'bot/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          // Suites on a database and browser journeys are named by suffix and run in their own projects.
          exclude: ['**/*.db.test.ts', '**/*.journey.test.ts', 'tests/e2e/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          maxWorkers: unitWorkers,
          environment: 'node',
          include: ['src/**/*.db.test.ts', 'bot/**/*.db.test.ts', 'tests/**/*.db.test.ts'],
          exclude: ['tests/e2e/**'],
          // Migrated databases made once per run, copied by every suite (docs/decisions/042).
          globalSetup: ['tests/helpers/database-templates.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'journey',
          environment: 'node',
          include: ['tests/e2e/**/*.journey.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts', 'tests/helpers/database-templates.ts'],
          fileParallelism: false,
          // A journey is a story across several browser profiles and server round trips on a busy
          // 2-core machine (none waits for a TOTP step: tests/e2e/helpers/admin-totp.ts).
          testTimeout: 90_000,
          // A real browser on a busy 2-core machine: a first screen can take more than the default
          // second to render; a journey still fails when the thing it waits for never happens.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
