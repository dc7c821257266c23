import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyAccount, CompanyAccountValues } from '../../../shared/contract/company-account';
import { fileUrl } from '../../../shared/contract/file';
import { messages } from '../../../shared/messages';
import { bumpCacheVersions } from '../../cache/cache-versions';
import { companies, files } from '../../db/schema';
import type { FileDeps } from '../files/files';
import { type DomainResult, failure, invalid, success } from '../result';

type Row = typeof companies.$inferSelect;

const accountOf = (row: Row): CompanyAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  inn: row.inn ?? '',
  contactPerson: row.contactPerson ?? '',
  phone: row.phone,
  status: row.status,
  statusReason: row.statusReason,
  logoUrl: row.logoUrl,
  bannerUrl: row.bannerUrl,
});

/** The id of an uploaded file a stored URL names (`/files/:id/`); null for outside URLs. */
const fileIdOfUrl = (url: string | null): number | null => {
  const match = url ? /^\/files\/(\d+)\/$/.exec(url) : null;
  return match ? Number(match[1]) : null;
};

export async function getCompanyAccount(deps: FileDeps, id: number): Promise<DomainResult<CompanyAccount>> {
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, id));
  return row ? success(accountOf(row)) : failure('not-found', messages.companyNotFound);
}

/**
 * PUT /api/company/me/. The row is locked so two saves cannot both keep an old picture alive;
 * a replaced logo or banner that was this company's upload is destroyed (row in the transaction,
 * bytes after the commit, as destroyFile does).
 */
export async function updateCompanyAccount(
  deps: FileDeps,
  id: number,
  input: CompanyAccountValues,
): Promise<DomainResult<CompanyAccount>> {
  const result = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!current) return failure('not-found', messages.companyNotFound);
    const slots = [
      { field: 'logoFileId', kind: 'logo', chosen: input.logoFileId, url: current.logoUrl },
      { field: 'bannerFileId', kind: 'banner', chosen: input.bannerFileId, url: current.bannerUrl },
    ] as const;
    const errors: Record<string, string> = {};
    for (const slot of slots) {
      if (slot.chosen === undefined || slot.chosen === null) continue;
      const [own] = await tx
        .select({ id: files.id })
        .from(files)
        .where(
          and(
            eq(files.id, slot.chosen),
            eq(files.ownerKind, 'company'),
            eq(files.ownerId, id),
            eq(files.kind, slot.kind),
          ),
        );
      if (!own) errors[slot.field] = messages.fileNotYours;
    }
    if (Object.keys(errors).length > 0) return invalid(errors);

    const urlOf = (chosen: number | null | undefined, url: string | null) =>
      chosen === undefined ? url : chosen === null ? null : fileUrl(chosen);
    const [logo, banner] = slots.map((slot) => urlOf(slot.chosen, slot.url));
    await tx
      .update(companies)
      .set({
        name: input.name,
        inn: input.inn,
        contactPerson: input.contactPerson || null,
        phone: input.phone,
        logoUrl: logo ?? null,
        bannerUrl: banner ?? null,
        updatedAt: deps.now(),
      })
      .where(eq(companies.id, id));
    // Only this company's own uploads are destroyed; a URL set elsewhere is simply forgotten.
    const replaced = slots
      .filter((slot) => slot.chosen !== undefined && fileIdOfUrl(slot.url) !== slot.chosen)
      .map((slot) => fileIdOfUrl(slot.url))
      .filter((fileId): fileId is number => fileId !== null);
    const removed =
      replaced.length > 0
        ? await tx
            .delete(files)
            .where(and(inArray(files.id, replaced), eq(files.ownerKind, 'company'), eq(files.ownerId, id)))
            .returning({ storedName: files.storedName })
        : [];
    // Company lists and vacancy items show the name and logo.
    await bumpCacheVersions(tx, ['companies', 'vacancies']);
    return success(removed.map((row) => row.storedName));
  });
  if (!result.ok) return result;
  for (const storedName of result.value) await deps.storage.remove(storedName);
  return getCompanyAccount(deps, id);
}
