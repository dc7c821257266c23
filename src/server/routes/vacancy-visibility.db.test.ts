import { beforeAll, expect, it } from 'vitest';
import { type Catalogue, insertVacancy, seedCatalogue } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { BoardSummary } from '../../shared/contract/board-summary.contract';
import type { CompanyDetail } from '../../shared/contract/company.contract';
import type { DictionaryItem } from '../../shared/contract/dictionary-item.contract';
import type { Page } from '../../shared/contract/query';
import type { RecentVacanciesData, VacancyListItem } from '../../shared/contract/vacancy.contract';
import { companies } from '../db/schema';

const MINUTE = 60_000;

/**
 * One definition of "visible to students" (vacancy-visibility.ts): the public list, the admin
 * home, a vacancy's page, a company's open count, the dictionaries, recent vacancies and
 * favourites all agree, including on a vacancy whose closing date passes while caches are warm.
 */
describeOnDatabases('vacancies visible to students: one definition everywhere', (target) => {
  const suite = useBoardSuite(target);
  let ids: Catalogue;
  let closing: number;

  beforeAll(async () => {
    const db = suite.database.db;
    const now = suite.t.clock.now();
    ids = await seedCatalogue(db, suite.board, now);
    closing = (
      await insertVacancy(db, now, {
        companyId: suite.board.owner.id,
        title: 'Скоро закроется',
        tagIds: [suite.board.tags.python.id],
        expiresAt: new Date(now.getTime() + 10 * MINUTE),
      })
    ).id;
    await insertVacancy(db, now, {
      companyId: suite.board.owner.id,
      title: 'Уже закрыта',
      expiresAt: new Date(now.getTime() - MINUTE),
    });
    const [denied] = await db
      .insert(companies)
      .values({ email: 'hr@gamma.ru', passwordHash: 'x', name: 'Гамма', status: 'denied' })
      .returning();
    if (!denied) throw new Error('seed failed');
    await insertVacancy(db, now, { companyId: denied.id, title: 'Вакансия отклонённой компании' });
  });

  const get = async <T>(path: string, role: 'guest' | 'student' | 'admin' = 'guest') =>
    (await suite.t.api('GET', path, { cookie: suite.cookies[role] })).body.data as T;
  const publicTotal = async () => (await get<Page<VacancyListItem>>('/api/vacancy/getItems')).total;
  const summary = () => get<BoardSummary>('/api/board/summary/', 'admin');
  const pythonCount = async () => {
    const tags = await get<Page<DictionaryItem>>('/api/tag/getItems?limit=50');
    return tags.items.find((tag) => tag.id === suite.board.tags.python.id)?.vacancyCount;
  };
  const ownerOpen = async () =>
    (await get<CompanyDetail>(`/api/company/${suite.board.owner.id}/`)).openVacancies;

  it('counts on the admin home exactly what the public list shows', async () => {
    expect(await publicTotal()).toBe(5);
    const before = await summary();
    expect(before.vacancies.published).toBe(5);
    // Pending and denied companies' vacancies and the closed one are published but hidden.
    expect(before.vacancies.publishedHidden).toBe(3);
    expect(before.vacancies.publishedByType.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    expect(await pythonCount()).toBe(3);
    expect(await ownerOpen()).toBe(3);
    expect((await suite.t.api('GET', `/api/vacancy/${closing}/`)).status).toBe(200);
  });

  it('drops a vacancy everywhere once its closing date passes, warm caches included', async () => {
    // Warm the caches, then let the closing date (and the cache's age limit) pass.
    await publicTotal();
    await pythonCount();
    suite.t.clock.advance(20 * MINUTE);

    expect(await publicTotal()).toBe(4);
    const after = await summary();
    expect(after.vacancies).toMatchObject({ published: 4, publishedHidden: 4 });
    expect(await pythonCount()).toBe(2);
    expect(await ownerOpen()).toBe(2);
    expect((await suite.t.api('GET', `/api/vacancy/${closing}/`)).status).toBe(404);
    // Its company still sees and edits it.
    expect(
      (await suite.t.api('GET', `/api/vacancy/${closing}/`, { cookie: suite.cookies.owner })).status,
    ).toBe(200);
    // To another company a closed vacancy does not exist, as a draft does not (404, not 403).
    const foreign = await suite.t.api('DELETE', `/api/vacancy/${closing}/`, { cookie: suite.cookies.other });
    expect(foreign.status).toBe(404);
    const recent = await suite.t.api('POST', '/api/vacancy/recent', { cookie: suite.cookies.student });
    const recentIds = (recent.body.data as RecentVacanciesData).items.map((item) => item.id);
    expect(recentIds).not.toContain(closing);
    expect(recentIds).toEqual(expect.arrayContaining([ids.intern, ids.analyst, ids.java, ids.tester]));
    const favourite = await suite.t.api('POST', '/api/favourite/switch', {
      cookie: suite.cookies.student,
      json: { targetKind: 'vacancy', targetId: closing },
    });
    expect(favourite.status).toBe(404);
  });

  it('tells the board why a published vacancy is hidden, by the same rule', async () => {
    const board = await get<Page<VacancyListItem>>('/api/vacancy/getItems?scope=all&limit=50', 'admin');
    const reasonOf = (title: string) => board.items.find((item) => item.title === title)?.hiddenReason;
    expect(reasonOf('Уже закрыта')).toBe('expired');
    expect(reasonOf('Вакансия отклонённой компании')).toBe('company-denied');
    expect(
      board.items.filter((item) => item.hiddenReason === null && item.status === 'published'),
    ).toHaveLength(await publicTotal());
    const publicItems = (await get<Page<VacancyListItem>>('/api/vacancy/getItems?limit=50')).items;
    expect(publicItems.every((item) => item.hiddenReason === null)).toBe(true);
  });
});
