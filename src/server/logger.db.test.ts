import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../tests/helpers/test-database';
import { createApp } from './app';
import { createLogger, errorFields } from './logger';

const SECRET_EMAIL = 'victim.secret@example.ru';
const SECRET_PASSWORD = 'my-secret-passphrase-42';

describeOnDatabases('error logs hold no query parameters', (target) => {
  it('a failed query is logged by name, code and place, never with its parameters', async () => {
    const database = await target.open();
    try {
      const failure = await database.db.execute(sql`select ${SECRET_EMAIL}::int`).then(
        () => null,
        (error: unknown) => error,
      );
      // The error itself carries the parameter (that is what must stay out of the log).
      expect(String(failure)).toContain(SECRET_EMAIL);
      const fields = errorFields(failure);
      expect(JSON.stringify(fields)).not.toContain(SECRET_EMAIL);
      expect(fields).toMatchObject({ error: expect.any(String), code: '22P02' });
    } finally {
      await database.close();
    }
  });

  it('a request whose query fails answers 500, and no log line holds the email or the password', async () => {
    const database = await target.open();
    const lines: string[] = [];
    const app = createApp({
      deps: { db: database.db, now: () => new Date() },
      logger: createLogger('debug', (line) => lines.push(line)),
      shell: async () => '',
      publicUrl: undefined,
      trustProxy: false,
      staticDir: null,
    });
    // Every query from here on fails (the connection is gone), with its parameters in the error.
    await database.close();
    const response = await app.request('/api/login/', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ email: SECRET_EMAIL, password: SECRET_PASSWORD, kind: 'student' }),
    });
    expect(response.status).toBe(500);
    const failure = lines.find((line) => line.includes('unhandled error'));
    expect(failure).toBeDefined();
    for (const line of lines) {
      expect(line).not.toContain(SECRET_EMAIL);
      expect(line).not.toContain(SECRET_PASSWORD);
      expect(line).not.toContain('params');
    }
  });
});
