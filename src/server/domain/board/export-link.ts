/**
 * Signed, short-lived download addresses for the CSV exports (docs/decisions/018) and, with the
 * same signature, for private files (domain/files/create-file-link.ts): Telegram's
 * downloadFile fetches a file by URL, without our headers. The address names the session (its
 * public handle), the list and an expiry, and is signed with HMAC-SHA256 keyed by the session's
 * stored credential hash — a secret only the server and the session's own holder have, so no new
 * server secret is needed, every instance can check it, and a logout or an expired session voids
 * every address issued to it at once.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AccountKind } from '../../../shared/contract/auth.contract';
import type { ExportList } from '../../../shared/contract/board-summary.contract';
import { messages } from '../../../shared/messages';
import { moscowDate } from '../../../shared/moscow-time';
import { hitRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import { constantTimeEqual } from '../../auth/tokens';
import { sessions } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainFailure, limitedUntil } from '../result';

/** Long enough for Telegram's prompt to be answered, short enough to be useless when leaked later. */
export const EXPORT_LINK_TTL_MS = 5 * 60_000;

export interface ExportLinkSession {
  readonly id: string;
  readonly tokenHash: string;
}

export interface ExportLinkQuery {
  readonly s?: string;
  readonly e?: string;
  readonly sig?: string;
}

/**
 * `subject` names what is downloaded: a board list (`students`) or, for the outcome figures, the
 * table and its period (domain/applications/figures-link.ts). A signature for one subject is
 * worthless for any other.
 */
function sign(tokenHash: string, subject: string, sessionId: string, expires: number): string {
  return createHmac('sha256', tokenHash)
    .update(`export-csv\n${subject}\n${sessionId}\n${expires}`)
    .digest('base64url');
}

export function exportFileName(list: ExportList, now: Date): string {
  return `${list}-${moscowDate(now)}.csv`;
}

/**
 * The signed path of one download for one session, valid for EXPORT_LINK_TTL_MS from `now`:
 * `base` with `params` and the signature's `s`, `e`, `sig` in its query.
 */
export function createSignedExportPath(
  session: ExportLinkSession,
  subject: string,
  base: string,
  params: Record<string, string>,
  now: Date,
): { path: string; expiresAt: Date } {
  const expires = Math.floor((now.getTime() + EXPORT_LINK_TTL_MS) / 1000);
  const query = new URLSearchParams({
    ...params,
    s: session.id,
    e: String(expires),
    sig: sign(session.tokenHash, subject, session.id, expires),
  });
  return { path: `${base}?${query.toString()}`, expiresAt: new Date(expires * 1000) };
}

/**
 * Signed addresses an account may ask for in an hour, CSV exports and files together: an HR person
 * reading a day's applicants opens dozens of résumés; a script minting more is stopped.
 */
export const SIGNED_LINK_RATE: RateLimitRule = { limit: 120, windowMs: 60 * 60_000 };

/** Counts one request for a signed address (before any other work); a refusal past the rate. */
export async function admitSignedLink(
  deps: DomainDeps,
  holder: SignedPathHolder,
): Promise<DomainFailure | null> {
  const now = deps.now();
  const key = `signed-link:${holder.accountKind}:${holder.accountId}`;
  const state = await hitRateLimit(deps.db, key, SIGNED_LINK_RATE, now);
  return state.count > SIGNED_LINK_RATE.limit
    ? limitedUntil(messages.signedLinkRateLimited, state.resetAt, now)
    : null;
}

/** The signed path of one board export for one session. */
export function createExportLink(
  session: ExportLinkSession,
  list: ExportList,
  now: Date,
): { path: string; expiresAt: Date } {
  return createSignedExportPath(session, list, `/export/${list}.csv`, {}, now);
}

/** The account behind a valid signed address: the session that signed it, still live. */
export interface SignedPathHolder {
  readonly accountKind: AccountKind;
  readonly accountId: number;
}

/**
 * The session that signed this address for this subject, when it is still live and the address
 * has not expired; null for anything else, malformed included. Shared by the CSV exports and the
 * private files' addresses (domain/files/create-file-link.ts): one signing mechanism.
 */
export async function holderOfSignedPath(
  deps: DomainDeps,
  subject: string,
  query: ExportLinkQuery,
): Promise<SignedPathHolder | null> {
  const { s, e, sig } = query;
  if (!s || !e || !sig || s.length > 64 || sig.length > 64 || !/^\d{1,12}$/.test(e)) return null;
  const expires = Number(e);
  const now = deps.now();
  if (expires * 1000 <= now.getTime() || expires * 1000 > now.getTime() + EXPORT_LINK_TTL_MS + 60_000)
    return null;
  const [session] = await deps.db.select().from(sessions).where(eq(sessions.id, s));
  if (!session || session.expiresAt <= now || session.idleExpiresAt <= now) return null;
  if (!constantTimeEqual(sig, sign(session.tokenHash, subject, session.id, expires))) return null;
  return { accountKind: session.accountKind, accountId: session.accountId };
}

/** True when the address is valid (holderOfSignedPath) and its session is still an admin's. */
export async function checkSignedExport(
  deps: DomainDeps,
  subject: string,
  query: ExportLinkQuery,
): Promise<boolean> {
  return (await holderOfSignedPath(deps, subject, query))?.accountKind === 'admin';
}

/** A board export's address (GET /export/<list>.csv). */
export function checkExportLink(
  deps: DomainDeps,
  list: ExportList,
  query: ExportLinkQuery,
): Promise<boolean> {
  return checkSignedExport(deps, list, query);
}
