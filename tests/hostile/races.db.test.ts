import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { favourites, rateLimits, students } from '../../src/server/db/schema';
import { insertVacancy } from '../helpers/board-fixtures';
import { useBoardSuite } from '../helpers/board-suite';
import { describeOnDatabases } from '../helpers/test-database';

/**
 * The same request fired at once, as a double click or a retrying client does. On PostgreSQL the
 * copies really run in parallel (a pool of 4 connections); on PGlite they interleave at awaits.
 */
describeOnDatabases('hostile races: the same request twice at once', (target) => {
  const suite = useBoardSuite(target);
  beforeEach(async () => {
    await suite.database.db.delete(rateLimits);
  });

  const favouriteRows = (vacancyId: number) =>
    suite.database.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.ownerId, suite.board.student.id), eq(favourites.targetId, vacancyId)));

  // Past 16 copies at once a call may give up with a Russian 409 (and changes nothing then).
  for (const copies of [2, 3, 8, 24]) {
    it(`${copies} concurrent favourite switches end consistent: rows = ons − offs, never a duplicate`, async () => {
      const vacancy = await insertVacancy(suite.database.db, suite.t.clock.now(), {
        companyId: suite.board.owner.id,
      });
      const answers = await Promise.all(
        Array.from({ length: copies }, () =>
          suite.t.api('POST', '/api/favourite/switch', {
            cookie: suite.cookies.student,
            json: { targetKind: 'vacancy', targetId: vacancy.id },
          }),
        ),
      );
      const settled = answers.filter((answer) => answer.status === 200);
      for (const answer of answers.filter((item) => item.status !== 200)) {
        expect(copies > 16 && answer.status === 409, answer.text).toBe(true);
        expect(String(answer.body.message)).toMatch(/[А-Яа-яЁё]/);
      }
      const states = settled.map((answer) => (answer.body.data as { favourite: boolean }).favourite);
      const ons = states.filter(Boolean).length;
      const rows = await favouriteRows(vacancy.id);
      expect(rows.length).toBeLessThanOrEqual(1);
      expect(rows.length).toBe(ons - (settled.length - ons));
      // And the list agrees with the table.
      const ids = await suite.t.api('GET', '/api/favourite/ids?targetKind=vacancy', {
        cookie: suite.cookies.student,
      });
      expect(JSON.stringify(ids.body.data).includes(String(vacancy.id))).toBe(rows.length === 1);
    });
  }

  const registration = (email: string) => ({
    kind: 'student',
    email,
    password: 'длинный пароль для гонки',
    firstName: 'Гонка',
    lastName: 'Дублева',
    phone: '+7 (912) 345-67-89',
    university: 'МГУ',
    faculty: 'ВМК',
    course: 2,
    graduationYear: suite.t.clock.now().getUTCFullYear() + 3,
    consent: true,
  });

  for (const copies of [2, 4]) {
    it(`${copies} concurrent registrations with one email make one account and ${copies - 1}× 409`, async () => {
      const email = `race${copies}@example.ru`;
      const answers = await Promise.all(
        Array.from({ length: copies }, () =>
          suite.t.api('POST', '/api/register/', { json: registration(email) }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, ...Array.from({ length: copies - 1 }, () => 409)]);
      for (const answer of answers.filter((item) => item.status === 409)) {
        expect(answer.body.success).toBe(false);
        expect(String(answer.body.message)).toMatch(/[А-Яа-яЁё]/);
      }
      expect(await suite.database.db.select().from(students).where(eq(students.email, email))).toHaveLength(
        1,
      );
    });
  }
});
