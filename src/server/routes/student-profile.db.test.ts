import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sessionCookie } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { STUDENT_PROFILE_INPUT } from '../../../tests/helpers/student-profile-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { MINIMAL_PDF, smallPng, uploadFile } from '../../../tests/helpers/upload-fixtures';
import type { StoredFileInfo } from '../../shared/contract/file.contract';
import type { StudentProfile } from '../../shared/contract/student.contract';
import { messages } from '../../shared/messages';
import { files, students } from '../db/schema';

describeOnDatabases('GET/PUT /api/student/me/', (target) => {
  const suite = useBoardSuite(target);
  let otherCookie = '';
  beforeAll(async () => {
    const [other] = await suite.database.db
      .insert(students)
      .values({
        email: 'b@example.ru',
        passwordHash: 'x',
        firstName: 'Борис',
        lastName: 'Б',
        status: 'pending',
      })
      .returning();
    if (!other) throw new Error('seed failed');
    otherCookie = await sessionCookie(suite.database.db, 'student', other.id, suite.t.clock.now());
  });
  const put = (json: unknown, cookie = suite.cookies.student) =>
    suite.t.api('PUT', '/api/student/me/', { cookie, json });
  const upload = async (cookie: string, kind: string, bytes: Uint8Array, name: string) => {
    const response = await uploadFile(suite.t.app, cookie, kind, { name, bytes });
    expect(response.status).toBe(201);
    return response.body.data as StoredFileInfo;
  };
  const fileRow = async (id: number) =>
    (await suite.database.db.select().from(files).where(eq(files.id, id)))[0];

  it('gates by role: 401 for a guest, 403 for a company and an admin', async () => {
    for (const method of ['GET', 'PUT']) {
      const json = method === 'PUT' ? STUDENT_PROFILE_INPUT : undefined;
      expect((await suite.t.api(method, '/api/student/me/', { json })).status).toBe(401);
      for (const role of ['owner', 'admin'] as const) {
        const answer = await suite.t.api(method, '/api/student/me/', { cookie: suite.cookies[role], json });
        expect(answer.status).toBe(403);
      }
    }
  });

  it('saves the own profile, normalises the phone and replaces skills', async () => {
    const { python, java, sql } = suite.board.tags;
    const first = await put({ ...STUDENT_PROFILE_INPUT, skillIds: [python.id, java.id] });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ phone: '+79123456789', course: 3, university: 'МГУ' });
    const second = await put({ ...STUDENT_PROFILE_INPUT, skillIds: [sql.id] });
    expect((second.body.data as StudentProfile).skills).toEqual([{ id: sql.id, name: 'SQL' }]);
    const read = await suite.t.api('GET', '/api/student/me/', { cookie: suite.cookies.student });
    expect((read.body.data as StudentProfile).skills.map((skill) => skill.id)).toEqual([sql.id]);
  });

  it('refuses invalid fields and unknown skills with field errors', async () => {
    const answer = await put({ ...STUDENT_PROFILE_INPUT, phone: '12345', course: 9, firstName: ' ' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors as object).sort()).toEqual(['course', 'firstName', 'phone']);
    const unknown = await put({ ...STUDENT_PROFILE_INPUT, skillIds: [999_999] });
    expect(unknown).toMatchObject({ status: 400, body: { errors: { skillIds: messages.unknownSkill } } });
  });

  it('each student sees only their own profile', async () => {
    await put({ ...STUDENT_PROFILE_INPUT, firstName: 'Борис' }, otherCookie);
    const mine = await suite.t.api('GET', '/api/student/me/', { cookie: suite.cookies.student });
    expect((mine.body.data as StudentProfile).firstName).toBe('Иван');
    const theirs = await suite.t.api('GET', '/api/student/me/', { cookie: otherCookie });
    expect(theirs.body.data).toMatchObject({ firstName: 'Борис', status: 'pending' });
  });

  it('refuses another student’s file and a file of the wrong kind', async () => {
    const foreign = await upload(otherCookie, 'photo', await smallPng(), 'b.png');
    const refused = await put({ ...STUDENT_PROFILE_INPUT, photoFileId: foreign.id });
    expect(refused).toMatchObject({ status: 400, body: { errors: { photoFileId: messages.fileNotYours } } });
    const resume = await upload(suite.cookies.student, 'resume', MINIMAL_PDF, 'cv.pdf');
    const wrongKind = await put({ ...STUDENT_PROFILE_INPUT, photoFileId: resume.id });
    expect(wrongKind.status).toBe(400);
    expect(await fileRow(foreign.id)).toBeDefined();
  });

  it('destroys a replaced photo and a cleared résumé: no row, no stored bytes', async () => {
    const first = await upload(suite.cookies.student, 'photo', await smallPng(), 'a.png');
    const resume = await upload(suite.cookies.student, 'resume', MINIMAL_PDF, 'cv.pdf');
    const saved = await put({ ...STUDENT_PROFILE_INPUT, photoFileId: first.id, resumeFileId: resume.id });
    expect(saved.body.data).toMatchObject({
      photoUrl: first.url,
      resume: { url: resume.url },
    });
    const firstRow = await fileRow(first.id);
    const resumeRow = await fileRow(resume.id);
    if (!firstRow || !resumeRow) throw new Error('not stored');

    const second = await upload(suite.cookies.student, 'photo', await smallPng(), 'b.png');
    const replaced = await put({ ...STUDENT_PROFILE_INPUT, photoFileId: second.id, resumeFileId: null });
    expect(replaced.body.data).toMatchObject({ photoUrl: second.url, resume: null });
    expect(await fileRow(first.id)).toBeUndefined();
    expect(await suite.t.fileStorage.get(firstRow.storedName)).toBeNull();
    expect(await fileRow(resume.id)).toBeUndefined();
    expect(await suite.t.fileStorage.get(resumeRow.storedName)).toBeNull();
    expect(await fileRow(second.id)).toBeDefined();
  });
});
