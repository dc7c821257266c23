import { eq } from 'drizzle-orm';
import type { ExportLink } from '../../../shared/contract/export-link.contract';
import { fileTokenOfUrl, fileUrl } from '../../../shared/contract/file.contract';
import { messages } from '../../../shared/messages';
import { files } from '../../db/schema';
import {
  admitSignedLink,
  createSignedExportPath,
  type ExportLinkQuery,
  type ExportLinkSession,
  holderOfSignedPath,
  type SignedPathHolder,
} from '../board/export-link';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { fileAccessFor } from './file-access';

/**
 * Private files (a résumé) at a signed, short-lived address for Telegram's downloadFile, which
 * fetches by URL without the bearer (docs/decisions/018): the same signature as the CSV exports
 * (domain/board/export-link.ts), bound to the file's token, `/files/<token>/?s&e&sig`.
 */
const subjectOf = (token: string): string => `file\n${token}`;

type FileRow = typeof files.$inferSelect;

/** The name a download gets: from the kind, never the uploader's own file name (it may hold a person's name). */
export const downloadNameOf = (row: Pick<FileRow, 'kind' | 'mime'>): string =>
  `${row.kind}.${row.mime === 'application/pdf' ? 'pdf' : 'webp'}`;

/**
 * For a caller who may read the file now (file-access.ts, the rule GET /files/ applies), its signed
 * address; anyone else gets the 404 of a missing file. Every request is counted first
 * (admitSignedLink, shared with the CSV exports), so guessing tokens costs as much as real ones.
 */
export async function createFileLink(
  deps: DomainDeps,
  session: ExportLinkSession & SignedPathHolder,
  url: string,
): Promise<DomainResult<ExportLink>> {
  const now = deps.now();
  const viewer = { kind: session.accountKind, id: session.accountId };
  const refused = await admitSignedLink(deps, session);
  if (refused) return refused;
  const token = fileTokenOfUrl(url);
  const [row] = token ? await deps.db.select().from(files).where(eq(files.token, token)) : [];
  const access = row ? await fileAccessFor(deps, viewer, row) : 'none';
  if (!row || access === 'none') return failure('not-found', messages.fileNotFound);
  const link = createSignedExportPath(session, subjectOf(row.token), fileUrl(row.token), {}, now);
  return success({ path: link.path, fileName: downloadNameOf(row), expiresAt: link.expiresAt.toISOString() });
}

/** Who signed this file's address, when the signature is valid, live and for this very file. */
export function holderOfFileLink(
  deps: DomainDeps,
  token: string,
  query: ExportLinkQuery,
): Promise<SignedPathHolder | null> {
  return holderOfSignedPath(deps, subjectOf(token), query);
}
