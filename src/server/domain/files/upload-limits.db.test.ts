import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { companies, files, students } from '../../db/schema';
import type { PreparedFile } from '../../files/prepare-upload';
import type { Viewer } from '../viewer';
import { storeFile } from './files';
import { UPLOAD_LIMITS, uploadTierOf } from './upload-limits';

type Account = NonNullable<Viewer>;
const MIB = 1024 * 1024;

describeOnDatabases('upload quotas (reserved atomically)', (target) => {
  const suite = useBoardSuite(target);
  const deps = () => ({ ...suite.t.deps, storage: suite.t.fileStorage });
  const prepared = (size: number): PreparedFile => ({
    bytes: new Uint8Array(size),
    mime: 'image/webp',
    extension: 'webp',
  });
  /** Rows straight into the table: an account that has already used most of its quota. */
  const fill = async (owner: Account, rows: number, size: number) => {
    for (let index = 0; index < rows; index += 1) {
      await suite.database.db.insert(files).values({
        ownerKind: owner.kind,
        ownerId: owner.id,
        kind: owner.kind === 'student' ? 'photo' : 'logo',
        mime: 'image/webp',
        size,
        sha256: 'x',
        storedName: `${randomBytes(12).toString('hex')}.webp`,
      });
    }
  };
  const owned = async (owner: Account) =>
    suite.database.db
      .select()
      .from(files)
      .where(and(eq(files.ownerKind, owner.kind), eq(files.ownerId, owner.id)));

  it('lets a parallel burst take exactly the files left, never one more', async () => {
    const student: Account = { kind: 'student', id: suite.board.student.id };
    const limit = UPLOAD_LIMITS.approved.files;
    await fill(student, limit - 2, 1);
    const storedBefore = (await suite.t.fileStorage.list()).length;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => storeFile(deps(), student, 'approved', 'photo', prepared(10))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(8);
    for (const result of refused) expect(result).toMatchObject({ reason: 'over-quota', message: /Удалите/ });
    expect(await owned(student)).toHaveLength(limit);
    // A refused upload's bytes are gone too: only the two accepted ones were added.
    expect((await suite.t.fileStorage.list()).length).toBe(storedBefore + 2);
  });

  it('counts bytes the same way: one file fits in what is left of a pending account’s space', async () => {
    const pending: Account = { kind: 'company', id: suite.board.pending.id };
    await fill(pending, 1, UPLOAD_LIMITS.restricted.bytes - MIB);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => storeFile(deps(), pending, 'restricted', 'logo', prepared(600 * 1024))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const rows = await owned(pending);
    expect(rows.reduce((total, row) => total + row.size, 0)).toBeLessThanOrEqual(
      UPLOAD_LIMITS.restricted.bytes,
    );
  });

  it('gives pending and denied accounts the tight tier, approved ones more, admins the most', async () => {
    const db = suite.database.db;
    const [denied] = await db
      .insert(students)
      .values({
        email: 'denied@example.ru',
        passwordHash: 'x',
        firstName: 'Д',
        lastName: 'Д',
        status: 'denied',
      })
      .returning();
    if (!denied) throw new Error('seed failed');
    expect(await uploadTierOf(db, { kind: 'student', id: denied.id })).toBe('restricted');
    expect(await uploadTierOf(db, { kind: 'company', id: suite.board.pending.id })).toBe('restricted');
    expect(await uploadTierOf(db, { kind: 'student', id: suite.board.student.id })).toBe('approved');
    expect(await uploadTierOf(db, { kind: 'admin', id: suite.board.admin.id })).toBe('admin');
    await db.update(companies).set({ status: 'denied' }).where(eq(companies.id, suite.board.other.id));
    expect(await uploadTierOf(db, { kind: 'company', id: suite.board.other.id })).toBe('restricted');
    expect(UPLOAD_LIMITS.restricted.files).toBeLessThan(UPLOAD_LIMITS.approved.files);
    expect(UPLOAD_LIMITS.restricted.perHour).toBeLessThan(UPLOAD_LIMITS.approved.perHour);
  });
});
