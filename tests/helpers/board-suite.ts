import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { type Board, type Role, roleCookies, seedBoard } from './board-fixtures';
import { createTestApp } from './test-app';
import type { DatabaseTarget } from './test-database';

type BoardSuite = {
  database: DatabaseHandle;
  t: ReturnType<typeof createTestApp>;
  board: Board;
  cookies: Record<Role, string>;
};

/**
 * The frame of a board API suite: a fresh database on the target, the app on it, the seeded
 * board and a signed-in cookie per role; closed after the suite. Read the fields inside tests.
 */
export function useBoardSuite(target: DatabaseTarget): BoardSuite {
  const suite = {} as BoardSuite;
  beforeAll(async () => {
    suite.database = await target.open();
    suite.t = createTestApp(suite.database);
    suite.board = await seedBoard(suite.database.db);
    suite.cookies = await roleCookies(suite.database.db, suite.board, suite.t.clock.now());
  });
  afterAll(async () => {
    await suite.database?.close();
  });
  return suite;
}
