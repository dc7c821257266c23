import type {
  ApplicationFiguresQuery,
  FigureTable,
} from '../../../shared/contract/application-figures.contract';
import {
  checkSignedExport,
  createSignedExportPath,
  type ExportLinkQuery,
  type ExportLinkSession,
} from '../board/export-link';
import type { DomainDeps } from '../deps';

/**
 * Signed addresses of the outcome figures' CSV (docs/decisions/018, 021), for Telegram's
 * downloadFile: `/export/applications/<table>.csv?from&to&s&e&sig`. The period is part of what
 * is signed, so an address cannot be reused for another period or table.
 */
const subjectOf = (table: FigureTable, query: ApplicationFiguresQuery): string =>
  `application-figures\n${table}\n${query.from ?? ''}\n${query.to ?? ''}`;

export function createFiguresLink(
  session: ExportLinkSession,
  table: FigureTable,
  query: ApplicationFiguresQuery,
  now: Date,
): { path: string; expiresAt: Date } {
  const params: Record<string, string> = {};
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  return createSignedExportPath(
    session,
    subjectOf(table, query),
    `/export/applications/${table}.csv`,
    params,
    now,
  );
}

export function checkFiguresLink(
  deps: DomainDeps,
  table: FigureTable,
  period: ApplicationFiguresQuery,
  query: ExportLinkQuery,
): Promise<boolean> {
  return checkSignedExport(deps, subjectOf(table, period), query);
}
