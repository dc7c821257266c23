/**
 * Sends one claimed outbox row through its port and answers what to do with the row. Runs outside
 * any transaction (PGlite has one connection: a transaction held across SMTP or the Bot API
 * would stall every request).
 */

import { outboxMessageId, toMailDeliveryError } from '../mail/mail-error';
import type { Mailer } from '../mail/mailer';
import { DeliveryError } from '../notify/delivery-error';
import type { Notifier } from '../notify/notifier';
import type { OutboxRow } from './outbox-rows';

export type Ports = { notifier?: Notifier | undefined; mailer?: Mailer | undefined };

export type DeliveryOutcome =
  /** `messageId`: the bot message a Telegram row became (a thread notice records it). */
  | { kind: 'sent'; messageId?: number | undefined }
  | { kind: 'blocked'; chatId: number }
  | { kind: 'failed'; code: string }
  | { kind: 'retry'; code: string; retryAfterMs?: number | undefined };

export async function deliverRow(
  ports: Ports,
  row: OutboxRow,
  messageIdDomain: string,
): Promise<DeliveryOutcome> {
  const payload = row.payload;
  // A sent row's body is gone (outbox-rows.ts, markSent): such a row is never due again.
  if ('redacted' in payload) return { kind: 'failed', code: 'redacted' };
  try {
    if (payload.channel === 'telegram') {
      // No bot configured (any more): the row can never go; say so instead of retrying forever.
      if (!ports.notifier) return { kind: 'failed', code: 'no-bot' };
      const sent = await ports.notifier.send(payload.chatId, payload.notification);
      return { kind: 'sent', messageId: sent?.messageId };
    }
    if (!ports.mailer) return { kind: 'failed', code: 'no-mailer' };
    const headers = { ...payload.message.headers, 'Message-ID': outboxMessageId(row.id, messageIdDomain) };
    await ports.mailer.send({ ...payload.message, headers });
    return { kind: 'sent' };
  } catch (error) {
    const failure =
      payload.channel === 'mail'
        ? toMailDeliveryError(error)
        : error instanceof DeliveryError
          ? error
          : new DeliveryError('retry', error instanceof Error ? error.name : 'unknown');
    if (failure.failure === 'blocked' && payload.channel === 'telegram')
      return { kind: 'blocked', chatId: payload.chatId };
    if (failure.failure === 'permanent' || failure.failure === 'blocked')
      return { kind: 'failed', code: failure.code };
    return { kind: 'retry', code: failure.code, retryAfterMs: failure.retryAfterMs };
  }
}
