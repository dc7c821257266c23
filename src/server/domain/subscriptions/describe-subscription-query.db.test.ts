import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Board, seedBoard } from '../../../../tests/helpers/board-fixtures';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { subscriptions } from '../../db/schema';
import {
  ALL_VACANCIES,
  describeSubscriptionQuery,
  loadQueryNames,
  parseStoredQuery,
  type QueryNames,
} from './describe-subscription-query';
import { queryParams } from './subscription-query';
import { subscriptionSummaries } from './subscription-summaries';

const names: QueryNames = {
  types: new Map([[1, 'Стажировка']]),
  tags: new Map([
    [3, 'Python'],
    [7, 'SQL'],
  ]),
  companies: new Map([[9, 'Альфа']]),
};

describe('a saved search in words', () => {
  it('names every filter in the list’s order', () => {
    const query = parseStoredQuery({
      text: 'аналитик',
      type: 1,
      tags: [3, 7],
      salaryFrom: 50_000,
      employment: ['full', 'probation'],
      schedule: ['remote'],
      experience: ['noExperience'],
      flags: ['combinableWithStudy'],
      company: 9,
    });
    if (!query) throw new Error('the stored query should parse');
    expect(describeSubscriptionQuery(query, names).replace(/\s/g, ' ')).toBe(
      '«аналитик» · Стажировка · теги: Python, SQL · зарплата от 50 000 ₽ · Полная занятость · Стажировка · Удалённая работа · Без опыта · Можно совмещать с учёбой · компания «Альфа»',
    );
  });

  it('no filters: all vacancies; a type, tag or company since deleted is left out', () => {
    expect(describeSubscriptionQuery({}, names)).toBe(ALL_VACANCIES);
    expect(describeSubscriptionQuery({ type: 2, tags: [3, 4], company: 10 }, names)).toBe('теги: Python');
    expect(describeSubscriptionQuery({ type: 2 }, names)).toBe(ALL_VACANCIES);
  });

  it('reads the stored form back into the list address’s strings, and refuses what the contract does', () => {
    const stored = { text: 'python', tags: [3, 7], salaryFrom: 1000, employment: ['full'], schedule: [] };
    expect(queryParams(stored)).toEqual({
      text: 'python',
      tags: '3,7',
      salaryFrom: '1000',
      employment: 'full',
    });
    // The string form (as the list's address spells it) reads the same.
    expect(parseStoredQuery({ tags: '3,7' })).toEqual({ tags: [3, 7] });
    expect(parseStoredQuery({ employment: ['nonsense'] })).toBeNull();
    expect(parseStoredQuery({ page: 2 })).toBeNull();
  });
});

describeOnDatabases('a student’s saved searches in words', (target) => {
  let database: DatabaseHandle;
  let board: Board;

  beforeAll(async () => {
    database = await target.open();
    board = await seedBoard(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('looks the names up in the dictionaries', async () => {
    const loaded = await loadQueryNames(database.db, [
      { type: board.types.internship.id, tags: [board.tags.python.id] },
      { tags: [board.tags.sql.id, board.tags.python.id], company: board.other.id },
    ]);
    expect([...loaded.types]).toEqual([[board.types.internship.id, 'Стажировка']]);
    expect(new Map(loaded.tags)).toEqual(
      new Map([
        [board.tags.python.id, 'Python'],
        [board.tags.sql.id, 'SQL'],
      ]),
    );
    expect([...loaded.companies]).toEqual([[board.other.id, 'Альфа']]);
    // A pending or denied company's name is nobody's to read through a saved search (issue 24, item 30).
    const hidden = await loadQueryNames(database.db, [
      { company: board.pending.id },
      { company: board.other.id },
    ]);
    expect([...hidden.companies]).toEqual([[board.other.id, 'Альфа']]);
    const none = await loadQueryNames(database.db, [{ text: 'python' }]);
    expect(none.types.size + none.tags.size + none.companies.size).toBe(0);
  });

  it('lists only the student’s own, newest first, with delivery and pause', async () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const row = (query: Record<string, unknown>, extra: Partial<typeof subscriptions.$inferInsert> = {}) => ({
      studentId: board.student.id,
      query,
      channel: 'telegram' as const,
      frequency: 'instant' as const,
      unsubscribeToken: `token-${Math.random()}`,
      ...extra,
    });
    await database.db.insert(subscriptions).values(row({ text: 'python', type: board.types.internship.id }));
    await database.db
      .insert(subscriptions)
      .values(
        row(
          { employment: ['gone'] },
          { channel: 'email', frequency: 'daily', digestMinute: 600, pausedAt: now },
        ),
      );
    const items = await subscriptionSummaries(database.db, board.student.id);
    expect(items.map(({ id: _id, ...item }) => item)).toEqual([
      {
        summary: 'Сохранённый поиск',
        params: {},
        channel: 'email',
        frequency: 'daily',
        digestMinute: 600,
        paused: true,
      },
      {
        summary: '«python» · Стажировка',
        params: { text: 'python', type: String(board.types.internship.id) },
        channel: 'telegram',
        frequency: 'instant',
        digestMinute: 540,
        paused: false,
      },
    ]);
    expect(await subscriptionSummaries(database.db, board.student.id + 1000)).toEqual([]);
  });
});
