/**
 * Each statement's time on the database, heard by the metrics (src/server/metrics/,
 * docs/decisions/037-metrics.md). Both database kinds report here: the PostgreSQL pool from its
 * clients' `query`, the embedded database from its thread's answers (src/server/db/pglite-thread.ts).
 */

/** A bounded set: the statement's first keyword, so a label never holds SQL text or values. */
type StatementKind = 'select' | 'insert' | 'update' | 'delete' | 'transaction' | 'other';

type QueryTiming = { kind: StatementKind; seconds: number; failed: boolean };
export type QueryTimingListener = (timing: QueryTiming) => void;

const KINDS: Record<string, StatementKind> = {
  select: 'select',
  insert: 'insert',
  update: 'update',
  delete: 'delete',
  begin: 'transaction',
  commit: 'transaction',
  rollback: 'transaction',
};

export function statementKind(sql: string): StatementKind {
  const word = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
  return KINDS[word] ?? 'other';
}

export type TimingHook = {
  report(timing: QueryTiming): void;
  onTimed(listener: QueryTimingListener): () => void;
};

export function createTimingHook(): TimingHook {
  const listeners = new Set<QueryTimingListener>();
  return {
    report(timing) {
      for (const listener of listeners) listener(timing);
    },
    onTimed(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What the pool holds at this moment: read at scrape time, never kept. */
export type DatabaseLoad = {
  /** Connections open (PostgreSQL: the pool's clients; embedded: its one thread). */
  open: number;
  /** Of those, not running a statement. */
  idle: number;
  /** Statements or checkouts waiting for a connection. */
  waiting: number;
  /** The pool's limit. */
  max: number;
};
