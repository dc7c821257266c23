import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyProfileInput } from '../../../shared/contract/company.contract';
import { fileTokenOfUrl } from '../../../shared/contract/file.contract';
import { messages } from '../../../shared/messages';
import { files } from '../../db/schema';
import type { DomainDeps } from '../deps';
import type { Viewer } from '../viewer';

type Executor = Pick<DomainDeps['db'], 'select' | 'delete'>;
type PictureKind = 'logo' | 'banner' | 'project';

/** The files row an upload address names: by its random token (shared/contract/file.contract.ts). */
function fileOfKey(key: string): SQL {
  return key === '' ? sql`false` : eq(files.token, key);
}

/** Every upload address of a profile: its logo, banner and project pictures. */
export function pictureUrls(profile: {
  logoUrl: string | null;
  bannerUrl: string | null;
  projects: readonly { imageUrl: string | null }[];
}): { url: string; kind: PictureKind; field: string }[] {
  const slots = [
    { url: profile.logoUrl, kind: 'logo' as const, field: 'logoUrl' },
    { url: profile.bannerUrl, kind: 'banner' as const, field: 'bannerUrl' },
    ...profile.projects.map((project, index) => ({
      url: project.imageUrl,
      kind: 'project' as const,
      field: `projects.${index}.imageUrl`,
    })),
  ];
  return slots.flatMap((slot) => (slot.url && fileTokenOfUrl(slot.url) ? [{ ...slot, url: slot.url }] : []));
}

/**
 * Field errors for upload addresses that are not the company's own upload of that kind (an
 * admin editing the profile may also use an upload of their own). Addresses the profile already
 * shows are not checked again: they were accepted when they were set.
 */
export async function foreignPictures(
  tx: Executor,
  companyId: number,
  viewer: Viewer,
  input: CompanyProfileInput,
  shown: ReadonlySet<string>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const owners = [and(eq(files.ownerKind, 'company'), eq(files.ownerId, companyId))];
  if (viewer?.kind === 'admin') owners.push(and(eq(files.ownerKind, 'admin'), eq(files.ownerId, viewer.id)));
  for (const slot of pictureUrls(input)) {
    if (shown.has(slot.url)) continue;
    const key = fileTokenOfUrl(slot.url) ?? '';
    const [own] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(fileOfKey(key), eq(files.kind, slot.kind), or(...owners)))
      // Share-locked until the commit: the sweep of unattached uploads waits (file-sweeps.ts).
      .for('share');
    if (!own) errors[slot.field] = messages.fileNotYours;
  }
  return errors;
}

/**
 * The company's own uploads the profile no longer shows: their rows go in the save's transaction,
 * their bytes after the commit (the answer lists their stored names), as destroyFile does.
 */
export async function dropReplacedPictures(
  tx: Executor,
  companyId: number,
  before: readonly string[],
  after: readonly string[],
): Promise<string[]> {
  const kept = new Set(after);
  const gone = before.filter((url) => !kept.has(url)).map((url) => fileOfKey(fileTokenOfUrl(url) ?? ''));
  if (gone.length === 0) return [];
  const removed = await tx
    .delete(files)
    .where(and(or(...gone), eq(files.ownerKind, 'company'), eq(files.ownerId, companyId)))
    .returning({ storedName: files.storedName });
  return removed.map((row) => row.storedName);
}
