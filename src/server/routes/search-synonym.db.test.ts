import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { insertSubscription } from '../../../tests/helpers/subscription-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { Page } from '../../shared/contract/query';
import type { SearchSynonym } from '../../shared/contract/search-synonym.contract';
import type { VacancyPage } from '../../shared/contract/vacancy.contract';
import { hitRateLimit } from '../auth/rate-limit';
import { subscriptions } from '../db/schema';
import { synonymTexts } from '../domain/search-synonyms/save-search-synonym';
import { writeSynonymStart } from '../domain/search-synonyms/synonym-start';

/** The search's synonyms (docs/decisions/060): the career centre's dictionary, and what it changes. */
describeOnDatabases('search synonyms: /api/search-synonym/*', (target) => {
  const suite = useBoardSuite(target);
  beforeAll(async () => {
    await seedCatalogue(suite.database.db, suite.board, suite.t.clock.now());
    // The board's admin was seeded straight into the table: the start its first admin brings.
    await writeSynonymStart(suite.database.db);
  });
  const admin = (method: string, path: string, json?: unknown) =>
    suite.t.api(method, path, { cookie: suite.cookies.admin, ...(json === undefined ? {} : { json }) });
  const found = async (text: string) => {
    const response = await suite.t.api('GET', `/api/vacancy/getItems?text=${encodeURIComponent(text)}`);
    return (response.body as { data: VacancyPage }).data.items.map((item) => item.title).sort();
  };

  it('starts with the usual spellings, and a new entry widens the list and the saved searches at once', async () => {
    const list = (await admin('GET', '/api/search-synonym/getItems?text=python')).body as {
      data: Page<SearchSynonym>;
    };
    expect(list.data.items.map((item) => `${item.typed} → ${item.means}`)).toEqual(
      ['питон → python', 'пайтон → python'].sort(),
    );
    // A word nobody has explained yet finds nothing, in the list and in a search saved with it.
    expect(await found('удав')).toEqual([]);
    const saved = await insertSubscription(suite.database.db, {
      studentId: suite.board.student.id,
      query: { text: 'удав' },
    });
    const created = await admin('POST', '/api/search-synonym/', { typed: '  Удав ', means: 'Python' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ data: { typed: 'удав', means: 'python' } });
    // The cached guest list sees it at once, and finds what «python» finds.
    expect(await found('удав')).toEqual(await found('python'));
    expect((await found('удав')).length).toBeGreaterThan(0);
    const [parsed] = await suite.database.db
      .select({ text: sql<string>`${subscriptions.matchText}::text` })
      .from(subscriptions)
      .where(eq(subscriptions.id, saved.id));
    expect(parsed?.text).toContain("'python'");
    // Removing it narrows both again.
    const id = (created.body as { data: SearchSynonym }).data.id;
    expect((await admin('DELETE', `/api/search-synonym/${id}/`)).status).toBe(200);
    expect(await found('удав')).toEqual([]);
    const [after] = await suite.database.db
      .select({ text: sql<string>`${subscriptions.matchText}::text` })
      .from(subscriptions)
      .where(eq(subscriptions.id, saved.id));
    expect(after?.text).not.toContain("'python'");
  });

  it('refuses with Russian words what it cannot use, and writes nothing', async () => {
    const before = (await admin('GET', '/api/search-synonym/getItems?limit=100')).body;
    const cases: [unknown, string, string][] = [
      [{ typed: 'для', means: 'for' }, 'typed', synonymTexts.stopWord],
      [{ typed: 'питон', means: 'змея' }, 'typed', synonymTexts.duplicate],
      [{ typed: 'слово', means: 'Слово' }, 'means', 'Синоним должен отличаться от слова.'],
      [{ typed: '', means: 'x' }, 'typed', 'Напишите слово, которое вводят в поиск.'],
      [{ typed: 'я'.repeat(61), means: 'x' }, 'typed', 'Не длиннее 60 символов.'],
    ];
    for (const [json, field, message] of cases) {
      const refused = await admin('POST', '/api/search-synonym/', json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect((refused.body as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
    expect((await admin('PUT', '/api/search-synonym/999999/', { typed: 'а1', means: 'b1' })).status).toBe(
      404,
    );
    expect((await admin('GET', '/api/search-synonym/getItems?limit=100')).body).toEqual(before);
  });

  it('limits an admin’s writes per hour', async () => {
    const now = suite.t.clock.now();
    const rule = { limit: 60, windowMs: 3_600_000 };
    for (let i = 0; i < 60; i += 1)
      await hitRateLimit(suite.database.db, `search-synonym-write:${suite.board.admin.id}`, rule, now);
    const limited = await admin('POST', '/api/search-synonym/', { typed: 'лимит', means: 'limit' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});
