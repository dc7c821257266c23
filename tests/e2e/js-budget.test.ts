import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/paths';
import { launchBrowser, skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { JOURNEY_BOT } from './helpers/init-data';
import { openPage, PHONE } from './helpers/journey';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

/**
 * The first screen of /vacancies/ may download at most this much JavaScript, gzip, on the wire
 * (the website, a guest, 360 px, every script until the network is idle, Swiper's chunks for
 * the tag slider included). Set on 2026-11-21 from the measured 142.1 KB (145 510 bytes: the
 * entry 89.0 KB with React 19 + react-dom, Swiper 27.3 KB, the screen's own chunks the rest) with
 * about 5 % headroom. Raise it only on purpose, with the new measurement here.
 */
const VACANCIES_FIRST_SCREEN_JS_BUDGET_BYTES = 150 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
// One database is enough: the bundle does not depend on it (PGlite, seeded so the tag slider loads).
describe.skipIf(skipBrowserJourneys)('the JavaScript budget of the first screen', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jb-js-budget-'));
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await seedSmallDemo({ DATA_DIR: dataDir });
    server = await startServerProcess({ DATA_DIR: dataDir, ...JOURNEY_BOT });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`/vacancies/ downloads at most ${kb(VACANCIES_FIRST_SCREEN_JS_BUDGET_BYTES)} of JavaScript (gzip)`, async () => {
    if (!browser || !server) throw new Error('the server or the browser did not start');
    const { page, context, errors } = await openPage(browser, PHONE);
    const scripts = new Map<string, number>();
    const sized: Promise<void>[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.endsWith('.js')) return;
      // Bytes on the wire: the server compresses, so this is what a phone downloads.
      sized.push(
        response
          .request()
          .sizes()
          .then((sizes) => void scripts.set(path, sizes.responseBodySize))
          // A response still arriving as the page closes: not part of the first screen.
          .catch(() => undefined),
      );
    });
    await page.goto(`${server.url}${paths.vacancies}`, { waitUntil: 'networkidle' });
    await Promise.all(sized);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const files = [...scripts.entries()].map(([path, size]) => `${path.replace(/^\/js\//, '')} ${kb(size)}`);
    console.log(`/vacancies/ first screen: ${kb(total)} gzip in ${scripts.size} files: ${files.join(', ')}`);
    expect(scripts.size, 'no script was measured').toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(
      total,
      `the first screen of /vacancies/ downloads ${kb(total)} of JavaScript, over its budget of ${kb(VACANCIES_FIRST_SCREEN_JS_BUDGET_BYTES)}: ${files.join(', ')}`,
    ).toBeLessThanOrEqual(VACANCIES_FIRST_SCREEN_JS_BUDGET_BYTES);
    await context.close();
  });
});
