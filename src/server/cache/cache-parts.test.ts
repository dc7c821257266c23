import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from '../http/cached-answer';
import { cacheKeyOf } from './cache-key';
import { LruMap } from './lru';

describe('LruMap', () => {
  it('keeps at most its size, dropping the least recently used', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });
});

describe('cacheKeyOf', () => {
  it('gives one key to the same question asked in a different order', () => {
    expect(cacheKeyOf({ tags: [7, 3], text: 'a', page: 1 })).toBe(
      cacheKeyOf({ page: 1, text: 'a', tags: [3, 7] }),
    );
    expect(cacheKeyOf({ text: undefined, page: 1 })).toBe(cacheKeyOf({ page: 1 }));
    expect(cacheKeyOf({ page: 1 })).not.toBe(cacheKeyOf({ page: 2 }));
  });
});

describe('matchesIfNoneMatch', () => {
  it('compares weakly, in lists, and accepts *', () => {
    expect(matchesIfNoneMatch('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});
