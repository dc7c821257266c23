import * as v from 'valibot';
import { idInRange } from './query';

/**
 * The outbox's health for admins (issue 13, docs/decisions/022-durable-outbox.md): how many
 * messages wait, wait for a retry, or failed, how old the oldest waiting one is, and the latest
 * failures with their short error codes. Never a recipient or a body.
 */
export const OUTBOX_FAILURES_SHOWN = 10;

const OutboxFailureSchema = v.object({
  id: v.number(),
  topic: v.string(),
  channel: v.picklist(['telegram', 'mail']),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  /** 'failed': given up (an admin may send it again); 'retrying': another attempt is planned. */
  state: v.picklist(['failed', 'retrying']),
  /** When it failed, or when the next attempt is due (ISO 8601). */
  at: v.string(),
});
export type OutboxFailure = v.InferOutput<typeof OutboxFailureSchema>;

export const OutboxHealthSchema = v.object({
  /** Never tried yet. */
  waiting: v.number(),
  /** Tried and failed at least once, with a retry planned. */
  retrying: v.number(),
  failed: v.number(),
  /** Seconds since the oldest unsent, unfailed message was queued; null when none. */
  oldestWaitingSeconds: v.nullable(v.number()),
  failures: v.array(OutboxFailureSchema),
});
export type OutboxHealth = v.InferOutput<typeof OutboxHealthSchema>;

/** POST /api/outbox/retry/ (admins): failed messages to send again. */
export const OutboxRetryRequestSchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), idInRange)),
    v.minLength(1, 'Выберите сообщения, которые нужно отправить снова.'),
    v.maxLength(100, 'Не больше 100 сообщений за раз.'),
  ),
});

export const OutboxRetryResultSchema = v.object({ retried: v.number() });
