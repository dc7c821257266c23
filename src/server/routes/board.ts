import { Hono } from 'hono';
import { EXPORT_LISTS, type ExportList } from '../../shared/contract/board-summary';
import { ExportLinkRequestSchema } from '../../shared/contract/export-link';
import { messages } from '../../shared/messages';
import { boardSummary } from '../domain/board/board-summary';
import { createExportLink, exportFileName } from '../domain/board/export-link';
import { exportList } from '../domain/board/export-list';
import type { DomainDeps } from '../domain/deps';
import type { AppContext, AppEnv } from '../http/context';
import { toCsv } from '../http/csv';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
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
    const list = exportListOf(c.req.param('file'));
    if (!list) return fail(c, 404, messages.notFoundApi);
    return sendExport(c, deps, list);
  });

  // The same export at a signed address for Telegram's downloadFile (routes/export-download.ts).
  app.post('/board/export/link/', async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, ExportLinkRequestSchema);
    if (!body.ok) return body.response;
    const now = deps.now();
    const link = createExportLink(auth.session, body.value.list, now);
    return ok(c, {
      path: link.path,
      fileName: exportFileName(body.value.list, now),
      expiresAt: link.expiresAt.toISOString(),
    });
  });

  return app;
}

/** `students.csv` → 'students'; anything else is no export. */
export function exportListOf(file: string): ExportList | null {
  if (!file.endsWith('.csv')) return null;
  const name = file.slice(0, -'.csv'.length);
  return EXPORT_LISTS.find((candidate) => candidate === name) ?? null;
}

/** The CSV answer of one export, wherever it was authorised. */
export async function sendExport(c: AppContext, deps: DomainDeps, list: ExportList): Promise<Response> {
  const table = await exportList(deps, list);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${exportFileName(list, deps.now())}"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(toCsv(table.header, table.rows));
}
