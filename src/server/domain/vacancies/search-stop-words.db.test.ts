import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TERMS_MAX, searchCostError } from '../../../shared/contract/search-cost';
import { type DatabaseHandle, openDatabase } from '../../db/client';

/** Words that cost: a few of each script, «it» among them (read as «айти», migration 0029). */
const WORDS = ['developer', 'python', 'it', 'IT', 'go', 'разработчик', 'стажировка', 'айти', 'ещё'];

/** Free when nine of it in a phrase (quotes: «или» and «or» are words there) are within the limit. */
const free = (word: string) =>
  searchCostError(`"${Array.from({ length: SEARCH_TERMS_MAX + 1 }, () => word).join(' ')}"`) === null;

/**
 * The cost limit's stop words (src/shared/contract/search-cost.ts) are exactly the words the search
 * drops: of every word in PostgreSQL's own `russian.stop` and `english.stop` (the lists its
 * `russian` configuration's snowball dictionaries read), a word is free exactly when the search's
 * reading of it (`search_tech_words`, then `to_tsvector('russian', …)`) leaves nothing to look up.
 * On PGlite, whose superuser may read the files; the lists are the same in every PostgreSQL.
 */
describe('the search cost skips exactly the stop words the database drops', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  it('agrees with PostgreSQL on every word of both stop lists and on ordinary words', async () => {
    const files = await rows<{ word: string }>(sql`
      select distinct word from (
        select regexp_split_to_table(pg_read_file(dir || '/tsearch_data/' || name), '[[:space:]]+') as word
        from (select setting as dir from pg_config where name = 'SHAREDIR') as share,
          unnest(array['russian.stop', 'english.stop']) as name) as listed
      where word <> ''`);
    // Both files were read: 151 Russian and 127 English words.
    expect(files.length).toBeGreaterThan(270);
    const words = [...files.map((row) => row.word), ...WORDS];
    const dropped = await rows<{ word: string }>(sql`
      select word from unnest(${`{${words.map((w) => `"${w}"`).join(',')}}`}::text[]) as word
      where to_tsvector('russian', search_tech_words(word)) = ''::tsvector`);
    const droppedSet = new Set(dropped.map((row) => row.word));
    expect(droppedSet.has('the') && droppedSet.has('для') && !droppedSet.has('it')).toBe(true);
    const disagree = words.filter((word) => free(word) !== droppedSet.has(word));
    expect(disagree).toEqual([]);
  });
});
