import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseTarget } from '../../helpers/test-database';
import { launchBrowser } from './browser';
import { type ServerProcess, startServerProcess } from './server-process';

export type JourneyServer = { server: ServerProcess; browser: Browser };

/**
 * The frame of a browser journey: a fresh database on the target, the real server on it and a
 * Chromium, started before the suite and torn down after. Read the fields inside tests.
 */
export function useJourneyServer(
  target: DatabaseTarget,
  env: Record<string, string> = {},
  /** Runs on the fresh database before the server starts (seeding). */
  prepare?: (databaseEnv: Record<string, string>) => Promise<void>,
): JourneyServer {
  const journey = {} as JourneyServer;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const provisioned = await target.provision();
    cleanup = provisioned.cleanup;
    await prepare?.(provisioned.env);
    journey.server = await startServerProcess({ ...provisioned.env, ...env });
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    await cleanup?.();
  });
  return journey;
}
