import { searchSynonyms } from '../../src/server/db/schema';
import { adminOnly, at, type Row, row } from './cells';
import type { World } from './world';

let made = 0;
/** A fresh entry straight into the table: each cell that writes gets its own word. */
async function synonym(w: World): Promise<number> {
  made += 1;
  const [created] = await w.db
    .insert(searchSynonyms)
    .values({ typed: `матрица${made}`, means: `matrix${made}` })
    .returning({ id: searchSynonyms.id });
  return created?.id ?? 0;
}

/** The search's synonyms (docs/decisions/060): the career centre's alone, read and written. */
export const SEARCH_SYNONYM_ROWS: readonly Row[] = [
  row('GET', '/api/search-synonym/getItems', adminOnly(200), at('/api/search-synonym/getItems')),
  row('POST', '/api/search-synonym/', adminOnly(201), () => {
    made += 1;
    return { path: '/api/search-synonym/', json: { typed: `слово${made}`, means: `word${made}` } };
  }),
  row('PUT', '/api/search-synonym/:id{[0-9]+}/', adminOnly(200), async (w) => {
    const id = await synonym(w);
    return { path: `/api/search-synonym/${id}/`, json: { typed: `правка${id}`, means: `edit${id}` } };
  }),
  row('DELETE', '/api/search-synonym/:id{[0-9]+}/', adminOnly(200), async (w) => ({
    path: `/api/search-synonym/${await synonym(w)}/`,
  })),
  row(
    'DELETE',
    '/api/search-synonym/:id{[0-9]+}/',
    adminOnly(404),
    () => ({ path: '/api/search-synonym/999999/' }),
    'an unknown id',
  ),
];
