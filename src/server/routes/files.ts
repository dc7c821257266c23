import { Hono } from 'hono';
import * as v from 'valibot';
import { FileDestroyRequestSchema, FileKindSchema } from '../../shared/contract/file';
import { messages } from '../../shared/messages';
import { destroyFile, type FileDeps, mayUpload, readFileFor, storeFile } from '../domain/files/files';
import { cleanOriginalName, prepareUpload } from '../files/prepare-upload';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { parseIdParam } from '../http/parse-query';
import { requireAccount, viewerOf } from '../http/require-account';

/** The one path where multipart bodies are accepted, with their own larger body limit. */
export const FILE_UPLOAD_PATH = '/api/files/';
/** The largest file (a 10 MiB PDF) plus room for the multipart framing and the `kind` field. */
export const UPLOAD_BODY_LIMIT_BYTES = 10 * 1024 * 1024 + 64 * 1024;

/** /api/files/…: writes. Mounted under /api, so the XHR header and session guards apply. */
export function fileApiRoutes(deps: FileDeps) {
  const app = new Hono<AppEnv>();

  app.post('/files/', async (c) => {
    const auth = requireAccount(c, ['student', 'company', 'admin']);
    if (!auth.ok) return auth.response;
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
    const viewer = { kind: auth.session.accountKind, id: auth.session.accountId };
    if (!mayUpload(viewer, kind.output)) return fail(c, 403, messages.fileKindForbidden);
    const file = form.file;
    if (!(file instanceof File)) return fail(c, 400, messages.fileMissing, { file: messages.fileMissing });
    const prepared = await prepareUpload(kind.output, new Uint8Array(await file.arrayBuffer()));
    if (!prepared.ok) return fail(c, prepared.status, prepared.message);
    const info = await storeFile(deps, viewer, kind.output, prepared.file, cleanOriginalName(file.name));
    return ok(c, info, 201);
  });

  app.post('/files/destroy/', async (c) => {
    const auth = requireAccount(c, ['student', 'company', 'admin']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, FileDestroyRequestSchema);
    if (!body.ok) return body.response;
    const viewer = { kind: auth.session.accountKind, id: auth.session.accountId };
    const result = await destroyFile(deps, viewer, body.value.id);
    return result.ok ? ok(c, null) : failFromDomain(c, result);
  });

  return app;
}

/**
 * GET /files/:id/ — reads, outside /api: an <img> cannot send X-Requested-With, and a GET
 * changes nothing, so the CSRF header is not needed here. Needs the session (résumés).
 */
export function fileReadRoutes(deps: FileDeps) {
  const app = new Hono<AppEnv>();
  app.get('/files/:id{[0-9]+}/', async (c) => {
    const id = parseIdParam(c, messages.fileNotFound);
    if (!id.ok) return id.response;
    const result = await readFileFor(deps, viewerOf(c), id.value);
    if (!result.ok) {
      c.header('Cache-Control', 'no-store');
      return failFromDomain(c, result);
    }
    const { row, bytes } = result.value;
    const isImage = row.mime.startsWith('image/');
    c.header('Content-Type', row.mime);
    c.header('Content-Length', String(bytes.byteLength));
    // Set here as well as globally: the file's own answer must never be sniffed into HTML.
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Disposition', contentDisposition(isImage ? 'inline' : 'attachment', downloadName(row)));
    // Images are public and never change under an id; a résumé is personal and not kept anywhere.
    c.header('Cache-Control', isImage ? 'public, max-age=86400' : 'private, no-store');
    c.header('ETag', `"${row.sha256}"`);
    return c.body(new Uint8Array(bytes), 200);
  });
  return app;
}

function downloadName(row: { originalName: string; mime: string; kind: string }): string {
  const extension = row.mime === 'application/pdf' ? '.pdf' : '.webp';
  const stem = row.originalName.replace(/\.[^.]*$/, '') || row.kind;
  return `${stem}${extension}`;
}

/** RFC 6266: an ASCII fallback in `filename`, the real name percent-encoded in `filename*`. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\w.-]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
