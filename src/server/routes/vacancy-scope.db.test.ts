import { beforeAll, expect, it } from 'vitest';
import { type Catalogue, type Role, seedCatalogue } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { Page } from '../../shared/contract/query';
import type { VacancyListItem } from '../../shared/contract/vacancy.contract';

describeOnDatabases('GET /api/vacancy/getItems for the boards (scope=own, scope=all)', (target) => {
  const suite = useBoardSuite(target);
  let ids: Catalogue;

  beforeAll(async () => {
    ids = await seedCatalogue(suite.database.db, suite.board, suite.t.clock.now());
  });

  const list = async (query: string, role: Role = 'guest') => {
    const response = await suite.t.api('GET', `/api/vacancy/getItems${query}`, {
      cookie: suite.cookies[role],
    });
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
    expect(own.headers.get('cache-control')).toBe('private, no-store');
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
