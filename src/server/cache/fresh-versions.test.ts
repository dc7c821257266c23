import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/client';
import { createFreshVersionReader } from './fresh-versions';

/** A fake database whose reads finish when the test says, recording what each read saw. */
function fakeDb() {
  let committed = 0;
  const pending: (() => void)[] = [];
  let reads = 0;
  const db = {
    select: () => ({
      from: () => {
        reads += 1;
        const seen = committed;
        return new Promise((resolve) => pending.push(() => resolve([{ area: 'vacancies', version: seen }])));
      },
    }),
  } as unknown as Executor;
  return {
    db,
    commit: () => {
      committed += 1;
    },
    finishNext: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get reads() {
      return reads;
    },
  };
}

describe('fresh version reads', () => {
  it('never answers a caller with a read that began before it asked', async () => {
    const fake = fakeDb();
    const read = createFreshVersionReader(fake.db);
    const first = read(); // starts read 1, sees version 0
    fake.commit(); // a write commits while read 1 is running
    const second = read(); // must not share read 1
    const third = read(); // shares the queued read with `second`
    await fake.finishNext();
    expect((await first).vacancies).toBe(0);
    await fake.finishNext();
    expect((await second).vacancies).toBe(1);
    expect((await third).vacancies).toBe(1);
    expect(fake.reads).toBe(2);
  });

  it('starts a new read once the last one is over', async () => {
    const fake = fakeDb();
    const read = createFreshVersionReader(fake.db);
    const first = read();
    await fake.finishNext();
    await first;
    fake.commit();
    const next = read();
    await fake.finishNext();
    expect((await next).vacancies).toBe(1);
    expect(fake.reads).toBe(2);
  });
});
