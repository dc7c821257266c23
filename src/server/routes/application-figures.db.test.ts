import { beforeEach, expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { seedOutcomeCohort } from '../../../tests/helpers/outcome-cohort-seed';
import { seedApplication } from '../../../tests/helpers/outcome-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { ApplicationFigures } from '../../shared/contract/application-figures.contract';

const OUTCOME_KEYS = [
  'applications',
  'invited',
  'interviews',
  'interviewsHeld',
  'offers',
  'offersAccepted',
  'offersDeclined',
  'hired',
] as const;

/** The outcome figures against the hand-computed cohort of tests/helpers/outcome-cohort-seed.ts. */
describeOnDatabases('outcome figures: GET /api/application/figures', (target) => {
  const s = useApplicationSuite(target);
  const PERIOD = '?from=2026-11-09&to=2026-11-21';

  beforeEach(() => seedOutcomeCohort(s));

  const figures = async (query = PERIOD) => {
    const response = await s.call('admin', 'GET', `/api/application/figures${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.data as ApplicationFigures;
  };

  it('counts the period’s applications, the three-day share and the time to a first answer', async () => {
    const data = await figures();
    expect(data.period).toEqual({ from: '2026-11-09', to: '2026-11-21' });
    expect(data.totals).toEqual({
      applications: 8,
      answered: 4,
      due: 5,
      answeredInTime: 3,
      answeredInTimeShare: 0.6,
      medianHours: 29,
      averageHours: 40,
      offers: 2,
      interviews: 2,
      interviewsHeld: 1,
      offersAccepted: 1,
      offersDeclined: 1,
      medianHoursToInterview: 132,
    });
    // Without a period: a8 joins (answered in 1 h) → median of 1, 2, 10, 48, 100; average 161 / 5.
    const all = await figures('');
    expect(all.period).toEqual({ from: null, to: null });
    expect(all.totals).toMatchObject({ applications: 9, answered: 5, due: 6, answeredInTime: 4 });
    expect(all.totals.medianHours).toBe(10);
    expect(all.totals.averageHours).toBe(32.2);
  });

  it('splits per vacancy: current waiting, rejected and withdrawn; invitations and offers ever reached', async () => {
    const data = await figures();
    expect(data.vacancyCount).toBe(3);
    const row = (title: string, companyName: string, counts: number[]) => {
      const [total, open, invited, interviews, interviewsHeld, offers, offersAccepted, offersDeclined] =
        counts;
      const [hired, rejected, withdrawn] = counts.slice(8);
      return {
        ...{ title, companyName, total, open, invited, interviews, interviewsHeld, offers },
        ...{ offersAccepted, offersDeclined, hired, rejected, withdrawn },
      };
    };
    expect(data.byVacancy).toMatchObject([
      row('Аналитик данных', 'ООО «Ромашка»', [3, 0, 1, 1, 1, 1, 1, 0, 1, 2, 0]),
      row('Java-разработчик', 'Альфа', [3, 1, 0, 0, 0, 1, 0, 1, 0, 0, 1]),
      row('Стажёр-программист', 'ООО «Ромашка»', [2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]),
    ]);
    expect(data.byVacancy[0]?.vacancyId).toBe(s.vacancies.analyst);
  });

  it('groups invitations, offers and hires by the student’s faculty and course', async () => {
    const data = await figures();
    /** The counts in OUTCOME_KEYS' order, as an object. */
    const outcomes = (counts: number[]) =>
      Object.fromEntries(OUTCOME_KEYS.map((key, at) => [key, counts[at]]));
    const vmk = outcomes([4, 2, 2, 1, 1, 1, 0, 1]);
    const economics = outcomes([3, 0, 0, 0, 0, 0, 0, 0]);
    const unnamed = outcomes([1, 0, 0, 0, 1, 0, 1, 0]);
    expect(data.byFaculty).toEqual([
      { faculty: 'ВМК', ...vmk },
      { faculty: 'Экономический', ...economics },
      { faculty: null, ...unnamed },
    ]);
    expect(data.byCourse).toEqual([
      { course: 2, ...vmk },
      { course: 4, ...economics },
      { course: null, ...unnamed },
    ]);
    // A period with nothing in it: zeros, empty tables, no share and no times.
    const empty = await figures('?from=2025-01-01&to=2025-01-31');
    expect(empty.totals).toEqual({
      applications: 0,
      answered: 0,
      due: 0,
      answeredInTime: 0,
      answeredInTimeShare: null,
      medianHours: null,
      averageHours: null,
      offers: 0,
      interviews: 0,
      interviewsHeld: 0,
      offersAccepted: 0,
      offersDeclined: 0,
      medianHoursToInterview: null,
    });
    expect([empty.byVacancy, empty.byFaculty, empty.byCourse]).toEqual([[], [], []]);
  });

  it('bounds the period by Moscow days: 00:30 on the 22nd in Moscow is the 22nd, 23:30 on the 21st is not', async () => {
    const db = s.database.db;
    const base = { vacancyId: s.vacancies.intern, companyId: s.board.owner.id, status: 'new' as const };
    await seedApplication(db, {
      ...base,
      studentId: s.ids.deniedStudent,
      createdAt: new Date('2026-11-21T21:30:00Z'),
    });
    await seedApplication(db, {
      ...base,
      vacancyId: s.vacancies.java,
      companyId: s.board.other.id,
      studentId: s.ids.deniedStudent,
      createdAt: new Date('2026-11-21T20:30:00Z'),
    });
    expect((await figures('?from=2026-11-22&to=2026-11-22')).totals.applications).toBe(1);
    // The nine seeded before and the one at 23:30 on the 21st in Moscow.
    expect((await figures('?to=2026-11-21')).totals.applications).toBe(10);
  });
});
