import { sql } from 'drizzle-orm';
import { applicationMessages, messageBlocks } from '../../src/server/db/schema';
import { type ApplicationRole, useApplicationSuite } from './application-suite';
import type { DatabaseTarget } from './test-database';

/**
 * The frame of a message-thread suite (docs/decisions/058): the application suite, the two calls
 * every test makes (send, read a thread) and `clean`, which empties the threads, the career
 * centre's blocks and the messages' hourly counts before a test.
 */
export function useMessageSuite(target: DatabaseTarget) {
  const s = useApplicationSuite(target);
  const send = (role: ApplicationRole, json: unknown) => s.call(role, 'POST', '/api/message/send', json);
  const thread = (role: ApplicationRole, applicationId: number, extra = '') =>
    s.call(role, 'GET', `/api/message/getItems?applicationId=${applicationId}${extra}`);
  const clean = async () => {
    await s.database.db.delete(applicationMessages);
    await s.database.db.delete(messageBlocks);
    await s.database.db.execute(sql`delete from rate_limits where key like 'message-sent:%'`);
  };
  return { s, send, thread, clean };
}
