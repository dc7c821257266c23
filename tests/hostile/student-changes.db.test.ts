import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { students } from '../../src/server/db/schema';
import { useBoardSuite } from '../helpers/board-suite';
import { STUDENT_PROFILE_INPUT } from '../helpers/student-profile-fixtures';
import { describeOnDatabases } from '../helpers/test-database';

/**
 * An approved student's saves fired at once (docs/decisions/051): each save's changes join the
 * list the admin's card shows, none is lost to another, and an identity change among them is not
 * hidden by the others (the student row is locked for the save).
 */
describeOnDatabases('hostile races: an approved student’s saves at once', (target) => {
  const suite = useBoardSuite(target);
  const put = (json: unknown) =>
    suite.t.api('PUT', '/api/student/me/', { cookie: suite.cookies.student, json });

  it('keeps every changed field and goes back to review for the one new name among them', async () => {
    const { db } = suite.database;
    const id = suite.board.student.id;
    await put(STUDENT_PROFILE_INPUT);
    await db.update(students).set({ status: 'approved', changedSinceReview: [] }).where(eq(students.id, id));
    const answers = await Promise.all([
      put({ ...STUDENT_PROFILE_INPUT, about: 'Первое.' }),
      put({ ...STUDENT_PROFILE_INPUT, course: 4 }),
      put({ ...STUDENT_PROFILE_INPUT, phone: '+7 (912) 000-00-00' }),
      put({ ...STUDENT_PROFILE_INPUT, graduationYear: 2029 }),
      put({ ...STUDENT_PROFILE_INPUT, lastName: 'Другой' }),
      put({ ...STUDENT_PROFILE_INPUT, about: 'Второе.' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const [row] = await db
      .select({ status: students.status, changed: students.changedSinceReview })
      .from(students)
      .where(eq(students.id, id));
    // A later save may put an earlier field back, so the list holds at least the name.
    expect(row?.changed).toContain('name');
    expect(new Set(row?.changed).size).toBe(row?.changed.length);
    expect(row?.status).toBe('pending');
  });
});
