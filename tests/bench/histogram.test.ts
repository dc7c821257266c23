import { describe, expect, it } from 'vitest';
import { bucketMiddle, bucketOf, Histogram } from './histogram';

const filled = (values: readonly number[]) => {
  const histogram = new Histogram();
  for (const value of values) histogram.record(value);
  return histogram;
};

describe('latency histogram', () => {
  it('is exact below 256 µs and nearest-rank', () => {
    const histogram = filled(Array.from({ length: 100 }, (_, i) => i + 1)); // 1..100
    expect(histogram.percentile(50)).toBe(50);
    expect(histogram.percentile(99)).toBe(99);
    expect(histogram.percentile(100)).toBe(100);
    expect(histogram.percentile(0)).toBe(1);
    expect(histogram.mean).toBe(50.5);
  });

  it('stays within 0.4 % of the true percentile over a wide range', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => 1 + ((i * 7919) % 2_000_000)); // 1 µs … 2 s
    const histogram = filled(values);
    const sorted = [...values].sort((a, b) => a - b);
    for (const p of [1, 10, 50, 90, 99, 99.9]) {
      const truth = sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0;
      expect(Math.abs(histogram.percentile(p) - truth) / truth).toBeLessThan(0.004);
    }
    expect(histogram.max).toBe(sorted[sorted.length - 1]);
  });

  it('maps every value into the bucket whose middle is near it', () => {
    for (const value of [0, 255, 256, 257, 511, 512, 1_000, 65_535, 1_234_567, 4_000_000_000]) {
      const middle = bucketMiddle(bucketOf(value));
      expect(Math.abs(middle - value) / Math.max(1, value)).toBeLessThan(0.004);
    }
    // Buckets are monotonic: a larger value never lands in an earlier bucket.
    let previous = -1;
    for (let value = 0; value < 300_000; value += 37) {
      expect(bucketOf(value)).toBeGreaterThanOrEqual(previous);
      previous = bucketOf(value);
    }
  });

  it('a skewed distribution: p50 fast, p99 the slow tail', () => {
    const histogram = filled([...Array(990).fill(1_000), ...Array(10).fill(50_000)]);
    expect(histogram.percentile(50)).toBeCloseTo(1_000, -1);
    expect(histogram.percentile(99)).toBeCloseTo(1_000, -1);
    expect(histogram.percentile(99.5)).toBeGreaterThan(49_000);
  });

  it('merges and reports 0 when empty', () => {
    expect(new Histogram().percentile(50)).toBe(0);
    const a = filled([10, 20]);
    a.merge(filled([30, 40]));
    expect(a.count).toBe(4);
    expect(a.percentile(50)).toBe(20);
    expect(a.max).toBe(40);
    expect(a.min).toBe(10);
  });
});
