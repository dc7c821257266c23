import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from '../notify/notifier';

/** What every domain function may use: the database and the clock (injected so tests control time). */
export type DomainDeps = {
  db: Database;
  now: () => Date;
  /** Outgoing mail (password recovery); absent where nothing is mailed, e.g. most tests. */
  mailer?: Mailer;
  /** Telegram notifications (the bot); absent where no bot is configured. */
  notifier?: Notifier;
  /** PUBLIC_URL: mailed notifications link to the screen under it; without it they carry no link. */
  publicUrl?: string;
};
