import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
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

export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
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
  });
}
