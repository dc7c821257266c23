import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { STUDENT_PROFILE_INPUT } from '../../../tests/helpers/student-profile-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { smallPng, uploadFile } from '../../../tests/helpers/upload-fixtures';
import type { StoredFileInfo } from '../../shared/contract/file.contract';
import type { StudentProfile } from '../../shared/contract/student.contract';
import { students } from '../db/schema';

/** A verified student's name and photo are what the career centre checked (docs/decisions/015). */
describeOnDatabases('PUT /api/student/me/ by an approved student', (target) => {
  const suite = useBoardSuite(target);
  const put = (json: unknown) =>
    suite.t.api('PUT', '/api/student/me/', { cookie: suite.cookies.student, json });
  const approve = () =>
    suite.database.db
      .update(students)
      .set({ status: 'approved' })
      .where(eq(students.id, suite.board.student.id));
  const studentList = async () =>
    (await suite.t.api('GET', '/api/student/getItems', { cookie: suite.cookies.owner })).body.data as {
      items: { id: number }[];
    };

  it('keeps the approval for studies, skills and about', async () => {
    const saved = await put({ ...STUDENT_PROFILE_INPUT, about: 'Теперь и аналитика.', course: 4 });
    expect((saved.body.data as StudentProfile).status).toBe('approved');
  });

  it('sends a new name back to review: companies stop seeing the profile until an admin approves', async () => {
    expect((await studentList()).items.map((item) => item.id)).toContain(suite.board.student.id);
    const saved = await put({ ...STUDENT_PROFILE_INPUT, firstName: 'Пётр' });
    expect(saved.body.data).toMatchObject({ firstName: 'Пётр', status: 'pending', statusReason: null });
    expect((await studentList()).items.map((item) => item.id)).not.toContain(suite.board.student.id);
    await approve();
  });

  it('sends a new photo back to review', async () => {
    const upload = await uploadFile(suite.t.app, suite.cookies.student, 'photo', {
      name: 'me.png',
      bytes: await smallPng(),
    });
    const photo = upload.body.data as StoredFileInfo;
    const saved = await put({ ...STUDENT_PROFILE_INPUT, firstName: 'Пётр', photoFileId: photo.id });
    expect((saved.body.data as StudentProfile).status).toBe('pending');
    await approve();
  });
});
