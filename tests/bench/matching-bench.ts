import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/server/db/client';
import type { AlertDeps } from '../../src/server/domain/subscription-alerts/deliver-alert';
import {
  deliverInstantAlerts,
  INSTANT_GROUPING,
} from '../../src/server/domain/subscription-alerts/deliver-instant';
import {
  findMatchingSubscriptions,
  recordMatches,
} from '../../src/server/domain/subscription-alerts/match-vacancy';
import { MATCH_WRITE_CHUNK } from '../../src/server/domain/subscription-alerts/process-match-queue';
import { benchDatabase } from './bench-processes';
import { insertRealisticVacancy, seedRealisticBoard } from './matching-realistic-seed';
import { insertBenchVacancy, seedMatchingBoard } from './matching-seed';

type MatchingPlan = { subscriptions: number; vacancies: number; postgresUrl: string | undefined };

type Mix = {
  name: string;
  seed: (db: Database, subscriptions: number) => Promise<unknown>;
  vacancy: (db: Database, index: number, now: Date) => Promise<number>;
};

/** A board's real searches, and the broad worst case (a 20-word vocabulary) kept beside it. */
const MIXES: readonly Mix[] = [
  { name: 'realistic', seed: seedRealisticBoard, vacancy: insertRealisticVacancy },
  { name: 'broad', seed: seedMatchingBoard, vacancy: insertBenchVacancy },
];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const fixed = (value: number, width: number, digits = 1) => value.toFixed(digits).padStart(width);

/**
 * Matching cost per published vacancy (issue 13, docs/decisions/024): `subscriptions` saved
 * searches, then `vacancies` published one by one. Timed apart: the match step (the one SELECT of
 * match-vacancy.ts) and writing the matches in MATCH_WRITE_CHUNK-row transactions as the loop
 * does (process-match-queue.ts), with the longest of those transactions; and the instant alerts
 * of the first vacancy queued in the outbox (deliver-instant.ts). PGlite, and PostgreSQL when given.
 */
export async function measureMatching(plan: MatchingPlan): Promise<void> {
  const rows: string[] = [];
  for (const postgresUrl of [undefined, ...(plan.postgresUrl ? [plan.postgresUrl] : [])]) {
    for (const mix of MIXES) rows.push(await measureMix(plan, mix, postgresUrl));
  }
  console.log(
    `\nMatching one published vacancy against saved searches (${plan.vacancies} vacancies; ms per vacancy):`,
  );
  console.log(
    'database    mix        searches  seed s  match p50  match p95  write p50  write p95  longest tx  matches/v  alerts¹  ms/alert',
  );
  for (const row of rows) console.log(row);
  console.log(
    `¹ the first vacancy's instant alerts queued in the outbox, and the time per alert. Writes: ${MATCH_WRITE_CHUNK} rows per transaction.`,
  );
}

async function measureMix(plan: MatchingPlan, mix: Mix, postgresUrl: string | undefined): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jb-match-bench-'));
  const target = await benchDatabase(postgresUrl, dataDir);
  const handle = await openDatabase(target.options);
  try {
    await handle.migrate();
    const seedStart = performance.now();
    await mix.seed(handle.db, plan.subscriptions);
    const seedMs = performance.now() - seedStart;
    const now = new Date();
    const findTimes: number[] = [];
    const writeTimes: number[] = [];
    let longestTx = 0;
    let matches = 0;
    let alerts = 0;
    let deliverMs = 0;
    const deps: AlertDeps = {
      db: handle.db,
      now: () => now,
      mailer: { send: () => Promise.resolve() },
      linkBase: () => 'https://bench.example.ru',
    };
    for (let index = 0; index < plan.vacancies; index += 1) {
      const id = await mix.vacancy(handle.db, index, now);
      const findStart = performance.now();
      const found = await findMatchingSubscriptions(handle.db, id, now);
      findTimes.push(performance.now() - findStart);
      const writeStart = performance.now();
      for (let start = 0; start < found.length; start += MATCH_WRITE_CHUNK) {
        const chunkStart = performance.now();
        await handle.db.transaction((tx) =>
          recordMatches(tx, id, found.slice(start, start + MATCH_WRITE_CHUNK), now),
        );
        longestTx = Math.max(longestTx, performance.now() - chunkStart);
      }
      writeTimes.push(performance.now() - writeStart);
      matches += found.length;
      if (index === 0) {
        // The alerts of the first vacancy, queued in the outbox: the cost per alert.
        const deliverStart = performance.now();
        // Once the burst has settled (docs/decisions/056): each subscription's alert is due.
        const settled = new Date(now.getTime() + INSTANT_GROUPING.settleMs);
        alerts = await deliverInstantAlerts({ ...deps, now: () => settled });
        deliverMs = performance.now() - deliverStart;
      }
      // The rest are not delivered: the next vacancy's matching must not wait behind them.
      await handle.db.execute(sql`update subscription_matches set sent_at = now() where sent_at is null`);
    }
    const findSorted = [...findTimes].sort((a, b) => a - b);
    const writeSorted = [...writeTimes].sort((a, b) => a - b);
    return [
      target.name.padEnd(11),
      mix.name.padEnd(10),
      String(plan.subscriptions).padStart(8),
      fixed(seedMs / 1000, 7),
      fixed(percentile(findSorted, 50), 10),
      fixed(percentile(findSorted, 95), 10),
      fixed(percentile(writeSorted, 50), 10),
      fixed(percentile(writeSorted, 95), 10),
      fixed(longestTx, 11),
      fixed(matches / Math.max(1, plan.vacancies), 10, 0),
      String(alerts).padStart(8),
      fixed(alerts > 0 ? deliverMs / alerts : 0, 9, 2),
    ].join(' ');
  } finally {
    await handle.close();
    await target.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
