import { beforeEach, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { AdminItem, AdminList } from '../../shared/contract/admin.contract';
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/contract/text';
import { messages } from '../../shared/messages';
import { createSession } from '../auth/sessions';
import { admins } from '../db/schema';

const PASSWORD = 'a sufficiently long passphrase';

describeOnDatabases('/api/admin/', (target) => {
  const suite = useBoardSuite(target);
  const asAdmin = (method: string, path: string, json?: unknown, cookie = suite.cookies.admin) =>
    suite.t.api(method, path, { cookie, json });
  const create = async (email: string) => {
    const answer = await asAdmin('POST', '/api/admin/', { email, name: 'Новый', password: PASSWORD });
    expect(answer.status).toBe(201);
    return answer.body.data as AdminItem;
  };

  it('gates every call: 401 for a guest, 403 for a student and a company', async () => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/getItems', undefined],
      ['POST', '/api/admin/', { email: 'x@example.ru', name: 'X', password: PASSWORD }],
      ['PUT', `/api/admin/${suite.board.admin.id}/`, { name: 'X' }],
      ['DELETE', `/api/admin/${suite.board.admin.id}/`, undefined],
    ];
    for (const [method, path, json] of calls) {
      expect((await suite.t.api(method, path, { json })).status).toBe(401);
      for (const role of ['student', 'owner'] as const) {
        expect((await suite.t.api(method, path, { json, cookie: suite.cookies[role] })).status).toBe(403);
      }
    }
    expect(await suite.database.db.select().from(admins)).toHaveLength(1);
  });

  it('creates, lists, renames and deletes an admin who can then sign in no more', async () => {
    const made = await create('second@example.ru');
    expect(made).toMatchObject({ email: 'second@example.ru', name: 'Новый', self: false });
    const list = await asAdmin('GET', '/api/admin/getItems');
    expect((list.body.data as AdminList).items.map((item) => [item.email, item.self])).toEqual([
      ['admin@example.ru', true],
      ['second@example.ru', false],
    ]);
    const renamed = await asAdmin('PUT', `/api/admin/${made.id}/`, { name: '  Пётр  ' });
    expect(renamed.body.data).toMatchObject({ id: made.id, name: 'Пётр' });
    const theirCookie = await sessionCookie(suite.database.db, 'admin', made.id, suite.t.clock.now());
    expect((await asAdmin('DELETE', `/api/admin/${made.id}/`)).status).toBe(200);
    expect((await asAdmin('GET', '/api/admin/getItems', undefined, theirCookie)).status).toBe(401);
    expect((await asAdmin('DELETE', `/api/admin/${made.id}/`)).status).toBe(404);
    expect((await asAdmin('PUT', '/api/admin/999999/', { name: 'X' })).status).toBe(404);
  });

  it('refuses a name holding a lone surrogate with a 400, and keeps the old name', async () => {
    // PGlite refused it (code 22021) with a 500 before the shared text check (src/shared/contract/text.ts).
    const id = suite.board.admin.id;
    const broken = await asAdmin('PUT', `/api/admin/${id}/`, { name: '\udc00\udc00' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ errors: { name: CONTROL_CHARACTERS_MESSAGE } });
    const [row] = await suite.database.db.select({ name: admins.name }).from(admins);
    expect(row?.name).not.toContain('\ufffd');
    expect((await asAdmin('PUT', `/api/admin/${id}/`, { name: 'Анна 😀' })).body.data).toMatchObject({
      name: 'Анна 😀',
    });
  });

  it('refuses a taken email, a common password and an empty name with field errors', async () => {
    const taken = await asAdmin('POST', '/api/admin/', {
      email: 'ADMIN@example.ru',
      name: 'Дубль',
      password: PASSWORD,
    });
    expect(taken).toMatchObject({ status: 400, body: { errors: { email: messages.adminEmailTaken } } });
    const weak = await asAdmin('POST', '/api/admin/', {
      email: 'w@example.ru',
      name: ' ',
      password: 'password',
    });
    expect(Object.keys(weak.body.errors as object).sort()).toEqual(['name', 'password']);
  });

  it('refuses deleting oneself and the last admin', async () => {
    const self = await asAdmin('DELETE', `/api/admin/${suite.board.admin.id}/`);
    expect(self).toMatchObject({ status: 409, body: { message: messages.adminSelfDelete } });
    // The last-admin rule holds even for a caller whose own row is already gone (a stale session).
    const ghost = await createSession(suite.database.db, { kind: 'admin', id: 999_999 }, suite.t.clock.now());
    const last = await asAdmin(
      'DELETE',
      `/api/admin/${suite.board.admin.id}/`,
      undefined,
      `sid=${ghost.credential}`,
    );
    expect(last).toMatchObject({ status: 409, body: { message: messages.lastAdmin } });
    expect(await suite.database.db.select().from(admins)).toHaveLength(1);
  });

  describe('two admins deleting each other at once', () => {
    beforeEach(async () => {
      const rows = await suite.database.db.select().from(admins);
      expect(rows).toHaveLength(1);
    });

    it('leaves exactly one', async () => {
      const other = await create('rival@example.ru');
      const otherCookie = await sessionCookie(suite.database.db, 'admin', other.id, suite.t.clock.now());
      const answers = await Promise.all([
        asAdmin('DELETE', `/api/admin/${other.id}/`),
        asAdmin('DELETE', `/api/admin/${suite.board.admin.id}/`, undefined, otherCookie),
      ]);
      // The loser is refused by the recount (409) or, when the winner's commit already ended its
      // session, at sign-in (401); either way one admin remains.
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      expect(await suite.database.db.select().from(admins)).toHaveLength(1);
    });

    it('leaves exactly one when a third caller deletes both at once', async () => {
      const [remaining] = await suite.database.db.select().from(admins);
      const other = await create('second-rival@example.ru');
      // A caller whose own row is gone (a stale session) has no self to protect: both ids are fair game.
      const ghost = await createSession(
        suite.database.db,
        { kind: 'admin', id: 999_998 },
        suite.t.clock.now(),
      );
      const cookie = `sid=${ghost.credential}`;
      const answers = await Promise.all([
        asAdmin('DELETE', `/api/admin/${other.id}/`, undefined, cookie),
        asAdmin('DELETE', `/api/admin/${remaining?.id}/`, undefined, cookie),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await suite.database.db.select().from(admins)).toHaveLength(1);
    });
  });
});
