import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { insertVacancy } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { VacancyListQuerySchema } from '../../../shared/contract/vacancy.contract';
import { companies, tags, vacancyTags } from '../../db/schema';
import { listVacancies } from './list-vacancies';

/**
 * How a search reads words (docs/decisions/060): technology names stay words, a hyphen in the
 * query splits, and the tags and the company's name are in the index, kept by the triggers of
 * migration 0029 when tags are added, removed or renamed and when the company is renamed.
 */
describeOnDatabases('search words: technology names, hyphens, tags and the company', (target) => {
  const suite = useBoardSuite(target);
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const { db } = suite.database;
    const now = suite.t.clock.now();
    const owner = suite.board.owner.id;
    const titles = {
      it: 'IT-специалист в отдел поддержки',
      oneC: 'Программист 1С',
      dotnet: 'Разработчик ASP.NET',
      node: 'Backend на Node.js',
      csharp: 'Разработчик C#',
      cpp: 'Разработчик C++',
      analyst: 'Стажёр-аналитик',
      plain: 'Оператор',
    };
    for (const [key, title] of Object.entries(titles))
      ids[key] = (await insertVacancy(db, now, { companyId: owner, title })).id;
  });
  const found = async (text: string) => {
    const page = await listVacancies(
      suite.t.deps,
      v.parse(VacancyListQuerySchema, { text }),
      { kind: 'public', now: suite.t.clock.now() },
      { facets: false },
    );
    return page.items.map((item) => item.id).sort((a, b) => a - b);
  };
  const only = (...keys: string[]) => keys.map((key) => ids[key] ?? 0).sort((a, b) => a - b);

  it('keeps technology names as words, in the vacancy and in the query', async () => {
    expect(await found('IT')).toEqual(only('it'));
    expect(await found('айти')).toEqual(only('it'));
    expect(await found('1c')).toEqual(only('oneC'));
    expect(await found('1С')).toEqual(only('oneC'));
    expect(await found('.NET')).toEqual(only('dotnet'));
    expect(await found('nodejs')).toEqual(only('node'));
    expect(await found('Node.js')).toEqual(only('node'));
    expect(await found('C#')).toEqual(only('csharp'));
    expect(await found('с#')).toEqual(only('csharp'));
    expect(await found('C++')).toEqual(only('cpp'));
    expect(await found('разработчик -c++')).toEqual(only('dotnet', 'csharp'));
  });

  it('splits a hyphenated query into its words; a leading minus still excludes', async () => {
    expect(await found('аналитик-стажёр')).toEqual(only('analyst'));
    expect(await found('стажёр-аналитик')).toEqual(only('analyst'));
    expect(await found('"стажёр-аналитик"')).toEqual(only('analyst'));
    expect(await found('специалист -айти')).toEqual([]);
  });

  it('follows the tags and the company: added, renamed, removed', async () => {
    const { db } = suite.database;
    const [tag] = await db.insert(tags).values({ name: 'Kubernetes' }).returning();
    if (!tag) throw new Error('no tag');
    await db.insert(vacancyTags).values([
      { vacancyId: ids.plain ?? 0, tagId: tag.id },
      { vacancyId: ids.node ?? 0, tagId: tag.id },
    ]);
    expect(await found('kubernetes')).toEqual(only('plain', 'node'));
    await db.update(tags).set({ name: 'Helm' }).where(eq(tags.id, tag.id));
    expect(await found('kubernetes')).toEqual([]);
    expect(await found('helm')).toEqual(only('plain', 'node'));
    await db.delete(vacancyTags).where(eq(vacancyTags.vacancyId, ids.plain ?? 0));
    expect(await found('helm')).toEqual(only('node'));

    const everything = Object.keys(ids);
    expect(await found('ромашка')).toEqual(only(...everything));
    await db.update(companies).set({ name: 'ООО «Василёк»' }).where(eq(companies.id, suite.board.owner.id));
    expect(await found('ромашка')).toEqual([]);
    expect(await found('василёк')).toEqual(only(...everything));
  });
});
