import { beforeEach, expect, it } from 'vitest';
import { useApplicationSuite } from '../../../tests/helpers/application-suite';
import { seedOutcomeCohort } from '../../../tests/helpers/outcome-cohort-seed';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { ExportLink } from '../../shared/contract/export-link.contract';
import { EXPORT_LINK_REFUSED } from './export-download.routes';

const OUTCOME_CSV = [
  'Приглашения',
  'Собеседования назначены',
  'Собеседования прошли',
  'Предложения',
  'Предложения приняты',
  'Предложения отклонены',
  'Приняты на работу',
]
  .map((header) => `"${header}"`)
  .join(';');

/** Who may read the outcome figures, and their CSVs (the cohort of tests/helpers/outcome-cohort-seed.ts). */
describeOnDatabases('outcome figures: access and CSV', (target) => {
  const s = useApplicationSuite(target);
  const PERIOD = '?from=2026-11-09&to=2026-11-21';
  beforeEach(() => seedOutcomeCohort(s));

  it('is for admins only, and refuses a bad or reversed period with a Russian 400', async () => {
    for (const role of ['guest', 'student', 'owner'] as const) {
      const response = await s.call(role, 'GET', '/api/application/figures');
      expect(response.status, role).toBe(role === 'guest' ? 401 : 403);
    }
    const reversed = await s.call('admin', 'GET', '/api/application/figures?from=2026-11-21&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ from: 'Начало периода должно быть не позже его конца.' });
    expect((await s.call('admin', 'GET', '/api/application/figures?from=21.11.2026')).status).toBe(400);
    expect((await s.call('admin', 'GET', '/api/application/figures/students.csv')).status).toBe(404);
  });

  it('downloads each table as CSV with Russian headers, directly and at a signed address', async () => {
    const direct = await s.t.api('GET', `/api/application/figures/vacancies.csv${PERIOD}`, {
      cookie: s.cookies.admin,
    });
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-disposition')).toBe(
      'attachment; filename="applications-vacancies-2026-11-09_2026-11-21.csv"',
    );
    const lines = direct.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      `"ID вакансии";"Вакансия";"ID компании";"Компания";"Всего откликов";"Ждут ответа";${OUTCOME_CSV};"Отказы";"Отозваны студентом"`,
    );
    expect(lines[1]).toBe(
      `"${s.vacancies.analyst}";"Аналитик данных";"${s.board.owner.id}";"ООО «Ромашка»";"3";"0";"1";"1";"1";"1";"1";"0";"1";"2";"0"`,
    );
    expect(lines).toHaveLength(4);
    const faculties = await s.t.api('GET', `/api/application/figures/faculties.csv${PERIOD}`, {
      cookie: s.cookies.admin,
    });
    expect(faculties.text.replace('\uFEFF', '').split('\r\n').slice(0, 4)).toEqual([
      `"Факультет";"Отклики";${OUTCOME_CSV}`,
      '"ВМК";"4";"2";"2";"1";"1";"1";"0";"1"',
      '"Экономический";"3";"0";"0";"0";"0";"0";"0";"0"',
      '"Не указан";"1";"0";"0";"0";"1";"0";"1";"0"',
    ]);

    const link = await s.call('admin', 'POST', '/api/application/figures/link/', {
      table: 'courses',
      from: '2026-11-09',
      to: '2026-11-21',
    });
    expect(link.status).toBe(200);
    const issued = link.data as ExportLink;
    expect(issued.path).toMatch(/^\/export\/applications\/courses\.csv\?from=2026-11-09&to=2026-11-21&s=/);
    expect(issued.fileName).toBe('applications-courses-2026-11-09_2026-11-21.csv');
    const signed = await s.t.app.request(issued.path);
    expect(signed.status).toBe(200);
    expect((await signed.text()).split('\r\n')[1]).toBe('"2";"4";"2";"2";"1";"1";"1";"0";"1"');
    // The period and the table are signed: changing either voids the address.
    for (const path of [
      issued.path.replace('from=2026-11-09', 'from=2026-11-01'),
      issued.path.replace('courses.csv', 'faculties.csv'),
      issued.path.replace(/sig=[^&]+/, 'sig=forged'),
    ]) {
      const refused = await s.t.app.request(path);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toBe(EXPORT_LINK_REFUSED);
    }
    expect((await s.t.app.request('/export/applications/people.csv')).status).toBe(404);
    const student = await s.call('student', 'POST', '/api/application/figures/link/', { table: 'courses' });
    expect(student.status).toBe(403);
  });
});
