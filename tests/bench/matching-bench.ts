import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import type { AlertDeps } from '../../src/server/domain/subscription-alerts/deliver-alert';
import { deliverInstantAlerts } from '../../src/server/domain/subscription-alerts/deliver-instant';
import { matchVacancy } from '../../src/server/domain/subscription-alerts/match-vacancy';
import { benchDatabase } from './bench-processes';
import { insertBenchVacancy, seedMatchingBoard } from './matching-seed';

export type MatchingPlan = { subscriptions: number; vacancies: number; postgresUrl: string | undefined };

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * Matching cost per published vacancy (issue 13, docs/decisions/024): `subscriptions` saved
 * searches, then `vacancies` published one by one, each matched by the one statement the
 * background loop runs (match-vacancy.ts), timed on its own; then the instant alerts those
 * matches make, queued in the outbox (deliver-instant.ts). PGlite, and PostgreSQL when given.
 */
export async function measureMatching(plan: MatchingPlan): Promise<void> {
  const rows: string[] = [];
  for (const postgresUrl of [undefined, ...(plan.postgresUrl ? [plan.postgresUrl] : [])]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'jb-match-bench-'));
    const target = await benchDatabase(postgresUrl, dataDir);
    const handle = await openDatabase(target.options);
    try {
      await handle.migrate();
      const seedStart = performance.now();
      await seedMatchingBoard(handle.db, plan.subscriptions);
      const seedMs = performance.now() - seedStart;
      const now = new Date();
      const times: number[] = [];
      let matches = 0;
      for (let index = 0; index < plan.vacancies; index += 1) {
        const id = await insertBenchVacancy(handle.db, index, now);
        const start = performance.now();
        matches += (await matchVacancy(handle.db, id, now)).length;
        times.push(performance.now() - start);
      }
      const deps: AlertDeps = {
        db: handle.db,
        now: () => now,
        mailer: { send: () => Promise.resolve() },
        linkBase: () => 'https://bench.example.ru',
      };
      const deliverStart = performance.now();
      const alerts = await deliverInstantAlerts(deps);
      const deliverMs = performance.now() - deliverStart;
      const sorted = [...times].sort((a, b) => a - b);
      const mean = times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length);
      rows.push(
        [
          target.name.padEnd(11),
          String(plan.subscriptions).padStart(8),
          (seedMs / 1000).toFixed(1).padStart(7),
          percentile(sorted, 50).toFixed(1).padStart(8),
          percentile(sorted, 95).toFixed(1).padStart(8),
          mean.toFixed(1).padStart(8),
          (matches / Math.max(1, plan.vacancies)).toFixed(0).padStart(9),
          String(alerts).padStart(7),
          (alerts > 0 ? deliverMs / alerts : 0).toFixed(2).padStart(11),
        ].join(' '),
      );
    } finally {
      await handle.close();
      await target.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nMatching one published vacancy against saved searches (${plan.vacancies} vacancies, one SQL each):`,
  );
  console.log('database    searches  seed s  p50 ms   p95 ms   mean ms  matches/v  alerts  ms/alert q.');
  for (const row of rows) console.log(row);
}
