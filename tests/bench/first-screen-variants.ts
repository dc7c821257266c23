/**
 * Which first screen (docs/decisions/027): LCP of the public pages on a throttled phone, three
 * ways in one run, their loads interleaved so the machine's noise falls on all three alike:
 * - `spa`: the page as before: the shell alone; the app fetches its route chunk, then the data;
 * - `inline`: the page as served now: a guest's first data inlined, the route's chunks preloaded;
 * - `ssr-ceiling`: the page's own rendered markup already in #root (captured from a finished
 *   render), on top of `inline`: what server rendering could give at best, since it paints the
 *   same markup as soon as HTML and CSS arrive, before any script runs.
 * `spa` and `ssr-ceiling` are made from the served page by rewriting the document in flight.
 * Run alone: `npx tsx tests/bench/first-screen-variants.ts` (needs Debian chromium).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildClient, clientBuildIsStale } from '../../src/server/client-build';
import { INITIAL_DATA_ELEMENT_ID } from '../../src/shared/initial-data';
import { readSeededIds } from '../e2e/helpers/a11y-screens';
import { chromiumAvailable, launchBrowser } from '../e2e/helpers/browser';
import { seedSmallDemo } from '../e2e/helpers/demo-seed';
import { startServerProcess } from '../e2e/helpers/server-process';
// Lighthouse's mobile profile, as the browser timings apply it.
import { CPU_SLOWDOWN, NETWORK } from './browser-timings';

const RUNS = 5;
const QUIET_MS = 2_000;
const VARIANTS = ['spa', 'inline', 'ssr-ceiling'] as const;
type Variant = (typeof VARIANTS)[number];

const OBSERVE = `(() => {
  const seen = { fcp: null, lcp: null, element: '', lcps: [] };
  window.__firstScreen = seen;
  const watch = (type, take) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true }); }
    catch {}
  };
  watch('paint', (entry) => { if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime; });
  watch('largest-contentful-paint', (entry) => {
    seen.lcp = entry.startTime;
    seen.lcps.push(entry.startTime);
    const el = entry.element;
    seen.element = el ? el.tagName.toLowerCase() + '.' + String(el.className).split(' ')[0] : '(removed)';
  });
})()`;

/** The shell as it was: no inlined data, no route preloads (the entry's own preloads stay). */
function asSpa(html: string, entryPreloads: ReadonlySet<string>): string {
  return html
    .replace(new RegExp(`<script[^>]*id="${INITIAL_DATA_ELEMENT_ID}"[^>]*>[^<]*</script>`), '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (tag, href: string) =>
      entryPreloads.has(href) ? tag : '',
    );
}

async function renderedMarkup(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const markup = await page.evaluate(() => document.getElementById('root')?.innerHTML ?? '');
  await context.close();
  return markup;
}

async function lcpOnce(
  browser: Browser,
  url: string,
  rewrite: (html: string) => string,
  firstFrame: boolean,
) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await page.addInitScript({ content: OBSERVE });
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: rewrite(await response.text()) });
  });
  // Quiet means nothing in flight for QUIET_MS (as browser-timings.ts): `load` alone would read
  // the shell's LCP before a lazy route and its data have painted.
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = (delta: number) => () => {
    inFlight += delta;
    lastActivity = Date.now();
  };
  page.on('request', settle(1));
  page.on('requestfinished', settle(-1));
  page.on('requestfailed', settle(-1));
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const deadline = Date.now() + 60_000;
  while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) {
    await page.waitForTimeout(100);
  }
  const seen: unknown = await page.evaluate('window.__firstScreen');
  await context.close();
  const field = (key: string) => (typeof seen === 'object' && seen !== null ? Reflect.get(seen, key) : null);
  // The markup variant's own LCP is its first frame's: the app's createRoot then replaces the
  // markup (real server rendering would hydrate it instead), which reports a second, later LCP.
  const fcp = Number(field('fcp'));
  const lcps = field('lcps');
  const early = (Array.isArray(lcps) ? lcps.map(Number) : []).filter((time) => time <= fcp + 50);
  const lcp = firstFrame && early.length > 0 ? Math.max(...early) : field('lcp');
  // The element (tag.class) tells a heading's or a skeleton's paint from the content's.
  return { lcp: typeof lcp === 'number' ? lcp : Number.NaN, element: String(field('element')) };
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function measureFirstScreenVariants(): Promise<void> {
  if (!chromiumAvailable) {
    console.log('first-screen variants: needs Debian chromium; not measured');
    return;
  }
  if (clientBuildIsStale()) await buildClient();
  const dataDir = mkdtempSync(join(tmpdir(), 'jb-bench-first-screen-'));
  await seedSmallDemo({ DATA_DIR: dataDir });
  const ids = await readSeededIds({ DATA_DIR: dataDir });
  const server = await startServerProcess({ DATA_DIR: dataDir });
  const browser = await launchBrowser();
  try {
    const home = await (await fetch(`${server.url}/no/such/page/`)).text();
    const entryPreloads = new Set(
      [...home.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? ''),
    );
    console.log(`\nFirst screen, LCP on a throttled phone (median of ${RUNS}, interleaved):`);
    for (const route of [
      '/vacancies/',
      `/vacancy/${ids.vacancy}/`,
      `/company/${ids.company}/`,
      '/companies/',
    ]) {
      const url = `${server.url}${route}`;
      const markup = await renderedMarkup(browser, url);
      const rewrites: Record<Variant, (html: string) => string> = {
        spa: (html) => asSpa(html, entryPreloads),
        inline: (html) => html,
        'ssr-ceiling': (html) =>
          html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`),
      };
      const runs: Record<Variant, number[]> = { spa: [], inline: [], 'ssr-ceiling': [] };
      const elements: Record<Variant, Set<string>> = {
        spa: new Set(),
        inline: new Set(),
        'ssr-ceiling': new Set(),
      };
      for (let run = 0; run < RUNS; run += 1) {
        for (const variant of VARIANTS) {
          const once = await lcpOnce(browser, url, rewrites[variant], variant === 'ssr-ceiling');
          runs[variant].push(once.lcp);
          elements[variant].add(once.element);
        }
      }
      const line = VARIANTS.map((variant) => `${variant} ${Math.round(median(runs[variant]))} ms`).join(
        ' · ',
      );
      console.log(`  ${route.padEnd(14)} ${line}`);
      const seenElements = VARIANTS.map((v) => `${v}: ${[...elements[v]].join(', ')}`).join(' · ');
      console.log(`    LCP elements: ${seenElements}`);
      console.log(
        `    raw: ${JSON.stringify(Object.fromEntries(VARIANTS.map((v) => [v, runs[v].map(Math.round)])))}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureFirstScreenVariants();
