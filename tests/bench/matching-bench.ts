import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
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
 * background loop runs (match-vacancy.ts), timed on its own; and the instant alerts of the first
 * vacancy queued in the outbox (deliver-instant.ts). PGlite, and PostgreSQL when given.
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
      let alerts = 0;
      let deliverMs = 0;
      const deps: AlertDeps = {
        db: handle.db,
        now: () => now,
        mailer: { send: () => Promise.resolve() },
        linkBase: () => 'https://bench.example.ru',
      };
      for (let index = 0; index < plan.vacancies; index += 1) {
        const id = await insertBenchVacancy(handle.db, index, now);
        const start = performance.now();
        matches += (await matchVacancy(handle.db, id, now)).length;
        times.push(performance.now() - start);
        if (index === 0) {
          // The alerts of the first vacancy, queued in the outbox: the cost per alert.
          const deliverStart = performance.now();
          alerts = await deliverInstantAlerts(deps);
          deliverMs = performance.now() - deliverStart;
        }
        // The rest are not delivered: the next vacancy's matching must not wait behind them.
        await handle.db.execute(sql`update subscription_matches set sent_at = now() where sent_at is null`);
      }
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
          String(alerts).padStart(8),
          (alerts > 0 ? deliverMs / alerts : 0).toFixed(2).padStart(9),
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
  console.log('database    searches  seed s  p50 ms   p95 ms   mean ms  matches/v  alerts¹  ms/alert');
  for (const row of rows) console.log(row);
  console.log("¹ the first vacancy's instant alerts queued in the outbox, and the time per alert.");
}
