import { eq, notInArray } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { insertVacancy } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import type { VacancyDetail } from '../../../shared/contract/vacancy.contract';
import { companies, tags, vacancies, vacancyTags } from '../../db/schema';
import {
  FALLBACK_CANDIDATES,
  listRelatedVacancies,
  RELATED_LIMITS,
  TAG_CANDIDATES,
} from './list-related-vacancies';

const HOUR = 3_600_000;

describeOnDatabases('related vacancies on a vacancy page', (target) => {
  const suite = useBoardSuite(target);
  const db = () => suite.database.db;
  const now = () => suite.t.clock.now();
  type Values = Parameters<typeof insertVacancy>[2];
  const add = async (title: string, values: Omit<Values, 'title'>) =>
    (await insertVacancy(db(), now(), { title, ...values })).id;
  /** The related lists of a vacancy as its detail would ask for them, by titles. */
  const related = async (
    id: number,
    values: { companyId: number; typeId?: number; cityId?: number; tagIds?: number[] },
  ) => {
    const lists = await listRelatedVacancies(
      db(),
      {
        id,
        companyId: values.companyId,
        typeId: values.typeId ?? null,
        cityId: values.cityId ?? null,
        tagIds: values.tagIds ?? [],
      },
      now(),
    );
    return {
      company: lists.company.map((item) => item.title),
      similar: lists.similar.map((item) => item.title),
    };
  };

  // Each case builds its own board: the fallbacks read the newest vacancies of all.
  beforeEach(async () => {
    await db().delete(vacancies);
  });

  it('puts the same city after the shared tags and before the same type (docs/decisions/061)', async () => {
    const { owner, other, types, tags: tag } = suite.board;
    const [kazan, tomsk] = [928, 968];
    const page = { companyId: owner.id, typeId: types.internship.id, cityId: kazan, tagIds: [tag.python.id] };
    const id = await add('Эта', { ...page, vacancyTypeId: page.typeId, hoursAgo: 1 });
    await add('Тег, другой город', {
      companyId: other.id,
      tagIds: [tag.python.id],
      cityId: tomsk,
      hoursAgo: 2,
    });
    await add('Тег, тот же город', {
      companyId: other.id,
      tagIds: [tag.python.id],
      cityId: kazan,
      hoursAgo: 30,
    });
    await add('Тот же тип, другой город', {
      companyId: other.id,
      vacancyTypeId: types.internship.id,
      cityId: tomsk,
      hoursAgo: 3,
    });
    await add('Без тегов, тот же город', { companyId: other.id, cityId: kazan, hoursAgo: 50 });
    await add('Удалённо, самая новая', { companyId: other.id, hoursAgo: 0.5 });
    expect((await related(id, page)).similar).toEqual([
      'Тег, тот же город',
      'Тег, другой город',
      'Без тегов, тот же город',
      'Тот же тип, другой город',
      'Удалённо, самая новая',
    ]);
  });

  it('ranks the similar ones by shared tags, then the same type, then newest', async () => {
    const { owner, other, types, tags: tag } = suite.board;
    const all = [tag.python.id, tag.java.id, tag.sql.id];
    const page = { companyId: owner.id, typeId: types.internship.id, tagIds: all };
    const id = await add('Эта', { ...page, vacancyTypeId: page.typeId, hoursAgo: 1 });
    await add('Три общих тега, старая', { companyId: other.id, tagIds: all, hoursAgo: 90 });
    await add('Два общих тега', { companyId: other.id, tagIds: [tag.python.id, tag.sql.id], hoursAgo: 5 });
    await add('Один тег, тот же тип', {
      companyId: other.id,
      tagIds: [tag.java.id],
      vacancyTypeId: types.internship.id,
      hoursAgo: 40,
    });
    await add('Один тег, другой тип, новее', {
      companyId: other.id,
      tagIds: [tag.python.id],
      vacancyTypeId: types.job.id,
      hoursAgo: 2,
    });
    await add('Один тег, без типа', { companyId: other.id, tagIds: [tag.sql.id], hoursAgo: 3 });
    await add('Без тегов, тот же тип', {
      companyId: other.id,
      vacancyTypeId: types.internship.id,
      hoursAgo: 60,
    });
    await add('Без тегов, самая новая', { companyId: other.id, hoursAgo: 0.5 });

    expect(await related(id, page)).toEqual({
      company: [],
      similar: [
        'Три общих тега, старая',
        'Два общих тега',
        'Один тег, тот же тип',
        'Один тег, другой тип, новее',
        'Один тег, без типа',
        // The same type outranks the newest of all, which is the seventh.
        'Без тегов, тот же тип',
      ],
    });
    expect(RELATED_LIMITS.similar).toBe(6);
  });

  it('lists the company’s other vacancies newest first, undated last, and never again among the similar', async () => {
    const { owner, other, tags: tag } = suite.board;
    const page = { companyId: owner.id, tagIds: [tag.python.id] };
    const id = await add('Эта', { ...page, hoursAgo: 3 });
    const undated = await add('Своя без даты', { companyId: owner.id, tagIds: [tag.python.id] });
    await db().update(vacancies).set({ publishedAt: null }).where(eq(vacancies.id, undated));
    for (const hours of [1, 2, 4, 5, 6])
      await add(`Своя ${hours} ч`, { companyId: owner.id, hoursAgo: hours });
    await add('Чужая с тегом', { companyId: other.id, tagIds: [tag.python.id], hoursAgo: 10 });

    const lists = await related(id, page);
    expect(lists.company).toEqual(['Своя 1 ч', 'Своя 2 ч', 'Своя 4 ч', 'Своя 5 ч']);
    expect(lists.company).toHaveLength(RELATED_LIMITS.company);
    // The company's rest may be similar (undated last among equals); the four above and the page are not.
    expect(lists.similar).toEqual(['Чужая с тегом', 'Своя без даты', 'Своя 6 ч']);

    // A company with fewer dated vacancies than the section holds shows its undated one too.
    await db()
      .delete(vacancies)
      .where(notInArray(vacancies.id, [id, undated]));
    expect((await related(id, page)).company).toEqual(['Своя без даты']);
  });

  it('never shows what students cannot see: hidden, closed, drafts, archived, unapproved companies', async () => {
    const { owner, other, pending, admin, tags: tag } = suite.board;
    const all = [tag.python.id, tag.java.id, tag.sql.id];
    const page = { companyId: owner.id, tagIds: all };
    const id = await add('Эта', { ...page, hoursAgo: 1 });
    const [denied] = await db()
      .insert(companies)
      .values({ email: 'hr@gamma.ru', passwordHash: 'x', name: 'Гамма', status: 'denied' })
      .returning();
    if (!denied) throw new Error('seed failed');
    const hiddenBy = { hiddenAt: new Date(now().getTime() - HOUR), hiddenBy: admin.id };
    for (const companyId of [owner.id, other.id]) {
      await add('Скрыта карьерным центром', { companyId, tagIds: all, ...hiddenBy });
      await add('Срок вышел', { companyId, tagIds: all, expiresAt: new Date(now().getTime() - HOUR) });
      await add('Черновик', { companyId, tagIds: all, status: 'draft' });
      await add('В архиве', { companyId, tagIds: all, status: 'archived' });
    }
    await add('Компания на проверке', { companyId: pending.id, tagIds: all });
    await add('Компании отказали', { companyId: denied.id, tagIds: all });
    await add('Ещё открыта', {
      companyId: other.id,
      expiresAt: new Date(now().getTime() + HOUR),
      hoursAgo: 30,
    });

    expect(await related(id, page)).toEqual({ company: [], similar: ['Ещё открыта'] });
    // The closing date passes: gone from the next answer.
    suite.t.clock.advance(2 * HOUR);
    expect(await related(id, page)).toEqual({ company: [], similar: [] });
  });

  it('fills both sections up to their limits, from the newest when nothing is shared', async () => {
    const { owner, other } = suite.board;
    const id = await add('Эта', { companyId: owner.id, hoursAgo: 50 });
    for (let index = 1; index <= 6; index += 1)
      await add(`Своя ${index}`, { companyId: owner.id, hoursAgo: index });
    for (let index = 1; index <= 8; index += 1)
      await add(`Чужая ${index}`, { companyId: other.id, hoursAgo: index + 0.5 });

    const lists = await related(id, { companyId: owner.id });
    expect(lists.company).toEqual(['Своя 1', 'Своя 2', 'Своя 3', 'Своя 4']);
    expect(lists.similar).toEqual(['Чужая 1', 'Чужая 2', 'Чужая 3', 'Чужая 4', 'Своя 5', 'Чужая 5']);
  });

  it('ranks candidates only: the newest TAG_CANDIDATES of the tags and the newest published', async () => {
    const { owner, other } = suite.board;
    const [common] = await db().insert(tags).values({ name: 'Частый тег', position: 9 }).returning();
    if (!common) throw new Error('seed failed');
    const page = { companyId: owner.id, tagIds: [common.id] };
    const id = await add('Эта', { ...page, hoursAgo: 1 });
    // The tag's lowest id, published after all its newer ids but before the newest published: a
    // candidate by neither way, although it would rank first of all.
    await add('Первая с тегом', { companyId: other.id, tagIds: [common.id], hoursAgo: 50 });
    const at = (hours: number) => new Date(now().getTime() - hours * HOUR);
    const tagged = await db()
      .insert(vacancies)
      .values(
        Array.from({ length: TAG_CANDIDATES }, (_, index) => ({
          companyId: other.id,
          title: 'С тегом',
          status: 'published' as const,
          publishedAt: at(100 + index),
        })),
      )
      .returning({ id: vacancies.id });
    await db()
      .insert(vacancyTags)
      .values(tagged.map((row) => ({ vacancyId: row.id, tagId: common.id })));
    await db()
      .insert(vacancies)
      .values(
        Array.from({ length: FALLBACK_CANDIDATES }, () => ({
          companyId: other.id,
          title: 'Без тега',
          status: 'published' as const,
          publishedAt: at(2),
        })),
      );

    const lists = await related(id, page);
    expect(lists.similar).toEqual(Array.from({ length: RELATED_LIMITS.similar }, () => 'С тегом'));
  });

  it('is in the page of those who read it as students do, not of its company or admins', async () => {
    const { owner, other, tags: tag } = suite.board;
    const id = await add('Эта', { companyId: owner.id, tagIds: [tag.python.id], hoursAgo: 2 });
    await add('Своя другая', { companyId: owner.id, hoursAgo: 1 });
    await add('Чужая похожая', { companyId: other.id, tagIds: [tag.python.id], hoursAgo: 3 });
    const detail = async (role: 'guest' | 'student' | 'other' | 'owner' | 'admin') => {
      const answer = await suite.t.api('GET', `/api/vacancy/${id}/`, { cookie: suite.cookies[role] });
      expect(answer.status).toBe(200);
      return answer.body.data as VacancyDetail;
    };
    const titles = (data: VacancyDetail) => ({
      company: data.related?.company.map((item) => item.title),
      similar: data.related?.similar.map((item) => item.title),
    });
    const expected = { company: ['Своя другая'], similar: ['Чужая похожая'] };
    expect(titles(await detail('guest'))).toEqual(expected);
    expect(titles(await detail('student'))).toEqual(expected);
    expect(titles(await detail('other'))).toEqual(expected);
    expect((await detail('owner')).related).toBeUndefined();
    expect((await detail('admin')).related).toBeUndefined();
    const card = (await detail('guest')).related?.company[0];
    expect(card).toMatchObject({
      title: 'Своя другая',
      company: { id: owner.id, name: 'ООО «Ромашка»' },
      vacancyType: null,
      salary: { from: null, to: null, currency: 'RUR', gross: false },
    });
  });
});
