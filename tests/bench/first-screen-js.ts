import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClient, clientBuildIsStale } from '../../src/server/client-build';
import { paths } from '../../src/shared/paths';
import { chromiumAvailable, launchBrowser } from '../e2e/helpers/browser';
import { GUEST_TELEGRAM_USER, JOURNEY_BOT, journeyInitData } from '../e2e/helpers/journey-init-data';
import { startServerProcess } from '../e2e/helpers/server-process';
import { openMiniApp } from '../e2e/helpers/telegram-host';

/**
 * React 19 + react-dom alone, gzip (docs/design.md#chosen-libraries): the floor any React first screen stands
 * on.
 */
const REACT_BASELINE_KB = 68.6;

const ROUTES = [paths.login, paths.adminLogin, paths.home, paths.vacancies, paths.companies, paths.map];
/** Inside Telegram (a simulated mobile client): the same bundle plus the Telegram platform chunk. */
const TELEGRAM_ROUTES = [paths.home, paths.vacancies];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The first screen's JavaScript per route, as a browser fetches it: the compressed bytes of every
 * script response until the network is idle, beside React's own size.
 */
export async function measureFirstScreenJs(): Promise<void> {
  if (!chromiumAvailable) {
    console.log('first-screen JS: needs Debian chromium (apt-get install chromium); not measured');
    return;
  }
  if (clientBuildIsStale()) await buildClient();
  const dataDir = mkdtempSync(join(tmpdir(), 'jb-bench-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, ...JOURNEY_BOT });
  const browser = await launchBrowser();
  try {
    console.log(
      `\nFirst screen's JavaScript (gzip), beside React 19 + react-dom alone: ${REACT_BASELINE_KB} KB`,
    );
    const runs = [
      ...ROUTES.map((route) => ({ route, telegram: false })),
      ...TELEGRAM_ROUTES.map((route) => ({ route, telegram: true })),
    ];
    for (const { route, telegram } of runs) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('.js')) return;
        // Bytes on the wire: the server compresses (hono/compress), so this is what a phone downloads.
        const sizes = await response.request().sizes();
        scripts.set(url.pathname, sizes.responseBodySize);
      });
      if (telegram) {
        await openMiniApp(page, {
          baseUrl: server.url,
          path: route,
          initData: journeyInitData(GUEST_TELEGRAM_USER),
        });
        await page.waitForLoadState('networkidle');
      } else {
        await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      }
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      const files = [...scripts.entries()].map(
        ([name, size]) => `${name.replace(/^\/js\//, '')} ${kb(size)}`,
      );
      console.log(
        `  ${(telegram ? `${route} (Telegram)` : route).padEnd(22)} ${kb(total).padStart(9)} in ${scripts.size} files: ${files.join(', ')}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
