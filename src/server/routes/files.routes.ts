import { Hono } from 'hono';
import * as v from 'valibot';
import { fileDestroy, fileLink, fileUpload } from '../../shared/contract/endpoints/files.endpoints';
import { FILE_TOKEN_PATTERN, FileKindSchema } from '../../shared/contract/file.contract';
import { messages } from '../../shared/messages';
import { createFileLink, downloadNameOf, holderOfFileLink } from '../domain/files/create-file-link';
import { destroyFile, type FileDeps, mayUpload, readFileFor, storeFile } from '../domain/files/files';
import { admitUpload } from '../domain/files/upload-limits';
import type { Viewer } from '../domain/viewer';
import { prepareUpload } from '../files/prepare-upload';
import type { AppContext, AppEnv } from '../http/context';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { rateLimited } from '../http/rate-limited';
import { viewerOf } from '../http/viewer';

/** The one path where multipart bodies are accepted, with their own larger body limit. */
export const FILE_UPLOAD_PATH = `/api${fileUpload.path}`;
/** The largest file (a 10 MiB PDF) plus room for the multipart framing and the `kind` field. */
export const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024;

/** /api/files/…: writes. Mounted under /api, so the XHR header and session guards apply. */
export function fileApiRoutes(deps: FileDeps) {
  return (
    new DeclaredRoutes()
      .on(fileUpload, async (c, session) => {
        const viewer = { kind: session.accountKind, id: session.accountId };
        // Counted before the body is parsed or an image decoded (upload-limits.ts).
        const admitted = await admitUpload(deps, viewer);
        if (!admitted.ok) {
          if (admitted.reason === 'rate-limited')
            return rateLimited(c, messages.fileRateLimited, admitted.retryAfterSeconds);
          return fail(c, 413, admitted.message);
        }
        const type = c.req.header('content-type') ?? '';
        if (!type.toLowerCase().startsWith('multipart/form-data')) return fail(c, 400, messages.fileMissing);
        let form: Record<string, string | File>;
        try {
          form = await c.req.parseBody();
        } catch {
          return fail(c, 400, messages.invalidInput);
        }
        const kind = v.safeParse(FileKindSchema, form.kind);
        if (!kind.success) return fail(c, 400, messages.invalidInput, { kind: kind.issues[0].message });
        if (!mayUpload(viewer, kind.output)) return fail(c, 403, messages.fileKindForbidden);
        const file = form.file;
        if (!(file instanceof File))
          return fail(c, 400, messages.fileMissing, { file: messages.fileMissing });
        const prepared = await prepareUpload(kind.output, new Uint8Array(await file.arrayBuffer()));
        if (!prepared.ok) return fail(c, prepared.status, prepared.message);
        const stored = await storeFile(deps, viewer, admitted.tier, kind.output, prepared.file);
        return stored.ok ? ok(c, stored.info, 201) : fail(c, 413, stored.message);
      })
      .on(fileDestroy, async (c, session) => {
        const viewer = { kind: session.accountKind, id: session.accountId };
        const result = await destroyFile(deps, viewer, c.req.valid('json').id);
        return result.ok ? ok(c, null) : failFromDomain(c, result);
      })
      // The file at a signed address for Telegram's downloadFile (fileReadRoutes checks it).
      .on(fileLink, async (c, session) => {
        const result = await createFileLink(deps, session, c.req.valid('json').url);
        return result.ok ? ok(c, result.value) : failFromDomain(c, result);
      })
  );
}

/**
 * Who reads: with `sig` in the query, the account whose session signed this file's address
 * (create-file-link.ts; Telegram's download sends no session) — null when the signature is bad or
 * old; otherwise the request's own session.
 */
async function readerOf(c: AppContext, deps: FileDeps, token: string): Promise<Viewer | 'refused'> {
  const sig = c.req.query('sig');
  if (sig === undefined) return viewerOf(c);
  const holder = await holderOfFileLink(deps, token, { s: c.req.query('s'), e: c.req.query('e'), sig });
  return holder ? { kind: holder.accountKind, id: holder.accountId } : 'refused';
}

/**
 * GET /files/:token/ — reads, outside /api: an <img> cannot send X-Requested-With, and a GET
 * changes nothing, so the CSRF header is not needed here. Needs the session, or a signed address
 * made by POST /api/files/link/: most files are readable only by those who may see what they
 * belong to (docs/decisions/014).
 */
export function fileReadRoutes(deps: FileDeps) {
  const app = new Hono<AppEnv>();
  app.get(`/files/:token{${FILE_TOKEN_PATTERN}}/`, async (c) => {
    const token = c.req.param('token');
    const reader = await readerOf(c, deps, token);
    if (reader === 'refused') {
      c.header('Cache-Control', 'no-store');
      return c.text(messages.fileLinkRefused, 403);
    }
    // The read rule applies again at download time: an address outlives no change of access.
    const result = await readFileFor(deps, reader, token);
    if (!result.ok) {
      c.header('Cache-Control', 'no-store');
      return failFromDomain(c, result);
    }
    const { row, bytes, access } = result.value;
    const isImage = row.mime.startsWith('image/');
    c.header('Content-Type', row.mime);
    c.header('Content-Length', String(bytes.byteLength));
    // Set here as well as globally: the file's own answer must never be sniffed into HTML.
    c.header('X-Content-Type-Options', 'nosniff');
    c.header(
      'Content-Disposition',
      `${isImage ? 'inline' : 'attachment'}; filename="${downloadNameOf(row)}"`,
    );
    // Public pictures never change under a token; anything personal stays out of shared caches,
    // and a résumé is not kept anywhere.
    c.header(
      'Cache-Control',
      access === 'public' ? 'public, max-age=86400' : isImage ? 'private, max-age=300' : 'private, no-store',
    );
    if (access === 'private') c.header('Vary', 'Cookie');
    c.header('ETag', `"${row.sha256}"`);
    return c.body(new Uint8Array(bytes), 200);
  });
  return app;
}
