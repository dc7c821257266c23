import type { TestProject } from 'vitest/node';
import { type BuildPart, isStale, runBuild } from '../../scripts/build-state.mjs';
import { launchBrowserServer, skipBrowserJourneys } from './helpers/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The WebSocket address of the run's one Chromium (tests/e2e/helpers/journey-server.ts connects
     * to it); null when Chromium is missing outside CI and the journeys skip themselves.
     */
    journeyChromium: string | null;
  }
}

/**
 * Before any journey: the release built the way `npm start` runs it, once — what is missing or
 * older than its sources (docs/decisions/035-release-build.md); then one Chromium for the whole
 * run, which every journey file connects to (each test in fresh browser contexts of its own).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stale = (['server', 'client'] satisfies BuildPart[]).filter(isStale);
  if (stale.length > 0 && (await runBuild(stale)) !== 0) throw new Error('npm run build failed');
  if (skipBrowserJourneys) {
    project.provide('journeyChromium', null);
    return async () => {};
  }
  const server = await launchBrowserServer();
  let closing = false;
  server.on('close', () => {
    // The journeys connecting after this fail by name (journey-server.ts); say when it happened.
    if (!closing) console.error('The journeys’ Chromium exited during the run: the journeys after it fail.');
  });
  project.provide('journeyChromium', server.wsEndpoint());
  return async () => {
    closing = true;
    await server.close();
  };
}
