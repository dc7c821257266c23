import type { Histogram } from './histogram';
import { OPEN_STEPS, type SurgeResult } from './surge';

export type SurgeRow = { target: string; result: SurgeResult | null; failure?: string };

const ms = (micros: number) => (micros / 1000).toFixed(micros < 10_000 ? 2 : 1);
const pair = (histogram: Histogram) =>
  histogram.count === 0 ? '—' : `${ms(histogram.percentile(50))}/${ms(histogram.percentile(99))}`;

const COLUMNS: [string, number][] = [
  ['target', 16],
  ['opens', 6],
  ['opens/s', 8],
  ['open p50', 9],
  ['open p99', 9],
  ['err', 5],
  ...OPEN_STEPS.map((step): [string, number] => [`${step.name} p50/p99`, Math.max(14, step.name.length + 9)]),
];

function line(cells: readonly string[]): string {
  return cells
    .map((cell, index) => {
      const width = COLUMNS[index]?.[1] ?? 8;
      return index === 0 ? cell.padEnd(width) : cell.padStart(width);
    })
    .join(' ');
}

/** One row per target: opens/s sustained, the open's p50/p99 (ms), errors, each step's p50/p99. */
export function formatSurgeTable(rows: readonly SurgeRow[]): string {
  const out = [line(COLUMNS.map(([title]) => title))];
  for (const { target, result, failure } of rows) {
    if (!result) {
      out.push(`${target.padEnd(16)} ${failure ?? 'not run'}`);
      continue;
    }
    out.push(
      line([
        target,
        String(result.opens),
        result.opensPerSecond.toFixed(1),
        result.open.count ? ms(result.open.percentile(50)) : '—',
        result.open.count ? ms(result.open.percentile(99)) : '—',
        String(result.errors),
        ...OPEN_STEPS.map((step) => pair(result.steps[step.name])),
      ]),
    );
  }
  for (const { target, result } of rows)
    if (result && result.errors > 0) out.push(`  ${target} errors: ${JSON.stringify(result.failures)}`);
  return out.join('\n');
}
