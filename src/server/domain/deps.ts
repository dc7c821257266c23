import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

/** What every domain function may use: the database and the clock (injected so tests control time). */
export type DomainDeps = {
  db: Database;
  now: () => Date;
  /** Outgoing mail (password recovery); absent where nothing is mailed, e.g. most tests. */
  mailer?: Mailer;
};
