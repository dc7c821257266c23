import type { ScenarioFigures } from './bench-table';
import type { LoadResult } from './load';

/** What the API bench (tests/bench/api-bench.ts) holds its figures to, and how it says so. */
export type Goal = 'first-page' | 'distinct' | 'worst';

/** The goals (docs/decisions/029), printed beside the figures. */
const GOALS = {
  distinctPglite: 300,
  distinctPostgres: 1_000,
  p99Ms: 100,
  coldFirstPageMs: 20,
  worstMs: 100,
};

const fixed = (value: number) => value.toFixed(1);
const p99Of = (result: LoadResult | null) =>
  result && result.latency.count > 0 ? result.latency.percentile(99) / 1000 : NaN;
const p50Of = (result: LoadResult | null) =>
  result && result.latency.count > 0 ? result.latency.percentile(50) / 1000 : NaN;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** The goals for this run, each beside its figure and its baseline from the same run. */
export function goalLines(
  rows: readonly ScenarioFigures[],
  databaseName: string,
  neighbours: LoadResult | null,
): string[] {
  const byGoal = (goal: Goal) => rows.find((row) => row.name.length > 0 && goalOf(row.name) === goal);
  const lines = [`goals (${databaseName}):`];
  const first = byGoal('first-page');
  if (first)
    lines.push(
      `  first page cold: ${fixed(first.coldMs)} ms (goal ≤ ${GOALS.coldFirstPageMs} ms) — ${verdict(first.coldMs <= GOALS.coldFirstPageMs)}`,
    );
  const distinct = byGoal('distinct');
  if (distinct?.server) {
    const goal = databaseName === 'PGlite' ? GOALS.distinctPglite : GOALS.distinctPostgres;
    const rps = distinct.server.requestsPerSecond;
    const p99 = p99Of(distinct.server);
    lines.push(
      `  distinct searches: ${Math.round(rps)} req/s, p50 ${fixed(p50Of(distinct.server))} ms, p99 ${fixed(p99)} ms ` +
        `(goal ≥ ${goal} req/s, p99 ≤ ${GOALS.p99Ms} ms; bare server ${Math.round(distinct.bare?.requestsPerSecond ?? 0)} req/s) — ` +
        verdict(rps >= goal && p99 <= GOALS.p99Ms),
    );
  }
  const worst = byGoal('worst');
  if (worst?.server) {
    const p99 = p99Of(worst.server);
    lines.push(
      `  worst guest search: cold ${fixed(worst.coldMs)} ms, p50 ${fixed(p50Of(worst.server))} ms, p99 ${fixed(p99)} ms ` +
        `under load (goal ≤ ${GOALS.worstMs} ms) — ${verdict(worst.coldMs <= GOALS.worstMs && p99 <= GOALS.worstMs)}`,
    );
  }
  if (neighbours && first?.server)
    lines.push(
      `  others while 4 guests send the worst search: first page p50 ${fixed(p50Of(neighbours))} ms, p99 ${fixed(p99Of(neighbours))} ms ` +
        `(alone: p50 ${fixed(p50Of(first.server))} ms, p99 ${fixed(p99Of(first.server))} ms; goal p99 ≤ ${GOALS.p99Ms} ms) — ` +
        verdict(p99Of(neighbours) <= GOALS.p99Ms),
    );
  return lines;
}

function goalOf(name: string): Goal | null {
  if (name === 'plain page') return 'first-page';
  if (name.startsWith('searches,')) return 'distinct';
  if (name.startsWith('worst guest search')) return 'worst';
  return null;
}
