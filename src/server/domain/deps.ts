import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from '../notify/notifier';

/** What every domain function may use: the database and the clock (injected so tests control time). */
export type DomainDeps = {
  db: Database;
  now: () => Date;
  /**
   * Present when mail can be sent: enqueueMail (domain/outbox/enqueue.ts) queues only then, and
   * the outbox worker sends through it. Absent in most tests.
   */
  mailer?: Mailer;
  /**
   * Present when a bot is configured: enqueueNotification queues Telegram rows only then, and the
   * outbox worker sends through it. Domain code never calls either port directly.
   */
  notifier?: Notifier;
  /** PUBLIC_URL: mailed notifications link to the screen under it; without it they carry no link. */
  publicUrl?: string;
  /**
   * Seconds a burst of thread messages gathers into one notice (MESSAGE_SETTLE_SECONDS,
   * docs/decisions/058); MESSAGE_NOTICE_SETTLE_SECONDS (30) without.
   */
  messageSettleSeconds?: number;
};
