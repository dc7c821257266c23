import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { insertVacancy } from '../../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { vacancies } from '../../db/schema';
import { setCurrencyRate } from './save-currency-rate';

/**
 * A vacancy written while a rate changes never keeps the old rate (docs/decisions/063): the change
 * waits for a write in flight and then rewrites it, or the write waits and reads the new rate. On
 * PostgreSQL the two meet on the locks of save-currency-rate.ts and the trigger; on the embedded
 * database, one connection, they take turns.
 */
describeOnDatabases('a rate changed while vacancies are written', (target) => {
  const suite = useBoardSuite(target);

  /** Runs `write` in a transaction that stays open until the returned `commit` is called. */
  function openWrite(
    write: (tx: Parameters<Parameters<typeof suite.database.db.transaction>[0]>[0]) => Promise<void>,
  ) {
    let commit = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written = () => {};
    const ready = new Promise<void>((resolve) => {
      written = resolve;
    });
    const done = suite.database.db.transaction(async (tx) => {
      await write(tx);
      written();
      await held;
    });
    return { ready, commit, done };
  }
  const rankOf = async (id: number) =>
    (
      await suite.database.db
        .select({ rank: vacancies.salaryRank })
        .from(vacancies)
        .where(eq(vacancies.id, id))
    )[0]?.rank;
  /** The change, started while the write is open: it must wait for the write's commit. */
  async function changeDuring(write: { commit(): void; done: Promise<void> }, roubles: number) {
    let finished = false;
    const changed = setCurrencyRate(suite.t.deps, suite.board.admin.id, 'USD', { roubles }).then((result) => {
      finished = true;
      expect(result.ok).toBe(true);
    });
    await sleep(300);
    expect(finished).toBe(false);
    write.commit();
    await Promise.all([write.done, changed]);
  }

  it('rewrites a vacancy whose salary was being edited', async () => {
    const now = suite.t.clock.now();
    const { id } = await insertVacancy(suite.database.db, now, {
      companyId: suite.board.owner.id,
      salaryFrom: 1_000,
      salaryCurrency: 'USD',
    });
    const edit = openWrite(async (tx) => {
      await tx.execute(sql`update vacancies set salary_from = 2000 where id = ${id}`);
    });
    await edit.ready;
    await changeDuring(edit, 50);
    expect(await rankOf(id)).toBe(100_000);
  });

  it('ranks by the new rate a vacancy added while the rate changed', async () => {
    const now = suite.t.clock.now();
    let id = 0;
    const add = openWrite(async (tx) => {
      const [row] = await tx
        .insert(vacancies)
        .values({
          companyId: suite.board.owner.id,
          title: 'Новая',
          salaryFrom: 3_000,
          salaryCurrency: 'USD',
          publishedAt: now,
        })
        .returning({ id: vacancies.id });
      id = row?.id ?? 0;
    });
    await add.ready;
    await changeDuring(add, 60);
    expect(await rankOf(id)).toBe(180_000);
  });
});
