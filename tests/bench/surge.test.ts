import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../helpers/test-database';
import { type Answer, jsonOf, OPEN_STEPS, textOf } from './surge';
import { surgeOnDatabase } from './surge-bench';
import { formatSurgeTable } from './surge-table';

/**
 * The broadcast surge with a small N (issue 7, item 4) on the real server: every student's open
 * (shell, tg-login, vacancy/recent, vacancy/getItems, favourite/getItems) completes, no errors.
 * Speed is the bench's business (`npm run bench -- --only surge`), not asserted here.
 */
const STUDENTS = 20;

describeOnDatabases('broadcast surge (small)', (target) => {
  let env: Record<string, string> = {};
  let cleanup: (() => Promise<void>) | undefined;
  const scratch = mkdtempSync(join(tmpdir(), 'jb-surge-test-'));

  beforeAll(async () => {
    const provisioned = await target.provision();
    cleanup = provisioned.cleanup;
    env = { DATA_DIR: scratch, ...provisioned.env };
  });
  afterAll(async () => {
    await cleanup?.();
    rmSync(scratch, { recursive: true, force: true });
  });

  it(`completes every open of ${STUDENTS} students without an error`, { timeout: 120_000 }, async () => {
    const run = await surgeOnDatabase(env, { students: STUDENTS, vacancies: 60, concurrency: 8 });
    console.log(`[surge ${target.name}]\n${formatSurgeTable([{ target: target.name, result: run.result }])}`);
    expect(run.result.failures).toEqual({});
    expect(run.result.errors).toBe(0);
    expect(run.result.completed).toBe(STUDENTS);
    expect(run.result.open.count).toBe(STUDENTS);
    for (const step of OPEN_STEPS) expect(run.result.steps[step.name].count, step.name).toBe(STUDENTS);
    // The answers were the real ones: the shell, a student's session, the lists with their items.
    expect(run.recorded.size).toBe(OPEN_STEPS.length);
    const answer = (name: string) => {
      const step = OPEN_STEPS.find((each) => each.name === name);
      return run.recorded.get(step?.path ?? '') as Answer;
    };
    const data = (name: string) => (jsonOf(answer(name)) as { data: Record<string, unknown> }).data;
    expect(textOf(answer('shell'))).toContain('<div id="root"></div>');
    expect(data('tg-login')).toMatchObject({ kind: 'student', bearer: expect.any(String) });
    expect(data('recent').count).toEqual(expect.any(Number));
    expect(data('vacancies').items).toHaveLength(20);
    expect(data('favourites').items).toHaveLength(3);
    expect(run.exitCode).toBe(0);
  });
});
