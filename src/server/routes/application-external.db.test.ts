import { beforeAll, expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { insertVacancy, vacancyInput } from '../../../tests/helpers/board-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { ApplicationSummary } from '../../shared/contract/application.contract';
import { applyElsewhereMessages } from '../../shared/contract/apply-elsewhere.contract';
import type { VacancyDetail } from '../../shared/contract/vacancy.contract';
import { applicationExternalClicks, applications } from '../db/schema';

const DAY = 24 * 3_600_000;

describeOnDatabases('Applying elsewhere: the vacancy’s link, POST /api/application/external/', (target) => {
  const s = useApplicationSuite(target);
  const ids = { link: 0, mail: 0, otherLink: 0, draftLink: 0 };
  const clicks = () => s.database.db.select().from(applicationExternalClicks);

  beforeAll(async () => {
    const now = s.t.clock.now();
    const add = async (values: Parameters<typeof insertVacancy>[2]) =>
      (await insertVacancy(s.database.db, now, values)).id;
    const { owner, other } = s.board;
    ids.link = await add({
      companyId: owner.id,
      title: 'Сайт',
      applyElsewhere: 'https://romashka.ru/jobs/1',
    });
    ids.mail = await add({ companyId: owner.id, title: 'Почта', applyElsewhere: 'hr@romashka.ru' });
    ids.otherLink = await add({ companyId: other.id, title: 'Альфа', applyElsewhere: 'https://alfa.ru/' });
    ids.draftLink = await add({
      companyId: owner.id,
      title: 'Черновик',
      status: 'draft',
      applyElsewhere: 'https://romashka.ru/draft',
    });
  });

  it('shows the link on the vacancy’s page, and null for a vacancy that takes applications here', async () => {
    const page = await s.call('guest', 'GET', `/api/vacancy/${ids.link}/`);
    expect((page.data as VacancyDetail).applyElsewhere).toBe('https://romashka.ru/jobs/1');
    const plain = await s.call('guest', 'GET', `/api/vacancy/${s.vacancies.analyst}/`);
    expect((plain.data as VacancyDetail).applyElsewhere).toBeNull();
  });

  it('refuses applying on the board to such a vacancy with a 409 pointing to the company’s site', async () => {
    for (const vacancyId of [ids.link, ids.mail]) {
      const response = await s.call('student', 'POST', '/api/application/', { vacancyId });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(applyElsewhereMessages.applyThere);
    }
    expect(await s.database.db.select().from(applications)).toHaveLength(0);
    expect(s.sent).toEqual([]);
  });

  it('counts a student’s click once a day, each student separately', async () => {
    const first = await s.call('student', 'POST', '/api/application/external/', { vacancyId: ids.link });
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ counted: true });
    const again = await s.call('student', 'POST', '/api/application/external/', { vacancyId: ids.link });
    expect(again.data).toEqual({ counted: false });
    const other = await s.call('otherStudent', 'POST', '/api/application/external/', { vacancyId: ids.link });
    expect(other.data).toEqual({ counted: true });
    // A student not yet approved may still go to a public link; the company sees it counted.
    const pending = await s.call('pendingStudent', 'POST', '/api/application/external/', {
      vacancyId: ids.mail,
    });
    expect(pending.data).toEqual({ counted: true });
    expect(await clicks()).toHaveLength(3);
  });

  it('answers 404 for a vacancy without a link or one students do not see, and counts nothing', async () => {
    const before = (await clicks()).length;
    for (const vacancyId of [s.vacancies.analyst, ids.draftLink, s.vacancies.archived, 99_999]) {
      const response = await s.call('student', 'POST', '/api/application/external/', { vacancyId });
      expect(response.status).toBe(404);
    }
    const plain = await s.call('student', 'POST', '/api/application/external/', {
      vacancyId: s.vacancies.analyst,
    });
    expect(plain.body.message).toBe(applyElsewhereMessages.notExternal);
    expect((await clicks()).length).toBe(before);
  });

  it('lets only students record: 401 for a guest, 403 for companies and admins, 400 for a bad body', async () => {
    const body = { vacancyId: ids.link };
    expect((await s.call('guest', 'POST', '/api/application/external/', body)).status).toBe(401);
    expect((await s.call('owner', 'POST', '/api/application/external/', body)).status).toBe(403);
    expect((await s.call('admin', 'POST', '/api/application/external/', body)).status).toBe(403);
    for (const bad of [{}, { vacancyId: 'x' }, { vacancyId: -1 }, { vacancyId: 1.5 }]) {
      expect((await s.call('student', 'POST', '/api/application/external/', bad)).status).toBe(400);
    }
  });

  it('shows the counts in the summary: a company its own vacancies, an admin all', async () => {
    await s.call('student', 'POST', '/api/application/external/', { vacancyId: ids.otherLink });
    const owner = (await s.call('owner', 'GET', '/api/application/summary')).data as ApplicationSummary;
    expect(owner.external).toEqual([
      { vacancyId: ids.link, clicks: 2 },
      { vacancyId: ids.mail, clicks: 1 },
    ]);
    const other = (await s.call('other', 'GET', '/api/application/summary')).data as ApplicationSummary;
    expect(other.external).toEqual([{ vacancyId: ids.otherLink, clicks: 1 }]);
    const admin = (await s.call('admin', 'GET', '/api/application/summary')).data as ApplicationSummary;
    expect(admin.external).toHaveLength(3);
    expect((await s.call('pending', 'GET', '/api/application/summary')).status).toBe(403);
  });

  it('saves a link or an email from the vacancy form and refuses anything else with a Russian error', async () => {
    const created = await s.call(
      'owner',
      'POST',
      '/api/vacancy/',
      vacancyInput({ applyElsewhere: '  https://romashka.ru/apply  ', publish: true }),
    );
    expect(created.status).toBe(201);
    const vacancy = created.data as VacancyDetail;
    expect(vacancy.applyElsewhere).toBe('https://romashka.ru/apply');
    const edited = await s.call(
      'owner',
      'PUT',
      `/api/vacancy/${vacancy.id}/`,
      vacancyInput({ applyElsewhere: 'hr@romashka.ru' }),
    );
    expect((edited.data as VacancyDetail).applyElsewhere).toBe('hr@romashka.ru');
    const cleared = await s.call('owner', 'PUT', `/api/vacancy/${vacancy.id}/`, vacancyInput());
    expect((cleared.data as VacancyDetail).applyElsewhere).toBeNull();
    for (const bad of ['http://romashka.ru/', 'javascript:alert(1)', 'romashka.ru', 'hr@', 'https://', 5]) {
      const response = await s.call('owner', 'POST', '/api/vacancy/', vacancyInput({ applyElsewhere: bad }));
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ applyElsewhere: applyElsewhereMessages.invalid });
    }
  });

  // Last: moving the clock a day ends the admin's short session (docs/decisions/002).
  it('counts the same student again on the next UTC day', async () => {
    const before = (await clicks()).length;
    s.t.clock.advance(DAY);
    const nextDay = await s.call('student', 'POST', '/api/application/external/', { vacancyId: ids.link });
    expect(nextDay.data).toEqual({ counted: true });
    expect((await clicks()).length).toBe(before + 1);
  });
});
