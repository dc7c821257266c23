import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessionCookie } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { smallPng, uploadFile } from '../../../tests/helpers/upload-fixtures';
import type { StoredFileInfo } from '../../shared/contract/file.contract';
import { formatMessage, messages } from '../../shared/messages';
import { files, students } from '../db/schema';
import { UPLOAD_LIMITS } from '../domain/files/upload-limits';

describeOnDatabases('POST /api/files/: quotas and the upload rate', (target) => {
  const suite = useBoardSuite(target);
  const ownedBy = async (kind: 'student' | 'company', id: number) =>
    suite.database.db
      .select()
      .from(files)
      .where(and(eq(files.ownerKind, kind), eq(files.ownerId, id)));
  const newPendingStudent = async (email: string) => {
    const [row] = await suite.database.db
      .insert(students)
      .values({ email, passwordHash: 'x', firstName: 'Пётр', lastName: 'Новый' })
      .returning();
    if (!row) throw new Error('seed failed');
    return {
      id: row.id,
      cookie: await sessionCookie(suite.database.db, 'student', row.id, suite.t.clock.now()),
    };
  };

  it('refuses a pending company over its quota with 413 and what to do; a deleted file frees room', async () => {
    const id = suite.board.pending.id;
    const limit = UPLOAD_LIMITS.restricted;
    for (let index = 0; index < limit.files - 1; index += 1) {
      await suite.database.db.insert(files).values({
        ownerKind: 'company',
        ownerId: id,
        kind: 'logo',
        mime: 'image/webp',
        size: 10,
        sha256: 'x',
        storedName: `${randomBytes(12).toString('hex')}.webp`,
      });
    }
    const png = await smallPng();
    const last = await uploadFile(suite.t.app, suite.cookies.pending, 'logo', { name: 'l.png', bytes: png });
    expect(last.status).toBe(201);
    const over = await uploadFile(suite.t.app, suite.cookies.pending, 'logo', { name: 'l.png', bytes: png });
    const expected = formatMessage(messages.fileQuotaPending, {
      files: limit.files,
      megabytes: limit.bytes / 1024 / 1024,
    });
    expect(over).toMatchObject({ status: 413, body: { success: false, message: expected } });
    expect(expected).toMatch(/Удалите/);
    expect(await ownedBy('company', id)).toHaveLength(limit.files);

    const freed = await suite.t.api('POST', '/api/files/destroy/', {
      cookie: suite.cookies.pending,
      json: { id: (last.body.data as StoredFileInfo).id },
    });
    expect(freed.status).toBe(200);
    const again = await uploadFile(suite.t.app, suite.cookies.pending, 'logo', { name: 'l.png', bytes: png });
    expect(again.status).toBe(201);
  });

  it('counts every attempt before any work: a parallel burst gets exactly the hourly rate', async () => {
    const student = await newPendingStudent('burst@example.ru');
    const perHour = UPLOAD_LIMITS.restricted.perHour;
    // Not images: cheap to refuse, yet each one is counted before its body is even parsed.
    const junk = { name: 'x.png', bytes: Buffer.from('not an image at all') };
    const answers = await Promise.all(
      Array.from({ length: perHour + 5 }, () => uploadFile(suite.t.app, student.cookie, 'photo', junk)),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 415)).toHaveLength(perHour);
    expect(limited[0]?.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/через \d+ минут/),
    });
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0);

    // A real photo now is refused too, and nothing is stored for it.
    const png = await smallPng();
    const refused = await uploadFile(suite.t.app, student.cookie, 'photo', { name: 'p.png', bytes: png });
    expect(refused.status).toBe(429);
    expect(await ownedBy('student', student.id)).toHaveLength(0);

    suite.t.clock.advance(60 * 60_000 + 1);
    const later = await uploadFile(suite.t.app, student.cookie, 'photo', { name: 'p.png', bytes: png });
    expect(later.status).toBe(201);
  });

  it('lets an approved student upload more per hour than a pending one', async () => {
    const png = await smallPng();
    for (let index = 0; index < UPLOAD_LIMITS.restricted.perHour + 1; index += 1) {
      const answer = await uploadFile(suite.t.app, suite.cookies.student, 'photo', {
        name: 'p.png',
        bytes: png,
      });
      expect(answer.status).toBe(201);
    }
  });
});
