import type pg from 'pg';
import { statementKind, type TimingHook } from './query-timing';

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Times every statement a pooled PostgreSQL client runs (docs/decisions/037-metrics.md). Drizzle
 * calls `query` on the pool (which checks a client out and calls the client's `query` with a
 * callback) or on a checked-out client inside a transaction (a promise): wrapping each client's
 * own `query` as the pool opens it hears both, from the moment the statement is handed to the
 * client to its answer; the wait for a free client shows as the pool's waiting count instead.
 */
export function timePoolQueries(pool: pg.Pool, timing: TimingHook): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as QueryFunction;
    const timed: QueryFunction = (...args) => {
      const started = performance.now();
      const first = args[0];
      const text = typeof first === 'string' ? first : textOf(first);
      const report = (failed: boolean) =>
        timing.report({ kind: statementKind(text), seconds: (performance.now() - started) / 1000, failed });
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          report(Boolean(error));
          (last as (error: unknown, result: unknown) => void)(error, result);
        };
        return original(...args);
      }
      const result = original(...args);
      if (result instanceof Promise)
        return result.then(
          (value: unknown) => {
            report(false);
            return value;
          },
          (error: unknown) => {
            report(true);
            throw error;
          },
        );
      return result;
    };
    client.query = timed as unknown as typeof client.query;
  });
}

function textOf(config: unknown): string {
  if (config && typeof config === 'object' && 'text' in config) {
    const text = (config as { text: unknown }).text;
    if (typeof text === 'string') return text;
  }
  return '';
}
