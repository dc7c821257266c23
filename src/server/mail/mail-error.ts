import { DeliveryError } from '../notify/delivery-error';

/**
 * A transport's failure in the outbox worker's terms (src/server/notify/delivery-error.ts). SMTP
 * answers 5xx for what will never pass (unknown mailbox, refused content) and 4xx for "later"
 * (greylisting, a full queue); anything without an answer (refused connection, timeout) is
 * worth retrying. Only the code is kept: nodemailer's message may quote the recipient.
 */
export function toMailDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const fields =
    error instanceof Error ? (error as Error & { responseCode?: unknown; code?: unknown }) : null;
  const responseCode = typeof fields?.responseCode === 'number' ? fields.responseCode : null;
  if (responseCode !== null) {
    return new DeliveryError(responseCode >= 500 ? 'permanent' : 'retry', `smtp-${responseCode}`);
  }
  const code = typeof fields?.code === 'string' ? fields.code : (fields?.name ?? 'unknown');
  return new DeliveryError('retry', code.slice(0, 40));
}

/**
 * The mail's Message-ID from its outbox row: a retry after a crash between the SMTP answer and
 * `sent_at` carries the same id, so a receiver (or a test) can tell the duplicate.
 */
export function outboxMessageId(rowId: number, domain: string): string {
  return `<outbox-${rowId}@${domain}>`;
}
