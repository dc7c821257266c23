import { describe, expect, it } from 'vitest';
import { ArgsError, parseDemoArgs } from './args';
import { createRandom } from './prng';

describe('demo arguments', () => {
  it('has defaults and reads both spellings', () => {
    expect(parseDemoArgs([])).toEqual({ vacancies: 2000, companies: 200, seed: 1, reset: false });
    expect(parseDemoArgs(['--vacancies', '100000', '--companies=50', '--seed', '3', '--reset'])).toEqual({
      vacancies: 100_000,
      companies: 50,
      seed: 3,
      reset: true,
    });
  });

  it('refuses unknown flags and bad numbers in Russian', () => {
    expect(() => parseDemoArgs(['--vacansies', '5'])).toThrow(ArgsError);
    expect(() => parseDemoArgs(['--vacancies', 'много'])).toThrow(/целое число/);
    expect(() => parseDemoArgs(['--companies', '0'])).toThrow(/от 1/);
  });
});

describe('seeded random', () => {
  it('repeats for a seed and stays in range', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const drawn = Array.from({ length: 1000 }, () => a.int(1, 6));
    expect(Array.from({ length: 1000 }, () => b.int(1, 6))).toEqual(drawn);
    expect(new Set(drawn)).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(createRandom(43).next()).not.toBe(createRandom(42).next());
  });

  it('samples without duplicates and weighs as asked', () => {
    const random = createRandom(1);
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 10_000; i++) counts[random.weighted({ a: 9, b: 1 })]++;
    expect(counts.a / 10_000).toBeGreaterThan(0.87);
    expect(counts.a / 10_000).toBeLessThan(0.93);
  });
});
