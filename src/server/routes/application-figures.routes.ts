import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type ApplicationFiguresQuery,
  ApplicationFiguresQuerySchema,
  FIGURE_TABLES,
  type FigureTable,
} from '../../shared/contract/application-figures.contract';
import {
  applicationFigureLink,
  applicationFigures,
  applicationFigureTable,
} from '../../shared/contract/endpoints/board.endpoints';
import { messages } from '../../shared/messages';
import { checkFiguresLink, createFiguresLink } from '../domain/applications/figures-link';
import { outcomeFigures } from '../domain/applications/outcome-figures';
import { figureFileName, figureTableCsv } from '../domain/applications/outcome-figures-csv';
import { admitSignedLink } from '../domain/board/export-link';
import type { DomainDeps } from '../domain/deps';
import type { AppContext, AppEnv } from '../http/context';
import { toCsv } from '../http/csv';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { EXPORT_LINK_REFUSED } from './export-download.routes';

/**
 * The career centre's outcome figures (issue 12, docs/decisions/021; admins only): the JSON of
 * the board's «Отклики и результаты», each table as CSV, and a signed CSV address for Telegram's
 * downloadFile (docs/decisions/018). Thin handlers: the figures live in domain/applications/.
 */
export function applicationFigureRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(applicationFigures, async (c) => ok(c, await outcomeFigures(deps, c.req.valid('query'))))
    .on(applicationFigureTable, (c) => {
      const table = figureTableOf(c.req.valid('param').file);
      if (!table) return fail(c, 404, messages.notFoundApi);
      return sendFigureTable(c, deps, table, c.req.valid('query'));
    })
    .on(applicationFigureLink, async (c, session) => {
      const refused = await admitSignedLink(deps, session);
      if (refused) return failFromDomain(c, refused);
      const { table, ...period } = c.req.valid('json');
      const now = deps.now();
      const link = createFiguresLink(session, table, period, now);
      return ok(c, {
        path: link.path,
        fileName: figureFileName(table, period, now),
        expiresAt: link.expiresAt.toISOString(),
      });
    });
}

/**
 * GET /export/applications/<table>.csv?from&to&s&e&sig — outside /api, as routes/export-download.routes.ts:
 * the signature over the table and the period is the authorisation.
 */
export function applicationFigureDownloadRoutes(deps: DomainDeps) {
  const app = new Hono<AppEnv>();
  app.get('/export/applications/:file', async (c) => {
    const table = figureTableOf(c.req.param('file'));
    const period = v.safeParse(ApplicationFiguresQuerySchema, {
      from: c.req.query('from'),
      to: c.req.query('to'),
    });
    const allowed =
      table !== null &&
      period.success &&
      (await checkFiguresLink(deps, table, period.output, {
        s: c.req.query('s'),
        e: c.req.query('e'),
        sig: c.req.query('sig'),
      }));
    if (!table || !period.success || !allowed) {
      c.header('Cache-Control', 'no-store');
      return c.text(EXPORT_LINK_REFUSED, table ? 403 : 404);
    }
    return sendFigureTable(c, deps, table, period.output);
  });
  return app;
}

/** `vacancies.csv` → 'vacancies'; anything else is no table. */
function figureTableOf(file: string): FigureTable | null {
  if (!file.endsWith('.csv')) return null;
  const name = file.slice(0, -'.csv'.length);
  return FIGURE_TABLES.find((candidate) => candidate === name) ?? null;
}

async function sendFigureTable(
  c: AppContext,
  deps: DomainDeps,
  table: FigureTable,
  query: ApplicationFiguresQuery,
): Promise<Response> {
  const csv = await figureTableCsv(deps, table, query);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${figureFileName(table, query, deps.now())}"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(toCsv(csv.header, csv.rows));
}
