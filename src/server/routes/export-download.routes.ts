import { Hono } from 'hono';
import { checkExportLink } from '../domain/board/export-link';
import type { DomainDeps } from '../domain/deps';
import type { AppEnv } from '../http/context';
import { exportListOf, sendExport } from './board.routes';

export const EXPORT_LINK_REFUSED =
  'Ссылка на выгрузку устарела или неверна. Вернитесь в приложение и нажмите «Скачать CSV» ещё раз.';

/**
 * GET /export/<list>.csv?s=…&e=…&sig=… — outside /api because Telegram's downloadFile fetches it
 * with no X-Requested-With and no bearer: the signature (domain/board/export-link.ts) is the
 * authorisation. A GET that changes nothing; the request log records the path only, never the
 * query with the signature.
 */
export function exportDownloadRoutes(deps: DomainDeps) {
  const app = new Hono<AppEnv>();
  app.get('/export/:file', async (c) => {
    const list = exportListOf(c.req.param('file'));
    const allowed =
      list !== null &&
      (await checkExportLink(deps, list, {
        s: c.req.query('s'),
        e: c.req.query('e'),
        sig: c.req.query('sig'),
      }));
    if (!list || !allowed) {
      c.header('Cache-Control', 'no-store');
      return c.text(EXPORT_LINK_REFUSED, list ? 403 : 404);
    }
    return sendExport(c, deps, list);
  });
  return app;
}
