import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type FileKind, fileUrl, type StoredFileInfo } from '../../../shared/contract/file';
import { messages } from '../../../shared/messages';
import { randomToken } from '../../auth/tokens';
import { files } from '../../db/schema';
import type { PreparedFile } from '../../files/prepare-upload';
import type { FileStorage } from '../../files/storage';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import type { Viewer } from '../viewer';
import { companyMayReadResume } from './resume-access';

export type FileDeps = DomainDeps & { storage: FileStorage };
type Account = NonNullable<Viewer>;

/** Who may upload what: students their photo and résumé, companies their pictures, admins anything. */
const ALLOWED_KINDS: Record<Account['kind'], readonly FileKind[]> = {
  student: ['photo', 'resume'],
  company: ['logo', 'banner', 'project'],
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
  url: fileUrl(row.id),
  originalName: row.originalName,
});

/**
 * Bytes first, row second: a crash in between leaves an orphan file (the sweep removes it),
 * never a row pointing at nothing.
 */
export async function storeFile(
  deps: FileDeps,
  owner: Account,
  kind: FileKind,
  file: PreparedFile,
  originalName: string,
): Promise<StoredFileInfo> {
  const storedName = `${randomToken(16)}.${file.extension}`;
  await deps.storage.put(storedName, file.bytes);
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        ownerKind: owner.kind,
        ownerId: owner.id,
        kind,
        mime: file.mime,
        size: file.bytes.byteLength,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        storedName,
        originalName,
        createdAt: deps.now(),
      })
      .returning();
    if (!row) throw new Error('file insert returned nothing');
    return infoOf(row);
  } catch (error) {
    await deps.storage.remove(storedName).catch(() => undefined);
    throw error;
  }
}

export type ReadableFile = { row: FileRow; bytes: Uint8Array };

/**
 * Images are public; a résumé to its owner, admins, and approved companies when it is the current
 * résumé of an approved student (the students catalogue links it). Anyone else gets the same 404
 * as for a missing id, so ids reveal nothing.
 */
export async function readFileFor(
  deps: FileDeps,
  viewer: Viewer,
  id: number,
): Promise<DomainResult<ReadableFile>> {
  const [row] = await deps.db.select().from(files).where(eq(files.id, id));
  const visible =
    row &&
    (row.kind !== 'resume' ||
      viewer?.kind === 'admin' ||
      (viewer?.kind === row.ownerKind && viewer.id === row.ownerId) ||
      (viewer?.kind === 'company' && (await companyMayReadResume(deps, viewer.id, row.id))));
  if (!row || !visible) return failure('not-found', messages.fileNotFound);
  const bytes = await deps.storage.get(row.storedName);
  if (!bytes) return failure('not-found', messages.fileNotFound);
  return success({ row, bytes });
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
    if (!owns && viewer.kind !== 'admin') return failure('forbidden', messages.forbidden);
    await tx.delete(files).where(eq(files.id, id));
    return success(row.storedName);
  });
  if (!storedName.ok) return storedName;
  await deps.storage.remove(storedName.value);
  return success(null);
}

/** Files younger than this may belong to an upload whose row is not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** Removes stored files no row names (left by a crash between the two steps above); answers how many. */
export async function sweepOrphanFiles(deps: FileDeps): Promise<number> {
  const entries = await deps.storage.list();
  if (entries.length === 0) return 0;
  const known = new Set(
    (await deps.db.select({ storedName: files.storedName }).from(files)).map((row) => row.storedName),
  );
  const cutoff = deps.now().getTime() - ORPHAN_MIN_AGE_MS;
  let removed = 0;
  for (const entry of entries) {
    if (known.has(entry.name) || entry.modifiedAt.getTime() > cutoff) continue;
    await deps.storage.remove(entry.name);
    removed += 1;
  }
  return removed;
}
