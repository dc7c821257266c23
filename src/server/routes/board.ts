import { Hono } from 'hono';
import { EXPORT_LISTS } from '../../shared/contract/board-summary';
import { messages } from '../../shared/messages';
import { boardSummary } from '../domain/board/board-summary';
import { exportList } from '../domain/board/export-list';
import type { DomainDeps } from '../domain/deps';
import type { AppEnv } from '../http/context';
import { toCsv } from '../http/csv';
import { fail, ok } from '../http/envelope';
import { requireAccount } from '../http/require-account';

/** The admin board's home figures and the CSV downloads of its lists (admins only). */
export function boardRoutes({ deps }: { deps: DomainDeps }) {
  const app = new Hono<AppEnv>();

  app.get('/board/summary/', async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    return ok(c, await boardSummary(deps));
  });

  app.get('/board/export/:file', async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    const name = c.req.param('file').replace(/\.csv$/, '');
    const list = EXPORT_LISTS.find((candidate) => candidate === name);
    if (!list || !c.req.param('file').endsWith('.csv')) return fail(c, 404, messages.notFoundApi);
    const table = await exportList(deps, list);
    const date = deps.now().toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${list}-${date}.csv"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(toCsv(table.header, table.rows));
  });

  return app;
}
