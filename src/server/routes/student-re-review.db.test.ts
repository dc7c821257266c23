import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { STUDENT_PROFILE_INPUT } from '../../../tests/helpers/student-profile-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { smallPng, uploadFile } from '../../../tests/helpers/upload-fixtures';
import type { StoredFileInfo } from '../../shared/contract/file.contract';
import type { StudentProfile } from '../../shared/contract/student.contract';
import type { StudentListItem } from '../../shared/contract/student-list.contract';
import { students } from '../db/schema';

/**
 * A verified student's name and studies are what the career centre checked; a new photo is looked
 * at afterwards (docs/decisions/051).
 */
describeOnDatabases('PUT /api/student/me/ by an approved student', (target) => {
  const suite = useBoardSuite(target);
  const put = (json: unknown) =>
    suite.t.api('PUT', '/api/student/me/', { cookie: suite.cookies.student, json });
  const approve = () =>
    suite.database.db
      .update(students)
      .set({ status: 'approved', changedSinceReview: [] })
      .where(eq(students.id, suite.board.student.id));
  const studentList = async () =>
    (await suite.t.api('GET', '/api/student/getItems', { cookie: suite.cookies.owner })).body.data as {
      items: { id: number }[];
    };

  const adminCard = async () => {
    const answer = await suite.t.api('GET', `/api/student/getItems?id=${suite.board.student.id}`, {
      cookie: suite.cookies.admin,
    });
    return (answer.body.data as { items: StudentListItem[] }).items[0];
  };
  const uploadPhoto = async () => {
    const upload = await uploadFile(suite.t.app, suite.cookies.student, 'photo', {
      name: 'me.png',
      bytes: await smallPng(),
    });
    return (upload.body.data as StoredFileInfo).id;
  };
  const adminApprove = () =>
    suite.t.api('POST', '/api/student/approve/', {
      cookie: suite.cookies.admin,
      json: { id: suite.board.student.id },
    });

  // Each case starts from the fixture's profile, approved, with nothing changed since.
  beforeEach(async () => {
    await put(STUDENT_PROFILE_INPUT);
    await approve();
  });

  it('keeps the approval for course, skills and about, and lists them on the admin card', async () => {
    const saved = await put({ ...STUDENT_PROFILE_INPUT, about: 'Теперь и аналитика.', course: 4 });
    expect((saved.body.data as StudentProfile).status).toBe('approved');
    expect((await adminCard())?.changes?.fields).toEqual(expect.arrayContaining(['course', 'about']));
    expect((await adminApprove()).status).toBe(200);
    expect((await adminCard())?.changes?.fields).toEqual([]);
  });

  it('sends a new name back to review: companies stop seeing the profile until an admin approves', async () => {
    expect((await studentList()).items.map((item) => item.id)).toContain(suite.board.student.id);
    const saved = await put({ ...STUDENT_PROFILE_INPUT, firstName: 'Пётр' });
    expect(saved.body.data).toMatchObject({ firstName: 'Пётр', status: 'pending', statusReason: null });
    expect((await studentList()).items.map((item) => item.id)).not.toContain(suite.board.student.id);
    expect((await adminCard())?.changes?.fields).toContain('name');
    await approve();
  });

  it('sends a new university or faculty back to review (who the student is)', async () => {
    const university = await put({ ...STUDENT_PROFILE_INPUT, university: 'УрФУ' });
    expect((university.body.data as StudentProfile).status).toBe('pending');
    expect((await adminCard())?.changes?.fields).toContain('university');
    await approve();
    const faculty = await put({ ...STUDENT_PROFILE_INPUT, university: 'УрФУ', faculty: 'ИРИТ-РтФ' });
    expect((faculty.body.data as StudentProfile).status).toBe('pending');
    await approve();
  });

  it('keeps the approval for a new photo: the student still applies; the card says «photo»', async () => {
    const saved = await put({ ...STUDENT_PROFILE_INPUT, photoFileId: await uploadPhoto() });
    expect((saved.body.data as StudentProfile).status).toBe('approved');
    expect((await studentList()).items.map((item) => item.id)).toContain(suite.board.student.id);
    const card = await adminCard();
    expect(card?.status).toBe('approved');
    expect(card?.changes?.fields).toContain('photo');
    // «Фото в порядке»: approving again clears the changes, sends no letter.
    const seen = await adminApprove();
    expect(seen.body.data).toMatchObject({ status: 'approved', mailed: false });
    expect((await adminCard())?.changes).toMatchObject({ fields: [], reviewedAt: expect.any(String) });
  });

  it('a new photo with a new name still goes back to review', async () => {
    const saved = await put({
      ...STUDENT_PROFILE_INPUT,
      firstName: 'Пётр',
      photoFileId: await uploadPhoto(),
    });
    expect((saved.body.data as StudentProfile).status).toBe('pending');
    expect((await adminCard())?.changes?.fields).toEqual(expect.arrayContaining(['name', 'photo']));
    await approve();
  });
});
