/**
 * A normalised key for a parsed query: object keys sorted, undefined dropped, and arrays sorted
 * (every list in our queries is a set: `tags=7,3` and `tags=3,7` ask the same), so equal
 * questions share one cache entry.
 */
export function cacheKeyOf(value: unknown): string {
  return JSON.stringify(normalise(value));
}

function normalise(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(normalise).sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, normalise(item)]));
  }
  return value;
}
