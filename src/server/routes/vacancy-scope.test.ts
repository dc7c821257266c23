import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type Board,
  type Catalogue,
  type Role,
  roleCookies,
  seedBoard,
  seedCatalogue,
} from '../../../tests/helpers/board-fixtures';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { Page } from '../../shared/contract/query';
import type { VacancyListItem } from '../../shared/contract/vacancy';
import type { DatabaseHandle } from '../db/client';

describeOnDatabases('GET /api/vacancy/getItems for the boards (scope=own, scope=all)', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let board: Board;
  let cookies: Record<Role, string>;
  let ids: Catalogue;

  beforeAll(async () => {
    database = await target.open();
    t = createTestApp(database);
    board = await seedBoard(database.db);
    cookies = await roleCookies(database.db, board, t.clock.now());
    ids = await seedCatalogue(database.db, board, t.clock.now());
  });
  afterAll(async () => {
    await database.close();
  });

  const list = async (query: string, role: Role = 'guest') => {
    const response = await t.api('GET', `/api/vacancy/getItems${query}`, { cookie: cookies[role] });
    return { ...response, data: response.body.data as Page<VacancyListItem> };
  };
  const idsOf = (data: Page<VacancyListItem>) => data.items.map((item) => item.id);
  const named = (...names: (keyof Catalogue)[]) => names.map((name) => ids[name]);

  it('scope=own: a company sees all of its own, in any status; guests 401, others 403', async () => {
    expect((await list('?scope=own')).status).toBe(401);
    expect((await list('?scope=own', 'student')).status).toBe(403);
    expect((await list('?scope=own', 'admin')).status).toBe(403);
    const own = await list('?scope=own', 'owner');
    expect(own.status).toBe(200);
    // Drafts (no date yet) first, then the newest.
    expect(idsOf(own.data)).toEqual(named('draft', 'archived', 'intern', 'analyst'));
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(idsOf((await list('?scope=own&status=draft', 'owner')).data)).toEqual(named('draft'));
    expect(idsOf((await list('?scope=own', 'pending')).data)).toEqual(named('pending'));
  });

  it('scope=all: admins see every status of every company; others 401/403', async () => {
    expect((await list('?scope=all')).status).toBe(401);
    for (const role of ['student', 'owner'] as const)
      expect((await list('?scope=all', role)).status).toBe(403);
    const all = await list(`?scope=all&text=${encodeURIComponent('стажировка')}`, 'admin');
    expect(new Set(idsOf(all.data))).toEqual(new Set(named('intern', 'draft', 'archived', 'pending')));
    const archived = await list('?scope=all&status=archived', 'admin');
    expect(idsOf(archived.data)).toEqual(named('archived'));
  });
});
