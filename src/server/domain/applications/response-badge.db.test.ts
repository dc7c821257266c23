import { beforeEach, expect, it } from 'vitest';
import { useApplicationSuite } from '../../../../tests/helpers/application-suite';
import { DAY, seedApplication } from '../../../../tests/helpers/outcome-fixtures';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import type { CompanyDetail } from '../../../shared/contract/company.contract';
import type { VacancyDetail } from '../../../shared/contract/vacancy.contract';
import { companyResponseBadge } from './response-badge';

/**
 * «Отвечает на отклики» (docs/decisions/021): at least 5 applications of the last 180 days, at
 * least 3 of them answered; the median hours to a first answer, on the company's page and its
 * vacancies, for everyone who may read them.
 */
describeOnDatabases('the company’s response badge', (target) => {
  const s = useApplicationSuite(target);
  // Each (student, vacancy) pair holds one live application: every seeded one takes the next pair.
  let seeded = 0;
  beforeEach(() => {
    seeded = 0;
  });

  /** `answers`: hours to the first answer per application (null: never answered), `daysAgo` when applied. */
  const seed = async (answers: readonly (number | null)[], daysAgo = 10) => {
    const studentsIds = [s.board.student.id, s.ids.otherStudent, s.ids.pendingStudent, s.ids.deniedStudent];
    const { analyst, intern, draft, archived, expired } = s.vacancies;
    const vacancies = [analyst, intern, draft, archived, expired];
    const now = s.t.clock.now().getTime();
    const ids: number[] = [];
    for (const [index, hours] of answers.entries()) {
      const pair = seeded++;
      const id = await seedApplication(s.database.db, {
        studentId: studentsIds[pair % studentsIds.length] ?? 0,
        vacancyId: vacancies[Math.floor(pair / studentsIds.length)] ?? 0,
        companyId: s.board.owner.id,
        status: hours === null ? 'new' : 'rejected',
        createdAt: new Date(now - daysAgo * DAY - index * 60_000),
        ...(hours === null
          ? {}
          : { answeredAfterHours: hours, moves: [{ to: 'rejected' as const, afterHours: hours }] }),
      });
      ids.push(id);
    }
    return ids;
  };
  const badge = () => companyResponseBadge(s.database.db, s.board.owner.id, s.t.clock.now());

  it('stays away below the threshold: too few applications, too few answered, or all too old', async () => {
    expect(await badge()).toBeNull();
    await seed([1, 2, 3, 4]);
    expect(await badge(), 'four applications').toBeNull();
    await seed([null, null]);
    // Six applications now, four answered: the badge appears (median of 1, 2, 3, 4 = 2.5 h).
    expect(await badge()).toEqual({ medianHours: 2.5 });
  });

  it('needs three answered among five', async () => {
    await seed([10, 20, null, null, null]);
    expect(await badge()).toBeNull();
    await seed([30], 11);
    expect(await badge()).toEqual({ medianHours: 20 });
  });

  it('counts only the last 180 days', async () => {
    await seed([1, 2, 3, 4, 5, 6], 181);
    expect(await badge()).toBeNull();
  });

  it('counts the company’s first reply in a thread as its answer, not the student’s message', async () => {
    const ids = await seed([null, null, null, null, null], 2);
    const [first, second, third] = ids;
    for (const id of [first, second]) {
      const sent = await s.call('owner', 'POST', '/api/message/send', {
        applicationId: id,
        text: 'Здравствуйте!',
      });
      expect(sent.status).toBe(201);
    }
    const fromStudent = await s.call('student', 'POST', '/api/message/send', {
      applicationId: first,
      text: 'Добрый день',
    });
    expect(fromStudent.status).toBe(201);
    expect(await badge(), 'two answered').toBeNull();
    await s.call('owner', 'POST', '/api/message/send', { applicationId: third, text: 'Вопрос' });
    // Applied two days ago, answered now: 48 hours each. A later reply is not a first answer.
    expect(await badge()).toEqual({ medianHours: 48 });
    s.t.clock.advance(10 * 3_600_000);
    await s.call('owner', 'POST', '/api/message/send', { applicationId: first, text: 'Ещё' });
    expect(await badge()).toEqual({ medianHours: 48 });
  });

  it('is on the company’s page and its vacancy for a guest; another company has none', async () => {
    await seed([1, 3, 30, 50, null, 100]);
    const company = await s.call('guest', 'GET', `/api/company/${s.board.owner.id}/`);
    expect(company.status).toBe(200);
    expect((company.data as CompanyDetail).responseBadge).toEqual({ medianHours: 30 });
    const vacancy = await s.call('guest', 'GET', `/api/vacancy/${s.vacancies.intern}/`);
    expect((vacancy.data as VacancyDetail).responseBadge).toEqual({ medianHours: 30 });
    const other = await s.call('student', 'GET', `/api/vacancy/${s.vacancies.java}/`);
    expect((other.data as VacancyDetail).responseBadge).toBeNull();
  });
});
