import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Board, roleCookies, seedBoard, vacancyInput } from '../../../tests/helpers/board-fixtures';
import { createClock } from '../../../tests/helpers/test-app';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../shared/constants';
import type { Page } from '../../shared/contract/query';
import type { VacancyListItem } from '../../shared/contract/vacancy.contract';
import { createApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { injectSession } from '../http/shell';
import { createLogger } from '../logger';
import { bumpCacheVersions } from './cache-versions';
import { createSingleWriterVersionReader } from './fresh-versions';

// The embedded database's mode: cache versions in memory, moved by this process's own writes.
describe('public lists on the embedded database (single writer)', () => {
  let database: DatabaseHandle;
  let board: Board;
  let owner: string;
  const clock = createClock();

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    board = await seedBoard(database.db);
    owner = (await roleCookies(database.db, board, clock.now())).owner;
  });
  afterAll(async () => {
    await database.close();
  });

  const app = () =>
    createApp({
      deps: { db: database.db, now: clock.now },
      logger: createLogger('silent'),
      shell: async ({ sessionHandle, nonce }) => injectSession('<html></html>', sessionHandle, nonce),
      publicUrl: undefined,
      trustProxy: false,
      staticDir: null,
      singleWriterDatabase: true,
    });

  it('shows a write on the very next request, without reading versions per request', async () => {
    const server = app();
    const headers = { [XHR_HEADER]: XHR_HEADER_VALUE };
    const titles = async () => {
      const response = await server.request('/api/vacancy/getItems?limit=50', { headers });
      return ((await response.json()) as { data: Page<VacancyListItem> }).data.items.map(
        (item) => item.title,
      );
    };
    const before = await titles();
    const body = JSON.stringify(vacancyInput({ title: 'Стажёр-геодезист', publish: true }));
    const created = await server.request('/api/vacancy/', {
      method: 'POST',
      headers: {
        ...headers,
        cookie: owner,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(created.status).toBe(201);
    const after = await titles();
    expect(after).toContain('Стажёр-геодезист');
    expect(after.length).toBe(before.length + 1);
  });

  it('reads the versions once and then follows the bumps', async () => {
    let reads = 0;
    const counting = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'select') reads += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    const read = createSingleWriterVersionReader(counting);
    const first = (await read()).vacancies;
    await bumpCacheVersions(database.db, ['vacancies']);
    expect((await read()).vacancies).toBe(first + 1);
    expect((await read()).vacancies).toBe(first + 1);
    expect(reads).toBe(1);
  });
});
