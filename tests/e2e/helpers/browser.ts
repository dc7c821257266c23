import { existsSync } from 'node:fs';
import { type Browser, type BrowserServer, chromium } from 'playwright-core';
import { testEnv } from '../../helpers/test-env';

/**
 * Debian's chromium driven by playwright-core. The flags keep it off the network this machine
 * does not have (background services would otherwise fail at every start).
 */
export const chromiumAvailable = existsSync(testEnv.chromiumPath);

/** Browser journeys need Chromium: skipped outside CI when it is missing, a failure in CI. */
export const skipBrowserJourneys = !chromiumAvailable && !testEnv.ci;

interface LaunchOptions {
  /** Opens DevTools on this local port as well (the Lighthouse bench drives the browser there). */
  remoteDebuggingPort?: number;
}

function chromiumOptions(options: LaunchOptions) {
  return {
    executablePath: testEnv.chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.remoteDebuggingPort === undefined
        ? []
        : [`--remote-debugging-port=${options.remoteDebuggingPort}`]),
    ],
  };
}

/** A Chromium of this process's own (the benches). */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch(chromiumOptions(options));
}

/**
 * The journeys' one Chromium for the whole run (tests/e2e/global-setup.ts): the same flags, served
 * on a local WebSocket that each journey file connects to with `connectBrowser`.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...chromiumOptions({}), host: '127.0.0.1' });
}

/** Attaches to the run's Chromium; closing the returned handle closes only this file's contexts. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint, { timeout: 30_000 });
}
