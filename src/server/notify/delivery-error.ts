/**
 * How a send failed, in the terms the outbox worker acts on (docs/decisions/022-durable-outbox.md):
 * - `blocked`: the chat will not take messages until its user acts (403, chat not found);
 * - `permanent`: sending it again cannot succeed (a 5xx SMTP answer, a 400 from Telegram);
 * - `retry`: try later (network, 4xx SMTP, Telegram 429/5xx); `retryAfterMs` when the peer said.
 * `code` is short and never secret (an error name or a status code): it is stored and shown.
 */
type DeliveryFailure = 'blocked' | 'permanent' | 'retry';

export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    readonly failure: DeliveryFailure,
    readonly code: string,
    readonly retryAfterMs?: number,
  ) {
    super(`${failure}: ${code}`);
  }
}
