import type { Database } from '../db/client';

/** What every domain function may use: the database and the clock (injected so tests control time). */
export type DomainDeps = {
  db: Database;
  now: () => Date;
};
