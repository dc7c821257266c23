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

/**
 * A guest's `/` (issue 13: the search box and the newest vacancies, docs/decisions/025), measured
 * the same way. Set on 2026-11-24 from the measured 107.3 KB (the promo page it replaced: 103.4 KB;
 * the entry 90.7 KB) with about 5 % headroom. The student's and the company's homes are chunks of
 * their own that a guest never downloads. Raise it only on purpose, with the new measurement here.
 */
const HOME_FIRST_SCREEN_JS_BUDGET_BYTES = 112 * 1024;

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

  /** Every script of `path`'s first screen until the network is idle, gzip bytes on the wire. */
  async function measure(path: string): Promise<{ total: number; files: string[] }> {
    if (!browser || !server) throw new Error('the server or the browser did not start');
    const { page, context, errors } = await openPage(browser, PHONE);
    const scripts = new Map<string, number>();
    const sized: Promise<void>[] = [];
    page.on('response', (response) => {
      const scriptPath = new URL(response.url()).pathname;
      if (!scriptPath.endsWith('.js')) return;
      // Bytes on the wire: the server compresses, so this is what a phone downloads.
      sized.push(
        response
          .request()
          .sizes()
          .then((sizes) => void scripts.set(scriptPath, sizes.responseBodySize))
          // A response still arriving as the page closes: not part of the first screen.
          .catch(() => undefined),
      );
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(sized);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const files = [...scripts.entries()].map(([name, size]) => `${name.replace(/^\/js\//, '')} ${kb(size)}`);
    console.log(`${path} first screen: ${kb(total)} gzip in ${scripts.size} files: ${files.join(', ')}`);
    expect(scripts.size, 'no script was measured').toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
    return { total, files };
  }

  it(`/vacancies/ downloads at most ${kb(VACANCIES_FIRST_SCREEN_JS_BUDGET_BYTES)} of JavaScript (gzip)`, async () => {
    const { total, files } = await measure(paths.vacancies);
    expect(
      total,
      `the first screen of /vacancies/ downloads ${kb(total)} of JavaScript, over its budget of ${kb(VACANCIES_FIRST_SCREEN_JS_BUDGET_BYTES)}: ${files.join(', ')}`,
    ).toBeLessThanOrEqual(VACANCIES_FIRST_SCREEN_JS_BUDGET_BYTES);
  });

  it(`a guest's / downloads at most ${kb(HOME_FIRST_SCREEN_JS_BUDGET_BYTES)} of JavaScript (gzip)`, async () => {
    const { total, files } = await measure(paths.home);
    expect(
      total,
      `the first screen of / downloads ${kb(total)} of JavaScript, over its budget of ${kb(HOME_FIRST_SCREEN_JS_BUDGET_BYTES)}: ${files.join(', ')}`,
    ).toBeLessThanOrEqual(HOME_FIRST_SCREEN_JS_BUDGET_BYTES);
  });
});
