import type { LoadResult } from './load';

export type ScenarioFigures = {
  name: string;
  total: number | null;
  bytes: number;
  coldMs: number;
  server: LoadResult | null;
  bare: LoadResult | null;
  failure?: string;
};

const ms = (micros: number) => (micros / 1000).toFixed(micros < 10_000 ? 2 : 1);
const rate = (result: LoadResult | null) => (result ? Math.round(result.requestsPerSecond).toString() : '—');
const p = (result: LoadResult | null, percentile: number) =>
  result && result.latency.count > 0 ? ms(result.latency.percentile(percentile)) : '—';

const COLUMNS: [string, number][] = [
  ['scenario', 26],
  ['total', 7],
  ['bytes', 7],
  ['cold ms', 8],
  ['server req/s', 13],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['err', 5],
  ['bare req/s', 11],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['ratio', 6],
];

function line(cells: readonly string[]): string {
  return cells
    .map((cell, index) => {
      const [, width] = COLUMNS[index] ?? ['', 8];
      return index === 0 ? cell.padEnd(width) : cell.padStart(width);
    })
    .join(' ');
}

/** scenario | server req/s p50 p99 | bare req/s p50 p99 | ratio (server ÷ bare throughput). */
export function formatTable(rows: readonly ScenarioFigures[]): string {
  const out = [line(COLUMNS.map(([title]) => title))];
  for (const row of rows) {
    if (row.failure) {
      out.push(`${row.name.padEnd(26)} ${row.failure}`);
      continue;
    }
    const ratio =
      row.server && row.bare && row.bare.requestsPerSecond > 0
        ? (row.server.requestsPerSecond / row.bare.requestsPerSecond).toFixed(2)
        : '—';
    out.push(
      line([
        row.name,
        row.total === null ? '?' : String(row.total),
        String(row.bytes),
        row.coldMs.toFixed(1),
        rate(row.server),
        p(row.server, 50),
        p(row.server, 99),
        String(row.server?.errors ?? 0),
        rate(row.bare),
        p(row.bare, 50),
        p(row.bare, 99),
        ratio,
      ]),
    );
  }
  return out.join('\n');
}
