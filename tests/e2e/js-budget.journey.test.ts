import { expect, it } from 'vitest';
import { paths } from '../../src/shared/paths';
import { describeOnDatabase } from '../helpers/test-database';
import { readSeededIds, type SeededIds } from './helpers/a11y-screens';
import { skipBrowserJourneys } from './helpers/browser';
import { seedSmallDemo } from './helpers/demo-seed';
import { openPage, PHONE } from './helpers/journey';
import { GUEST_TELEGRAM_USER, JOURNEY_BOT, journeyInitData } from './helpers/journey-init-data';
import { useJourneyServer } from './helpers/journey-server';
import { openMiniApp } from './helpers/telegram-host';

/**
 * The first screen of /vacancies/ may download at most this much JavaScript, gzip, on the wire
 * (the website, a guest, 360 px, every script until the network is idle; seeded, so the type and
 * tag sliders are on it). Issue 14 (docs/decisions/033-first-screen-weight.md): was 150 KB with
 * Swiper on the first screen; set on 2026-11-24 from the measured 106.3 KB (the entry 84.8 KB
 * with React 19 + react-dom, the screen's own chunks the rest; Swiper and the heart load when
 * used) with about 3 % headroom. React 19 + react-dom alone are 68.6 KB of it; the goal is 90 KB.
 * Lower it when the page gets lighter; raise it only on purpose, with the new measurement here.
 * Raised on purpose to 111 KB on 2026-11-27 (issue 24's first fixes): 110.8 KB measured, after the
 * account-under-review state and the period-day checks were moved out of the first screen; the rest
 * is small pieces of the shell (the scroll fix, one buzz per refusal, quoted names). The server
 * rendering of the public pages (issue 27) is to bring it under 90 KB. Raised on purpose to 113 KB
 * on 2026-11-28 (issue 24, items 8, 9, 11): 112.9 KB measured; the lists' pages and scroll kept per
 * history entry (lib/history-entry.ts, lib/scroll-memory.ts, in the shell because every list and
 * the layout use them), the overlays' unsaved-text question, «К результатам» (0.3 KB). Raised to
 * 113.5 KB after issue 24's merges: 113.4 KB measured (the header's «Войти» keeping the screen,
 * lib/next-path.ts; the account's review status in the session; favourites' real shape). Raised to
 * 114.3 KB by issue 25: 114.2 KB measured — four new screens in the route table (the company's
 * interviews, the two threads, the reported messages), the menu's unread badge and its atom, the
 * SecondaryButton in the platform port (0.7 KB). Raised to 114.5 KB by issue 26's related vacancies
 * (docs/decisions/062): 114.4 KB measured (117 172 bytes, 175 more) — the short card's schema in
 * the vacancy contract, which the list shares with the vacancy page, and the sections' slot and
 * lazy chunk in the route table. Moving the vacancy's detail schema out of the list's chunks
 * would win this and more back.
 * Raised to 115.7 KB by issue 26's places (docs/decisions/061): 115.6 KB measured — the list
 * contract's `city`, `region` and `near` and the cities facet, the address's parsing of them, the
 * card's city (1.1 KB); the picker, «Рядом со мной» and the location request load when the
 * filters are opened.
 * Lowered to 114.9 KB by issue 26's currency rates: 114.8 KB measured — the search cost check and
 * its stop words left the client, which never used them (1.0 KB; src/shared/contract/search-cost.ts),
 * and «Курсы валют» joined the route table and the admin's menu (0.2 KB). Raised to 115.2 KB by
 * the forms' city (docs/decisions/061): 115.0 KB measured — the card's place line is now a module
 * the company pages share (ui/places/place-text.ts, one more file); 0.2 KB of headroom, as a
 * merge's measurement is taken on a loaded machine. Raised to 115.4 KB by «Адреса без города»
 * (docs/decisions/061): 115.2 KB measured — the screen joined the route table and the admin's
 * menu (0.2 KB, as «Курсы валют» did). Raised to 116.4 KB by the map of the list
 * (docs/decisions/064-map-and-list.md): 116.2 KB measured — «Списком | На карте», the chip «В
 * области карты» and the map chunk's loader (0.6 KB), the list contract's `bbox` (0.3 KB) and the
 * address's parsing of it (0.1 KB); the pins, Leaflet and «Искать в этой области» load with «На карте».
 * Lowered to 106.9 KB on 2026-11-28 by the merged chunks (issue 27, item 2;
 * docs/decisions/068-first-screen-chunks.md): 106.6 KB measured, in 4 scripts instead of 32 — the
 * entry 92.9 KB with React, the runtime 0.7 KB, what the public pages share 8.1 KB, the list's own
 * 4.9 KB. Merging saved ≈ 3.5 KB of per-file overhead; the board's routes table (loaded with the
 * first /board/ address) and jotai (lib/store.ts is the app's own store now) left the entry; the
 * entry took what every public first screen imports and the few screen modules the login page and
 * the sign-in need too (≈ 1.1 KB on this page, 13 KB less on /login/).
 * Raised to 107.2 KB by the server rendering (docs/decisions/066-server-rendering.md): 106.9 KB
 * measured on a loaded machine — the entry's hydration choice, the page data's context for the
 * server and the router around the layout (≈ 0.4 KB).
 */
const VACANCIES_FIRST_SCREEN_JS_BUDGET_BYTES = 107.2 * 1024;

/**
 * The same page opened as a Mini App inside Telegram (a Telegram user with no account, a simulated
 * phone client): the bundle plus the Telegram platform chunk (@tma.js/sdk) and the sign-in. Set on
 * 2026-11-24 from the measured 132.2 KB (the Telegram platform 19.7 KB of it) with about 3 %
 * headroom; the goal is 110 KB. Raised on purpose to 137 KB on 2026-11-27: 136.9 KB measured,
 * for the same pieces as the website's budget above. Raised on purpose to 139 KB on 2026-11-28:
 * 138.9 KB measured, for the same pieces as the website's 113 KB above. Raised to 140 KB after
 * issue 24's merges: 139.7 KB measured (the shell's 0.5 KB below, and Telegram's own link methods
 * for every outside link, 0.3 KB). Raised to 140.9 KB by issue 25: 140.8 KB measured, for the
 * website's 0.7 KB above (the SecondaryButton's adapter is in the Telegram chunk's 20.2 KB).
 * Raised to 141.1 KB by issue 26: 141.0 KB measured, for the website's 0.2 KB above.
 * Raised to 143.2 KB by issue 26's places: 142.7 KB measured, for the website's 1.1 KB above; the
 * 0.5 KB of headroom because one run in three on a loaded machine measured over 142.8 KB.
 * Lowered to 142.4 KB by issue 26's currency rates: 141.9 KB measured, for the website's 0.8 KB
 * less above, with the same 0.5 KB of headroom. Raised to 142.6 KB by «Адреса без города»: 142.3 KB
 * measured on a loaded machine, for the website's 0.2 KB above. Raised to 143.9 KB by the map of
 * the list: 143.3 KB measured, for the website's 1.0 KB above, with the same 0.5 KB of headroom.
 * Lowered to 131.2 KB on 2026-11-28 by the merged chunks (docs/decisions/068-first-screen-chunks.md):
 * 130.7 KB measured, in 6 scripts instead of 42 — the website's 4, the sign-in 3.3 KB (the start
 * link, the Telegram sign-in, the session check: 9 scripts before) and the Telegram platform with
 * @tma.js/sdk 20.7 KB; the same 0.5 KB of headroom.
 */
// Raised to 131.6 KB by the server rendering (docs/decisions/066-server-rendering.md): 131.2 KB
// measured — the entry's 0.4 KB above and the Moscow day of dates (src/shared/format.ts).
const VACANCIES_TELEGRAM_JS_BUDGET_BYTES = 131.6 * 1024;

/**
 * A guest's `/` (issue 13: the search box and the newest vacancies, docs/decisions/025), measured
 * the same way. Set on 2026-11-24 from the measured 95.4 KB (was 107.3 KB before issue 14)
 * with about 3 % headroom; raised on purpose to 100 KB the same day (issue 16,
 * docs/decisions/041-endpoint-declarations.md): the newest vacancies are read through the declared
 * list endpoint with the list's own schema, which `/` now shares with /vacancies/ (98.7 KB measured;
 * the guest's next page then finds those chunks cached). The student's and the company's homes are
 * chunks of their own that a guest never downloads. Raise it only on purpose, with the new
 * measurement here. Raised on purpose to 101 KB on 2026-11-27: 100.7 KB measured, for the same
 * pieces as the vacancies' budget above. Raised on purpose to 102.5 KB on 2026-11-28: 102.2 KB
 * measured, for the shell's pieces of the vacancies' 113 KB above; to 102.8 KB after issue 24's
 * merges: 102.7 KB measured, for the shell's 0.5 KB of the vacancies' 113.5 KB above; to 103.6 KB
 * by issue 25: 103.5 KB measured, for the shell's 0.7 KB of the vacancies' 114.3 KB above; to
 * 103.9 KB by issue 26: 103.8 KB measured, for the same 0.2 KB as the vacancies' 114.5 KB above.
 * Raised to 104.5 KB by issue 26's places: 104.4 KB measured, for the list contract's and the
 * card's part of the vacancies' 1.1 KB above. Lowered to 103.7 KB by issue 26's currency rates:
 * 103.6 KB measured, for the vacancies' 0.8 KB less above. Raised to 103.9 KB by the forms' city:
 * 103.7 KB measured, for the card's place module of the vacancies' 115.2 KB above. Raised to
 * 104.1 KB by «Адреса без города»: 103.9 KB measured, for the route table's and the menu's 0.2 KB of
 * the vacancies' 115.4 KB above. Raised to 104.4 KB when the map of the list joined them:
 * 104.2 KB measured, for the shell's share (the route table and the area's link) of the vacancies'
 * 116.2 KB above. Lowered to 96.3 KB on 2026-11-28 by the merged chunks
 * (docs/decisions/068-first-screen-chunks.md): 96.0 KB measured, in 3 scripts instead of 19 — the
 * entry 92.9 KB (it now holds what every public first screen imports, the list's contract and the
 * list hooks among them) and the guest's home 2.4 KB; `/` needs nothing else the public pages share.
 * Raised to 97.1 KB by the server rendering: 96.8 KB measured, the entry's 0.4 KB above and the
 * guest home's inlined newest vacancies (0.1 KB).
 */
const HOME_FIRST_SCREEN_JS_BUDGET_BYTES = 97.1 * 1024;

/**
 * The other public first screens (issue 27; docs/decisions/068-first-screen-chunks.md), a guest on
 * the website measured the same way; the goal is the website's 90 KB for each. Set on 2026-11-28
 * with the merged chunks (docs/decisions/068-first-screen-chunks.md), from the measured 106.4 KB
 * (/vacancy/:id/, was 147.0 KB in 58 scripts: its own chunk is 4.7 KB without the student's
 * «Откликнуться», the applications' client and the map, which a guest's page used to download),
 * 103.7 KB (/company/:id/, was 160.0 KB in 36: Leaflet's 42 KB and the map's code now wait until
 * the map is on the screen) and 102.6 KB (/companies/, was 108.1 KB in 25), each in 4 scripts,
 * with 0.3 KB of headroom.
 */
// Each raised by 0.4 KB for the server rendering's part of the entry (see the list's budget above).
const VACANCY_FIRST_SCREEN_JS_BUDGET_BYTES = 107.1 * 1024;
const COMPANY_FIRST_SCREEN_JS_BUDGET_BYTES = 104.4 * 1024;
const COMPANIES_FIRST_SCREEN_JS_BUDGET_BYTES = 103.3 * 1024;

/**
 * The script requests of a public page's first screen (issue 27, item 2): the entry and its
 * runtime, the page's own chunk and what the public pages share, and inside Telegram the platform
 * and the sign-in (docs/decisions/068-first-screen-chunks.md). Over HTTP/1.1 a browser fetches six
 * at a time from one host, so six fit in one round once the page preloads them.
 */
const FIRST_SCREEN_SCRIPT_REQUESTS = 6;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type FirstScreen = {
  name: string;
  path: (ids: SeededIds) => string;
  where: 'website' | 'telegram';
  budget: number;
};

const FIRST_SCREENS: readonly FirstScreen[] = [
  {
    name: '/vacancies/',
    path: () => paths.vacancies,
    where: 'website',
    budget: VACANCIES_FIRST_SCREEN_JS_BUDGET_BYTES,
  },
  {
    name: '/vacancies/ inside Telegram',
    path: () => paths.vacancies,
    where: 'telegram',
    budget: VACANCIES_TELEGRAM_JS_BUDGET_BYTES,
  },
  {
    name: "a guest's /",
    path: () => paths.home,
    where: 'website',
    budget: HOME_FIRST_SCREEN_JS_BUDGET_BYTES,
  },
  {
    name: '/vacancy/:id/',
    path: (ids) => `${paths.vacancy}${ids.vacancy}/`,
    where: 'website',
    budget: VACANCY_FIRST_SCREEN_JS_BUDGET_BYTES,
  },
  {
    name: '/company/:id/',
    path: (ids) => `${paths.company}${ids.company}/`,
    where: 'website',
    budget: COMPANY_FIRST_SCREEN_JS_BUDGET_BYTES,
  },
  {
    name: '/companies/',
    path: () => paths.companies,
    where: 'website',
    budget: COMPANIES_FIRST_SCREEN_JS_BUDGET_BYTES,
  },
];

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
// Seeded, so the tag slider loads; the bundle does not depend on the database.
describeOnDatabase.skipIf(skipBrowserJourneys)('the JavaScript budget of the first screen', (target) => {
  let ids: SeededIds | undefined;
  const journey = useJourneyServer(target, { ...JOURNEY_BOT }, async (databaseEnv) => {
    await seedSmallDemo(databaseEnv);
    ids = await readSeededIds(databaseEnv);
  });

  /**
   * Every script of `path`'s first screen until the network is idle, gzip bytes on the wire; on
   * the website, or opened as a Mini App by a Telegram user who has no account.
   */
  async function measure(path: string, where: 'website' | 'telegram') {
    const { browser, server } = journey;
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
    if (where === 'telegram') {
      await openMiniApp(page, {
        baseUrl: server.url,
        path,
        initData: journeyInitData(GUEST_TELEGRAM_USER),
      });
      await page.waitForLoadState('networkidle');
    } else {
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    }
    // The network can idle while a busy CPU still runs the entry, before it asks for the screen's
    // chunk: the screen's heading says that chunk has arrived. Then what it starts with itself.
    await page.locator('main h1').first().waitFor();
    await page.waitForTimeout(500);
    await Promise.all(sized);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const files = [...scripts.entries()].map(([name, size]) => `${name.replace(/^\/js\//, '')} ${kb(size)}`);
    console.log(
      `${path} (${where}) first screen: ${kb(total)} gzip in ${scripts.size} files: ${files.join(', ')}`,
    );
    expect(scripts.size, 'no script was measured').toBeGreaterThan(0);
    // A Telegram user with no account: /api/tg-login/ answers 404 «unlinked» (the guest's screen
    // stays), and the browser logs every 404 it fetches. Nothing else may go wrong.
    const expected =
      where === 'telegram'
        ? ['console: Failed to load resource: the server responded with a status of 404 (Not Found)']
        : [];
    expect(errors).toEqual(expected);
    await context.close();
    return { total, files, requests: scripts.size };
  }

  for (const screen of FIRST_SCREENS) {
    it(`${screen.name} downloads at most ${kb(screen.budget)} of JavaScript (gzip) in at most ${FIRST_SCREEN_SCRIPT_REQUESTS} scripts`, async () => {
      if (!ids) throw new Error('not seeded');
      const { total, files, requests } = await measure(screen.path(ids), screen.where);
      expect(
        total,
        `the first screen of ${screen.name} downloads ${kb(total)} of JavaScript, over its budget of ${kb(screen.budget)}: ${files.join(', ')}`,
      ).toBeLessThanOrEqual(screen.budget);
      expect(
        requests,
        `the first screen of ${screen.name} requests ${requests} scripts, over ${FIRST_SCREEN_SCRIPT_REQUESTS}: ${files.join(', ')}`,
      ).toBeLessThanOrEqual(FIRST_SCREEN_SCRIPT_REQUESTS);
    });
  }
});
