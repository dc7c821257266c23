import { getMetricsFromIterator, type PromHistogramData, type PromMetrics } from 'prom2javascript';
import { expect } from 'vitest';

/** A METRICS_TOKEN for the metrics suites (src/server/metrics/). */
export const METRICS_TEST_TOKEN = 'metrics-test-token-7f3a9c1e5b2d4068a1c3e5f7';

/**
 * Prometheus' text format through an independent parser (prom2javascript), which rejects a
 * malformed line. It knows no NaN, which the format allows and prom-client writes for the event
 * loop's lag when no sample arrived since the previous scrape: only those lines are set aside.
 */
export async function parseScrape(text: string): Promise<PromMetrics> {
  const lines = text.split('\n').filter((line) => {
    if (!/ nan$/i.test(line)) return true;
    expect(line).toMatch(/^nodejs_eventloop_lag_\w+ Nan$/);
    return false;
  });
  return getMetricsFromIterator(lines[Symbol.iterator]());
}

export function histogram(metrics: PromMetrics, name: string): PromHistogramData[] {
  const family = metrics[name];
  expect(family?.type, name).toBe('histogram');
  return (family?.data ?? []) as PromHistogramData[];
}

/** The count of observations of `name` whose labels include `labels`. */
export function observed(metrics: PromMetrics, name: string, labels: Record<string, string>): number {
  return histogram(metrics, name)
    .filter((series) => Object.entries(labels).every(([key, value]) => series.labels[key] === value))
    .reduce((sum, series) => sum + series.count, 0);
}

export function gauge(
  metrics: PromMetrics,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  const family = metrics[name];
  expect(family?.type, name).toBe('gauge');
  const data = (family?.data ?? []) as { labels: Record<string, string>; value: number }[];
  return data.find((series) => Object.entries(labels).every(([key, value]) => series.labels[key] === value))
    ?.value;
}
