import { and, count, eq, sql, sum } from 'drizzle-orm';
import { formatMessage, messages } from '../../../shared/messages';
import { hitRateLimit } from '../../auth/rate-limit';
import type { Executor } from '../../db/client';
import { companies, files, students } from '../../db/schema';
import type { DomainDeps } from '../deps';
import type { Viewer } from '../viewer';

type Account = NonNullable<Viewer>;

/**
 * How much an account may keep and how fast it may send (docs/decisions/014). Pending and denied
 * accounts — anyone can make one — get enough for a photo and a résumé with a few retries; an
 * approved company needs a logo, a banner and up to 12 project pictures with room to replace them.
 */
export type UploadTier = 'restricted' | 'approved' | 'admin';
type UploadLimit = { files: number; bytes: number; perHour: number };

const MIB = 1024 * 1024;
export const UPLOAD_LIMITS: Record<UploadTier, UploadLimit> = {
  restricted: { files: 10, bytes: 25 * MIB, perHour: 10 },
  approved: { files: 60, bytes: 150 * MIB, perHour: 60 },
  admin: { files: 1000, bytes: 2048 * MIB, perHour: 300 },
};
const HOUR_MS = 60 * 60_000;

/** A full quota, with the message that names the account's limits. */
export type QuotaRefusal = { ok: false; reason: 'over-quota'; message: string };

/** Too many uploads this hour: the route words the wait (http/rate-limited.ts). */
type UploadRefusal = { ok: false; reason: 'rate-limited'; retryAfterSeconds: number } | QuotaRefusal;

/** The account's approval decides its tier; it is read from the database, as it may change mid-session. */
export async function uploadTierOf(db: Executor, account: Account): Promise<UploadTier> {
  if (account.kind === 'admin') return 'admin';
  const table = account.kind === 'student' ? students : companies;
  const [row] = await db.select({ status: table.status }).from(table).where(eq(table.id, account.id));
  return row?.status === 'approved' ? 'approved' : 'restricted';
}

const quotaMessage = (tier: UploadTier) =>
  formatMessage(tier === 'restricted' ? messages.fileQuotaPending : messages.fileQuotaExceeded, {
    files: UPLOAD_LIMITS[tier].files,
    megabytes: Math.round(UPLOAD_LIMITS[tier].bytes / MIB),
  });

async function usageOf(db: Executor, account: Account): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sum(files.size) })
    .from(files)
    .where(and(eq(files.ownerKind, account.kind), eq(files.ownerId, account.id)));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/**
 * Before any work on an upload: the attempt is counted first, atomically in the database (so a
 * parallel burst cannot slip past the rate, and every instance shares the count), then a full
 * quota refuses at once rather than after decoding the image.
 */
export async function admitUpload(
  deps: DomainDeps,
  account: Account,
): Promise<{ ok: true; tier: UploadTier } | UploadRefusal> {
  const now = deps.now();
  const tier = await uploadTierOf(deps.db, account);
  const rule = { limit: UPLOAD_LIMITS[tier].perHour, windowMs: HOUR_MS };
  const state = await hitRateLimit(deps.db, `upload:${account.kind}:${account.id}`, rule, now);
  if (state.count > rule.limit) {
    const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: seconds };
  }
  const usage = await usageOf(deps.db, account);
  const limit = UPLOAD_LIMITS[tier];
  if (usage.files >= limit.files || usage.bytes >= limit.bytes) {
    return { ok: false, reason: 'over-quota', message: quotaMessage(tier) };
  }
  return { ok: true, tier };
}

/** Advisory-lock classes: one per account kind, the account id as the second key. */
const LOCK_CLASS: Record<Account['kind'], number> = { student: 14_001, company: 14_002, admin: 14_003 };

/**
 * Inside the transaction that inserts the file's row: one account's uploads take turns here, so
 * the quota is checked with every committed upload counted and this one reserved — N parallel
 * uploads cannot each see room for themselves. Answers the refusal, or null when it fits.
 */
export async function reserveQuota(
  tx: Executor,
  account: Account,
  tier: UploadTier,
  size: number,
): Promise<QuotaRefusal | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS[account.kind]}, ${account.id})`);
  const usage = await usageOf(tx, account);
  const limit = UPLOAD_LIMITS[tier];
  if (usage.files + 1 > limit.files || usage.bytes + size > limit.bytes) {
    return { ok: false, reason: 'over-quota', message: quotaMessage(tier) };
  }
  return null;
}
