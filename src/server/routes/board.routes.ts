import { EXPORT_LISTS, type ExportList } from '../../shared/contract/board-summary.contract';
import { boardExport, boardExportLink, boardSummary } from '../../shared/contract/endpoints/board.endpoints';
import { messages } from '../../shared/messages';
import { boardSummary as boardSummary_ } from '../domain/board/board-summary';
import { admitSignedLink, createExportLink, exportFileName } from '../domain/board/export-link';
import { exportList } from '../domain/board/export-list';
import type { DomainDeps } from '../domain/deps';
import type { AppContext } from '../http/context';
import { toCsv } from '../http/csv';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';

/** The admin board's home figures and the CSV downloads of its lists (admins only). */
export function boardRoutes({ deps }: { deps: DomainDeps }) {
  return (
    new DeclaredRoutes()
      .on(boardSummary, async (c) => ok(c, await boardSummary_(deps)))
      .on(boardExport, (c) => {
        const list = exportListOf(c.req.valid('param').file);
        return list ? sendExport(c, deps, list) : fail(c, 404, messages.notFoundApi);
      })
      // The same export at a signed address for Telegram's downloadFile (routes/export-download.routes.ts).
      .on(boardExportLink, async (c, session) => {
        const refused = await admitSignedLink(deps, session);
        if (refused) return failFromDomain(c, refused);
        const { list } = c.req.valid('json');
        const now = deps.now();
        const link = createExportLink(session, list, now);
        return ok(c, {
          path: link.path,
          fileName: exportFileName(list, now),
          expiresAt: link.expiresAt.toISOString(),
        });
      })
  );
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
