import { and, gt, isNull, sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { accountKind, outbox, sessions } from '../db/schema';

/**
 * Figures of the whole deployment, read from the database at scrape time
 * (docs/decisions/037-metrics.md): the outbox's depth and failures, and the active sessions.
 * One process answers them per scrape, so a cluster never counts them once per process.
 */
type StateMetrics = {
  readonly registry: Registry;
  /** Runs the two queries and sets the gauges; call before reading the registry. */
  refresh(): Promise<void>;
};

export function createStateMetrics(db: Database, now: () => Date): StateMetrics {
  const registry = new Registry();
  const labelNames = ['channel', 'topic'] as const;
  const queued = new Gauge({
    name: 'outbox_queued_messages',
    help: 'Outbox rows not yet sent and not given up on, by channel and topic.',
    labelNames,
    registers: [registry],
  });
  const retrying = new Gauge({
    name: 'outbox_retrying_messages',
    help: 'Queued outbox rows that have failed at least one attempt and wait for the next.',
    labelNames,
    registers: [registry],
  });
  const failed = new Gauge({
    name: 'outbox_failed_messages',
    help: 'Outbox rows given up on (dead letters), kept until an admin retries or removes them.',
    labelNames,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'outbox_oldest_queued_age_seconds',
    help: 'Age of the oldest queued outbox row, by channel and topic.',
    labelNames,
    registers: [registry],
  });
  const active = new Gauge({
    name: 'sessions_active',
    help: 'Sessions neither expired nor idle past their limit, by account kind.',
    labelNames: ['account_kind'] as const,
    registers: [registry],
  });

  return {
    registry,
    async refresh() {
      const at = now();
      // Sent rows are kept a week (docs/decisions/022): only the unsent ones are read.
      const open = sql`${outbox.failedAt} is null`;
      const rows = await db
        .select({
          channel: outbox.channel,
          topic: outbox.topic,
          queued: sql`count(*) filter (where ${open})`.mapWith(Number),
          retrying: sql`count(*) filter (where ${open} and ${outbox.attempts} > 0)`.mapWith(Number),
          failed: sql`count(*) filter (where ${outbox.failedAt} is not null)`.mapWith(Number),
          // The database's clock, as the rows' own stamps (src/server/outbox/outbox-rows.ts).
          oldest:
            sql`coalesce(extract(epoch from now() - min(${outbox.createdAt}) filter (where ${open})), 0)`.mapWith(
              Number,
            ),
        })
        .from(outbox)
        .where(isNull(outbox.sentAt))
        .groupBy(outbox.channel, outbox.topic);
      const counted = await db
        .select({ kind: sessions.accountKind, count: sql`count(*)`.mapWith(Number) })
        .from(sessions)
        .where(and(gt(sessions.expiresAt, at), gt(sessions.idleExpiresAt, at)))
        .groupBy(sessions.accountKind);

      for (const gauge of [queued, retrying, failed, oldest]) gauge.reset();
      for (const row of rows) {
        const labels = { channel: row.channel, topic: row.topic };
        queued.set(labels, row.queued);
        retrying.set(labels, row.retrying);
        failed.set(labels, row.failed);
        oldest.set(labels, row.oldest);
      }
      // Every kind, zero included: an alert on a series that vanished is harder to write.
      for (const kind of accountKind.enumValues)
        active.set({ account_kind: kind }, counted.find((row) => row.kind === kind)?.count ?? 0);
    },
  };
}
