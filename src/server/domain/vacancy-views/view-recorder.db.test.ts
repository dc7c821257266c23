import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertVacancy, seedBoard } from '../../../../tests/helpers/board-fixtures';
import { createClock } from '../../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../../db/client';
import { vacancyViewsDaily } from '../../db/schema';
import { createLogger } from '../../logger';
import { createVacancyViewRecorder, VIEW_BUFFER_MAX } from './view-recorder';

describeOnDatabases('the vacancy view recorder', (target) => {
  let database: DatabaseHandle;
  let vacancyId = 0;
  const clock = createClock();
  const lines: string[] = [];
  const logger = createLogger('warn', (line) => void lines.push(line));

  beforeAll(async () => {
    database = await target.open();
    const board = await seedBoard(database.db);
    vacancyId = (await insertVacancy(database.db, clock.now(), { companyId: board.owner.id })).id;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('writes nothing until flushed, then each viewer once; a burst beyond the buffer is dropped', async () => {
    const recorder = createVacancyViewRecorder({ db: database.db, now: clock.now, logger, delayMs: 60_000 });
    for (let id = 1; id <= VIEW_BUFFER_MAX + 5; id += 1) recorder.record(vacancyId, { kind: 'student', id });
    recorder.record(vacancyId, { kind: 'student', id: 1 });
    // A vacancy that does not exist is skipped, not a failed batch.
    recorder.record(2_000_000_000, { kind: 'guest', address: '203.0.113.7' });
    expect(await database.db.select().from(vacancyViewsDaily)).toEqual([]);
    await recorder.flush();
    expect(await database.db.$count(vacancyViewsDaily)).toBe(VIEW_BUFFER_MAX);
    expect(lines).toEqual([]);
  });

  it('a failed write is logged by name and never thrown', async () => {
    const recorder = createVacancyViewRecorder({ db: database.db, now: clock.now, logger, delayMs: 60_000 });
    recorder.record(vacancyId, { kind: 'guest', address: '203.0.113.7' });
    // The table gone for a moment: the insert fails for real.
    await database.db.execute(sql`alter table vacancy_views_daily rename to vacancy_views_daily_away`);
    try {
      await expect(recorder.flush()).resolves.toBeUndefined();
    } finally {
      await database.db.execute(sql`alter table vacancy_views_daily_away rename to vacancy_views_daily`);
    }
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'warn', msg: 'vacancy views not recorded', count: 1 });
    expect(JSON.stringify(line)).not.toContain('203.0.113.7');
  });
});
