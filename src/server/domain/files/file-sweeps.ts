import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { fileTokenOfUrl, fileUrl } from '../../../shared/contract/file.contract';
import type { Executor } from '../../db/client';
import { applicationMessages, companies, companyProjects, files, students } from '../../db/schema';
import type { FileDeps } from './files';

/** Files younger than this may belong to an upload whose row is not committed yet. */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

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

/** An upload nothing shows after this long was abandoned (a closed form, a filled quota). */
export const UNATTACHED_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * What "attached" means: a student's current photo or résumé (by id), a company's logo or banner
 * or a project picture (by its `/files/<token>/` URL), a thread message's attachment (by id).
 * Everything else is unattached.
 */
async function attachedFiles(deps: FileDeps): Promise<{ ids: Set<number>; tokens: Set<string> }> {
  const people = await deps.db
    .select({ photo: students.photoFileId, resume: students.resumeFileId })
    .from(students)
    .where(or(isNotNull(students.photoFileId), isNotNull(students.resumeFileId)));
  const pictures = await deps.db
    .select({ logo: companies.logoUrl, banner: companies.bannerUrl })
    .from(companies)
    .where(or(isNotNull(companies.logoUrl), isNotNull(companies.bannerUrl)));
  const projects = await deps.db
    .select({ image: companyProjects.imageUrl })
    .from(companyProjects)
    .where(isNotNull(companyProjects.imageUrl));
  // A thread's attachment stays while its message names it (docs/decisions/058).
  const attachments = await deps.db
    .selectDistinct({ id: applicationMessages.fileId })
    .from(applicationMessages)
    .where(isNotNull(applicationMessages.fileId));
  const ids = new Set(
    [...people.flatMap((row) => [row.photo, row.resume]), ...attachments.map((row) => row.id)].filter(
      (id) => id !== null,
    ),
  );
  const urls = [...pictures.flatMap((row) => [row.logo, row.banner]), ...projects.map((row) => row.image)];
  const tokens = new Set(urls.map(fileTokenOfUrl).filter((token) => token !== null));
  return { ids, tokens };
}

/** Whether anything shows this file now (the one-file form of attachedFiles). */
async function isAttached(tx: Executor, row: { id: number; token: string }): Promise<boolean> {
  const url = fileUrl(row.token);
  const [person] = await tx
    .select({ id: students.id })
    .from(students)
    .where(or(eq(students.photoFileId, row.id), eq(students.resumeFileId, row.id)))
    .limit(1);
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(or(eq(companies.logoUrl, url), eq(companies.bannerUrl, url)))
    .limit(1);
  const [project] = await tx
    .select({ id: companyProjects.id })
    .from(companyProjects)
    .where(eq(companyProjects.imageUrl, url))
    .limit(1);
  const [message] = await tx
    .select({ id: applicationMessages.id })
    .from(applicationMessages)
    .where(eq(applicationMessages.fileId, row.id))
    .limit(1);
  return Boolean(person ?? company ?? project ?? message);
}

/**
 * One candidate, re-checked under its row lock in its own transaction: a save that is attaching
 * this very file holds a share lock on it (student-profile.ts, company-account.ts), so the lock
 * here waits for that save to commit and the re-check then sees the new reference.
 */
export async function removeIfUnattached(deps: FileDeps, id: number, cutoff: Date): Promise<boolean> {
  const storedName = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(files)
      .where(and(eq(files.id, id), lt(files.createdAt, cutoff)))
      .for('update');
    if (!row || (await isAttached(tx, row))) return null;
    await tx.delete(files).where(eq(files.id, id));
    return row.storedName;
  });
  if (storedName) await deps.storage.remove(storedName);
  return storedName !== null;
}

/**
 * Removes uploads older than a day that nothing shows (rows first, bytes after, as destroyFile
 * does) and answers how many; they no longer count against anyone's quota. Runs at start and
 * hourly. The bulk read only picks candidates; each is decided by removeIfUnattached.
 */
export async function sweepUnattachedFiles(deps: FileDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - UNATTACHED_MAX_AGE_MS);
  const old = await deps.db
    .select({ id: files.id, token: files.token })
    .from(files)
    .where(lt(files.createdAt, cutoff));
  if (old.length === 0) return 0;
  const attached = await attachedFiles(deps);
  let removed = 0;
  for (const row of old) {
    if (attached.ids.has(row.id) || attached.tokens.has(row.token)) continue;
    if (await removeIfUnattached(deps, row.id, cutoff)) removed += 1;
  }
  return removed;
}
