import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type FileKind, fileUrl, type StoredFileInfo } from '../../../shared/contract/file.contract';
import { messages } from '../../../shared/messages';
import { randomToken } from '../../auth/tokens';
import { files } from '../../db/schema';
import type { PreparedFile } from '../../files/prepare-upload';
import type { FileStorage } from '../../files/storage';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import type { Viewer } from '../viewer';
import { fileAccessFor } from './file-access';
import { type QuotaRefusal, reserveQuota, type UploadTier } from './upload-limits';

export type FileDeps = DomainDeps & { storage: FileStorage };
type Account = NonNullable<Viewer>;

/**
 * Who may upload what: students their photo and résumé, companies their pictures, admins anything
 * they edit for others; both sides of a thread its attachments (docs/decisions/058).
 */
const ALLOWED_KINDS: Record<Account['kind'], readonly FileKind[]> = {
  student: ['photo', 'resume', 'attachment'],
  company: ['logo', 'banner', 'project', 'attachment'],
  admin: ['photo', 'resume', 'logo', 'banner', 'project'],
};

export const mayUpload = (account: Account, kind: FileKind): boolean =>
  ALLOWED_KINDS[account.kind].includes(kind);

type FileRow = typeof files.$inferSelect;

const infoOf = (row: FileRow): StoredFileInfo => ({
  id: row.id,
  kind: row.kind,
  mime: row.mime,
  size: row.size,
  url: fileUrl(row.token),
});

/**
 * Bytes first, row second: a crash in between leaves an orphan file (the sweep removes it),
 * never a row pointing at nothing. The row goes in only after the quota has room for it
 * (reserveQuota serialises one account's uploads); a refused upload's bytes are removed.
 */
export async function storeFile(
  deps: FileDeps,
  owner: Account,
  tier: UploadTier,
  kind: FileKind,
  file: PreparedFile,
): Promise<{ ok: true; info: StoredFileInfo } | QuotaRefusal> {
  const storedName = `${randomToken(16)}.${file.extension}`;
  await deps.storage.put(storedName, file.bytes);
  try {
    const result = await deps.db.transaction(async (tx) => {
      const refusal = await reserveQuota(tx, owner, tier, file.bytes.byteLength);
      if (refusal) return refusal;
      const [row] = await tx
        .insert(files)
        .values({
          ownerKind: owner.kind,
          ownerId: owner.id,
          kind,
          mime: file.mime,
          size: file.bytes.byteLength,
          sha256: createHash('sha256').update(file.bytes).digest('hex'),
          storedName,
          createdAt: deps.now(),
        })
        .returning();
      if (!row) throw new Error('file insert returned nothing');
      return { ok: true as const, info: infoOf(row) };
    });
    if (!result.ok) await deps.storage.remove(storedName);
    return result;
  } catch (error) {
    await deps.storage.remove(storedName).catch(() => undefined);
    throw error;
  }
}

type ReadableFile = { row: FileRow; bytes: Uint8Array; access: 'public' | 'private' };

/**
 * GET /files/:token/: readable only by those who may see what the file belongs to (file-access.ts).
 * Anyone else gets the same 404 as for an unknown token, so a token reveals nothing.
 */
export async function readFileFor(
  deps: FileDeps,
  viewer: Viewer,
  token: string,
): Promise<DomainResult<ReadableFile>> {
  const [row] = await deps.db.select().from(files).where(eq(files.token, token));
  const access = row ? await fileAccessFor(deps, viewer, row) : 'none';
  if (!row || access === 'none') return failure('not-found', messages.fileNotFound);
  const bytes = await deps.storage.get(row.storedName);
  if (!bytes) return failure('not-found', messages.fileNotFound);
  return success({ row, bytes, access });
}

/**
 * Row first (in its transaction), bytes after: a failure between leaves only an orphan file,
 * which the sweep finds; the other order could leave a row whose file is gone.
 */
export async function destroyFile(deps: FileDeps, viewer: Account, id: number): Promise<DomainResult<null>> {
  const storedName = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(files).where(eq(files.id, id)).for('update');
    if (!row) return failure('not-found', messages.fileNotFound);
    const owns = viewer.kind === row.ownerKind && viewer.id === row.ownerId;
    // Someone else's file answers like a missing one: a 403 would confirm that the id exists.
    if (!owns && viewer.kind !== 'admin') return failure('not-found', messages.fileNotFound);
    await tx.delete(files).where(eq(files.id, id));
    return success(row.storedName);
  });
  if (!storedName.ok) return storedName;
  await deps.storage.remove(storedName.value);
  return success(null);
}
