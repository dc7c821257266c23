/**
 * A log-linear latency histogram in whole microseconds (HDR-style): values below 2^BITS are
 * exact; above, each power of two splits into 2^(BITS-1) equal buckets, so a reported
 * percentile is within 1/2^(BITS-1) (0.4 %) of the true sample. Fixed memory, O(1) record,
 * whatever the number of requests.
 */
const BITS = 8;
const EXACT = 2 ** BITS; // 256
const HALF = EXACT / 2; // 128
/** Up to 2^32 µs (71 minutes): far beyond any bench request. */
const MAX_MAGNITUDE = 32;

export function bucketOf(micros: number): number {
  const value = Math.max(0, Math.round(micros));
  if (value < EXACT) return value;
  const shift = Math.min(Math.floor(Math.log2(value)), MAX_MAGNITUDE - 1) - (BITS - 1);
  return EXACT + (shift - 1) * HALF + (Math.min(Math.floor(value / 2 ** shift), EXACT - 1) - HALF);
}

/** The middle of a bucket's range: the value reported for every sample in it. */
export function bucketMiddle(bucket: number): number {
  if (bucket < EXACT) return bucket;
  const shift = Math.floor((bucket - EXACT) / HALF) + 1;
  const low = (HALF + ((bucket - EXACT) % HALF)) * 2 ** shift;
  return low + (2 ** shift - 1) / 2;
}

export class Histogram {
  private readonly counts = new Float64Array(EXACT + MAX_MAGNITUDE * HALF);
  count = 0;
  min = Number.POSITIVE_INFINITY;
  max = 0;
  private sum = 0;

  /** Records one latency in microseconds. */
  record(micros: number): void {
    const bucket = bucketOf(micros);
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.count++;
    this.sum += micros;
    if (micros < this.min) this.min = micros;
    if (micros > this.max) this.max = micros;
  }

  get mean(): number {
    return this.count === 0 ? 0 : this.sum / this.count;
  }

  /**
   * The p-th percentile (0–100) in microseconds, nearest-rank: the smallest recorded value with
   * at least p % of the samples at or below it. 0 when nothing was recorded.
   */
  percentile(p: number): number {
    if (this.count === 0) return 0;
    if (p >= 100) return this.max;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (let bucket = 0; bucket < this.counts.length; bucket++) {
      seen += this.counts[bucket] ?? 0;
      // Never report outside what was seen: the bucket middle can pass the true extremes.
      if (seen >= rank) return Math.min(this.max, Math.max(this.min, bucketMiddle(bucket)));
    }
    return this.max;
  }

  merge(other: Histogram): void {
    other.counts.forEach((value, bucket) => {
      if (value > 0) this.counts[bucket] = (this.counts[bucket] ?? 0) + value;
    });
    this.count += other.count;
    this.sum += other.sum;
    this.min = Math.min(this.min, other.min);
    this.max = Math.max(this.max, other.max);
  }
}
