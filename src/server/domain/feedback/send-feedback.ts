import type { FeedbackItem, FeedbackSend } from '../../../shared/contract/feedback.contract';
import { hitRateLimit, type RateLimitRule } from '../../auth/rate-limit';
import { feedback } from '../../db/schema';
import { findAccountById } from '../accounts/find-account';
import type { DomainDeps } from '../deps';
import { enqueueNotification } from '../outbox/enqueue';
import type { Viewer } from '../viewer';
import { toFeedbackItem } from './feedback-rows';

/**
 * Spam limits: a guest address may send a few messages an hour, an account a few more; a guest
 * email is counted too, so rotating addresses does not flood one inbox's thread.
 */
export const FEEDBACK_LIMITS = {
  guestAddress: { limit: 5, windowMs: 60 * 60_000 },
  guestEmail: { limit: 5, windowMs: 60 * 60_000 },
  account: { limit: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

type SendFeedbackResult =
  | { ok: true; item: FeedbackItem }
  | { ok: false; reason: 'email-required' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export async function sendFeedback(
  deps: DomainDeps,
  input: FeedbackSend & { viewer: Viewer; address: string },
): Promise<SendFeedbackResult> {
  const now = deps.now();
  const account = input.viewer ? await findAccountById(deps.db, input.viewer.kind, input.viewer.id) : null;
  const email = account?.email ?? input.email ?? null;
  if (!email) return { ok: false, reason: 'email-required' };

  const rules: [string, RateLimitRule][] = account
    ? [[`feedback:account:${account.kind}:${account.id}`, FEEDBACK_LIMITS.account]]
    : [
        [`feedback:address:${input.address}`, FEEDBACK_LIMITS.guestAddress],
        [`feedback:email:${email}`, FEEDBACK_LIMITS.guestEmail],
      ];
  for (const [key, rule] of rules) {
    const state = await hitRateLimit(deps.db, key, rule, now);
    if (state.count > rule.limit) {
      const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - now.getTime()) / 1000));
      return { ok: false, reason: 'rate-limited', retryAfterSeconds: seconds };
    }
  }

  const authorName = account?.name ?? input.name ?? '';
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(feedback)
      .values({
        authorKind: account?.kind ?? null,
        authorId: account?.id ?? null,
        authorName,
        email,
        text: input.text,
        page: input.page ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('feedback insert returned nothing');
    // The admins hear of it in Telegram (docs/decisions/022-durable-outbox.md).
    await enqueueNotification(
      deps,
      tx,
      { admins: true },
      {
        type: 'feedback-new',
        feedbackId: inserted.id,
        author: authorName || email,
        excerpt: inserted.text.length > 200 ? `${inserted.text.slice(0, 199)}…` : inserted.text,
      },
    );
    return inserted;
  });
  return { ok: true, item: toFeedbackItem(row, { admin: false }) };
}
