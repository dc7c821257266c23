import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { viewSalts } from '../../db/schema';

/**
 * Who opened a vacancy: a student by id, or a guest by address (never stored as such). Not by the
 * browser's User-Agent: the caller chooses it, and a new one per request made a new viewer each
 * (issue 24); people behind one address count once a day (docs/decisions/025).
 */
export type ViewerTraits = { kind: 'student'; id: number } | { kind: 'guest'; address: string };

/** The UTC day of `now`, as the `date` column keeps it. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Today's salt for guests' keys (docs/decisions/025): the first instance to need it writes a
 * random one, every instance reads the same row, and older days' salts are deleted, so a key
 * cannot be traced back to an address once its day is over.
 */
export async function saltOfDay(db: Executor, day: string): Promise<string> {
  await db
    .insert(viewSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  await db.delete(viewSalts).where(sql`${viewSalts.day} < ${day}::date`);
  const rows = await db
    .select({ salt: viewSalts.salt })
    .from(viewSalts)
    .where(sql`${viewSalts.day} = ${day}::date`);
  const salt = rows[0]?.salt;
  if (!salt) throw new Error('view salt missing');
  return salt;
}

/** `s:<id>` for a student; `g:` + a salted SHA-256 of the guest's address. */
export function viewerKey(viewer: ViewerTraits, salt: string): string {
  if (viewer.kind === 'student') return `s:${viewer.id}`;
  const digest = createHash('sha256').update(`${salt}\n${viewer.address}`).digest('base64url');
  return `g:${digest.slice(0, 22)}`;
}
