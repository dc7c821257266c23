import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { files, students } from '../../src/server/db/schema';
import { UPLOAD_LIMITS } from '../../src/server/domain/files/upload-limits';
import type { StoredFileInfo } from '../../src/shared/contract/file.contract';
import { messages } from '../../src/shared/messages';
import { useBoardSuite } from '../helpers/board-suite';
import { describeOnDatabases } from '../helpers/test-database';
import { smallPng, uploadFile } from '../helpers/upload-fixtures';

const CYRILLIC = /[А-Яа-яЁё]/;

/**
 * An attacker after other people's files: counting ids, guessing tokens, filling the disk from
 * a fresh pending account with a parallel burst (docs/decisions/014).
 */
describeOnDatabases('hostile: file guessing and upload floods', (target) => {
  const suite = useBoardSuite(target);
  const get = (path: string, cookie = '') => suite.t.app.request(path, { headers: cookie ? { cookie } : {} });

  it('finds nothing by counting ids or guessing tokens; a hidden file looks exactly like a missing one', async () => {
    const photo = await uploadFile(suite.t.app, suite.cookies.student, 'photo', {
      name: 'Иванов Иван.png',
      bytes: await smallPng(),
    });
    const info = photo.body.data as StoredFileInfo;
    await suite.database.db
      .update(students)
      .set({ photoFileId: info.id })
      .where(eq(students.id, suite.board.student.id));
    for (let id = 1; id <= info.id + 5; id += 1) {
      for (const cookie of ['', suite.cookies.owner]) {
        const answer = await get(`/files/${id}/`, cookie);
        expect(answer.status, `/files/${id}/`).toBe(404);
      }
    }
    const guesses = [
      `/files/${randomBytes(16).toString('base64url')}/`,
      `/files/${randomBytes(32).toString('hex')}/`,
      `/files/${'A'.repeat(21)}/`,
      `/files/${'A'.repeat(65)}/`,
      '/files/..%2F..%2Fetc%2Fpasswd/',
      `/files/${info.url.split('/')[2]?.toUpperCase()}/`,
    ];
    for (const path of guesses) {
      const answer = await get(path, suite.cookies.admin);
      expect(answer.status, path).toBe(404);
    }
    // The real token, read by a guest: the very same answer as a token that never existed.
    const hidden = await get(info.url);
    const missing = await get(guesses[1] ?? '');
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual(await missing.json());
    expect(hidden.headers.get('cache-control')).toBe(missing.headers.get('cache-control'));
  });

  it('never sends an uploader’s file name back, in any answer about the file or its owner', async () => {
    const name = 'Секретов Секрет паспорт';
    const resume = await uploadFile(suite.t.app, suite.cookies.student, 'resume', {
      name: `${name}.pdf`,
      bytes: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'),
    });
    const info = resume.body.data as StoredFileInfo;
    await suite.database.db
      .update(students)
      .set({ resumeFileId: info.id })
      .where(eq(students.id, suite.board.student.id));
    const answers = [
      JSON.stringify(resume.body),
      (await suite.t.api('GET', '/api/student/me/', { cookie: suite.cookies.student })).text,
      (await suite.t.api('GET', `/api/student/${suite.board.student.id}/`, { cookie: suite.cookies.owner }))
        .text,
      (await suite.t.api('GET', '/api/student/getItems', { cookie: suite.cookies.owner })).text,
    ];
    for (const text of answers) expect(text).not.toContain('Секретов');
    const read = await get(info.url, suite.cookies.owner);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-disposition')).toBe('attachment; filename="resume.pdf"');
    // A company learns no file's serial id either.
    expect(answers[2]).not.toMatch(/FileId/);
  });

  it('holds a pending account to its rate and quota under a parallel burst, with Russian refusals', async () => {
    const id = suite.board.pending.id;
    const png = await smallPng();
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        uploadFile(suite.t.app, suite.cookies.pending, 'logo', { name: 'l.png', bytes: png }),
      ),
    );
    const limit = UPLOAD_LIMITS.restricted;
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(limit.perHour);
    for (const answer of answers.filter((one) => one.status !== 201)) {
      expect(answer.status).toBe(429);
      expect(String(answer.body.message)).toMatch(CYRILLIC);
    }
    const rows = await suite.database.db
      .select()
      .from(files)
      .where(and(eq(files.ownerKind, 'company'), eq(files.ownerId, id)));
    expect(rows.length).toBeLessThanOrEqual(limit.files);
    expect(rows.reduce((total, row) => total + row.size, 0)).toBeLessThanOrEqual(limit.bytes);
    // An hour later the rate allows more, but the quota is full: 413 and what to do.
    suite.t.clock.advance(60 * 60_000 + 1);
    const full = await uploadFile(suite.t.app, suite.cookies.pending, 'logo', { name: 'l.png', bytes: png });
    expect(full.status).toBe(413);
    expect(String(full.body.message)).toMatch(/Удалите/);
    expect(full.body.message).not.toBe(messages.fileTooLarge);
  });
});
