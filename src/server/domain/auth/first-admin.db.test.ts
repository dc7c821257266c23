import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createClock } from '../../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { verifyPassword } from '../../auth/passwords';
import type { DatabaseHandle } from '../../db/client';
import { admins, searchSynonyms, setupTokens } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { completeSetup, ensureFirstAdmin, SETUP_TOKEN_LIFETIME_MS } from './first-admin';

describeOnDatabases('the first admin', (target) => {
  let database: DatabaseHandle;
  let deps: DomainDeps;
  let clock: ReturnType<typeof createClock>;
  const form = { email: 'boss@univer.ru', name: 'Мария Карьерная', password: 'a long passphrase' };

  beforeAll(async () => {
    database = await target.open();
  });
  beforeEach(async () => {
    await database.db.delete(admins);
    await database.db.delete(setupTokens);
    await database.db.delete(searchSynonyms);
    clock = createClock();
    deps = { db: database.db, now: clock.now };
  });
  afterAll(async () => {
    await database.close();
  });

  it('comes from ADMIN_EMAIL/ADMIN_PASSWORD, once', async () => {
    const env = { email: 'root@univer.ru', password: 'from the environment' };
    expect(await ensureFirstAdmin(deps, env)).toEqual({ kind: 'created-from-env', email: 'root@univer.ru' });
    expect(await ensureFirstAdmin(deps, env)).toEqual({ kind: 'exists' });
    const [admin] = await database.db.select().from(admins);
    expect(await verifyPassword(admin?.passwordHash ?? null, env.password)).toBe(true);
  });

  it('brings the search synonyms’ start with the board’s first admin, and only then', async () => {
    const words = async () =>
      (await database.db.select({ typed: searchSynonyms.typed }).from(searchSynonyms)).map(
        (row) => row.typed,
      );
    await ensureFirstAdmin(deps, { email: 'root@univer.ru', password: 'from the environment' });
    expect(await words()).toContain('питон');
    // The career centre removes one; a second admin from the environment does not bring it back.
    await database.db.delete(searchSynonyms).where(eq(searchSynonyms.typed, 'питон'));
    await ensureFirstAdmin(deps, { email: 'second@univer.ru', password: 'from the environment' });
    expect(await words()).not.toContain('питон');
    // The one-time link's first admin brings it too.
    await database.db.delete(admins);
    await database.db.delete(searchSynonyms);
    const outcome = await ensureFirstAdmin(deps, null);
    if (outcome.kind !== 'setup-link') throw new Error(`expected a link, got ${outcome.kind}`);
    expect(await completeSetup(deps, { ...form, token: outcome.token })).toEqual({ ok: true });
    expect(await words()).toContain('джава');
  });

  it('on an empty database without them, is created through a one-time link', async () => {
    const outcome = await ensureFirstAdmin(deps, null);
    if (outcome.kind !== 'setup-link') throw new Error(`expected a link, got ${outcome.kind}`);
    expect(outcome.token).toMatch(/^[\w-]{43}$/);
    expect(await completeSetup(deps, { ...form, token: 'forged' })).toEqual({
      ok: false,
      reason: 'invalid-token',
    });
    expect(await completeSetup(deps, { ...form, token: outcome.token })).toEqual({ ok: true });
    // Used once: the same link cannot make a second admin.
    expect(await completeSetup(deps, { ...form, email: 'x@y.ru', token: outcome.token })).toEqual({
      ok: false,
      reason: 'invalid-token',
    });
    expect(await database.db.select().from(admins)).toHaveLength(1);
    expect(await ensureFirstAdmin(deps, null)).toEqual({ kind: 'exists' });
  });

  it('voids the previous link at each start and expires after a day', async () => {
    const first = await ensureFirstAdmin(deps, null);
    const second = await ensureFirstAdmin(deps, null);
    if (first.kind !== 'setup-link' || second.kind !== 'setup-link') throw new Error('expected links');
    expect(await completeSetup(deps, { ...form, token: first.token })).toMatchObject({ ok: false });
    clock.advance(SETUP_TOKEN_LIFETIME_MS);
    expect(await completeSetup(deps, { ...form, token: second.token })).toMatchObject({ ok: false });
    expect(await database.db.select().from(admins)).toHaveLength(0);
  });
});
