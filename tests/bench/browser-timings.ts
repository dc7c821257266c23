import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../../src/server/client-build';
import { paths } from '../../src/shared/paths';
import { readSeededIds } from '../e2e/helpers/a11y-screens';
import { chromiumAvailable, launchBrowser } from '../e2e/helpers/browser';
import { seedSmallDemo } from '../e2e/helpers/demo-seed';
import { JOURNEY_BOT } from '../e2e/helpers/journey-init-data';
import { startServerProcess } from '../e2e/helpers/server-process';

/**
 * Lighthouse's mobile profile: 4× CPU slowdown and "slow 4G" (150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up). Applied per request in DevTools, as Lighthouse's `devtools` throttling does, so
 * with its adjustments: latency × 3.75 and throughput × 0.9 (request-level throttling has no TCP
 * slow start or handshakes to add what a real link costs).
 */
export const CPU_SLOWDOWN = 4;
export const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const RUNS = 3;
/** The load is over when no request has been in flight for this long (LCP and long tasks included). */
const QUIET_MS = 2_000;

/** Collects paint, LCP and long-task entries from the first byte (an init script runs before the app). */
const OBSERVE = `(() => {
  const seen = { fcp: null, lcp: null, longTasks: [] };
  window.__browserTimings = seen;
  const watch = (type, take) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true }); }
    catch {}
  };
  watch('paint', (entry) => { if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime; });
  watch('largest-contentful-paint', (entry) => { seen.lcp = entry.startTime; });
  watch('longtask', (entry) => { seen.longTasks.push([entry.startTime, entry.duration]); });
})()`;

interface RouteTimings {
  route: string;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  jsGzipBytes: number;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN);

/** Total blocking time: the part over 50 ms of every long task that starts after FCP. */
function totalBlockingTime(fcp: number, longTasks: readonly (readonly [number, number])[]): number {
  return longTasks
    .filter(([start]) => start >= fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
}

async function measureOnce(browser: Browser, url: string): Promise<Omit<RouteTimings, 'route'>> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await page.addInitScript({ content: OBSERVE });
  const scripts = new Map<string, number>();
  const sized: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    sized.push(
      response
        .request()
        .sizes()
        .then((sizes) => void scripts.set(response.url(), sizes.responseBodySize))
        // A response still arriving as the page closes: not part of the first screen.
        .catch(() => undefined),
    );
  });
  // Quiet means nothing in flight for QUIET_MS: Playwright's networkidle (500 ms) fires in the
  // gap while a throttled CPU renders the list, before the tag slider asks for Swiper.
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const deadline = Date.now() + 60_000;
  while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) {
    await page.waitForTimeout(100);
  }
  await Promise.all(sized);
  const seen: unknown = await page.evaluate('window.__browserTimings');
  await context.close();
  const field = (key: string) =>
    typeof seen === 'object' && seen !== null ? Reflect.get(seen, key) : undefined;
  const fcpMs = num(field('fcp'));
  const tasks = field('longTasks');
  const longTasks = Array.isArray(tasks)
    ? tasks.map((task: unknown): [number, number] =>
        Array.isArray(task) ? [num(task[0]), num(task[1])] : [0, 0],
      )
    : [];
  return {
    fcpMs,
    lcpMs: num(field('lcp')),
    tbtMs: totalBlockingTime(fcpMs, longTasks),
    jsGzipBytes: [...scripts.values()].reduce((sum, size) => sum + size, 0),
  };
}

/**
 * `npm run bench`: /vacancies/ and a vacancy on a throttled phone (the medians of 3 cold loads):
 * first contentful paint, largest contentful paint, total blocking time and the first screen's
 * JavaScript (gzip bytes on the wire).
 */
export async function measureBrowserTimings(): Promise<RouteTimings[]> {
  if (!chromiumAvailable) {
    console.log('browser timings: needs Debian chromium (apt-get install chromium); not measured');
    return [];
  }
  if (clientBuildIsStale()) await buildClient();
  const dataDir = mkdtempSync(join(tmpdir(), 'jb-bench-timings-'));
  await seedSmallDemo({ DATA_DIR: dataDir });
  const ids = await readSeededIds({ DATA_DIR: dataDir });
  const server = await startServerProcess({ DATA_DIR: dataDir, ...JOURNEY_BOT });
  const browser = await launchBrowser();
  const results: RouteTimings[] = [];
  try {
    console.log(`\nThrottled phone (${CPU_SLOWDOWN}× CPU, slow 4G; median of ${RUNS} cold loads at 360 px):`);
    for (const route of [paths.vacancies, `${paths.vacancy}${ids.vacancy}/`]) {
      const runs: Omit<RouteTimings, 'route'>[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, `${server.url}${route}`));
      const pick = (key: keyof Omit<RouteTimings, 'route'>) => median(runs.map((one) => one[key]));
      const result: RouteTimings = {
        route,
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        jsGzipBytes: pick('jsGzipBytes'),
      };
      results.push(result);
      console.log(
        `  ${route.padEnd(16)} FCP ${Math.round(result.fcpMs)} ms · LCP ${Math.round(result.lcpMs)} ms · TBT ${Math.round(result.tbtMs)} ms · JS ${(result.jsGzipBytes / 1024).toFixed(1)} KB gzip`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
