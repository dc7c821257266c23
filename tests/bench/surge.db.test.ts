import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../helpers/test-database';
import { type Answer, jsonOf, OPEN_STEPS, type StepName, textOf } from './surge';
import { type SurgeRun, surgeOnDatabase } from './surge-bench';
import { formatSurgeTable } from './surge-table';

/**
 * The broadcast surge with a small N (issue 7, item 4) on the real server: every student's open
 * (shell, tg-login, vacancy/recent, vacancy/getItems, favourite/getItems) completes, no errors,
 * and answers what a single open of the same student gets afterwards (issue 14: the caches, the
 * database thread and the server processes change no answer). Speed is the bench's business
 * (`npm run bench -- --only surge`), not asserted here.
 */
const STUDENTS = 20;

/** An answer with what differs between two opens by design: the new session's token and bearer, the CSP nonce. */
function comparable(step: StepName, answer: Answer | undefined): unknown {
  if (!answer) return null;
  if (step === 'shell') return textOf(answer).replace(/nonce="[^"]*"/g, 'nonce=""');
  const json = jsonOf(answer) as { data?: Record<string, unknown> } | null;
  if (step !== 'tg-login' || !json?.data) return json;
  const { token: _token, bearer: _bearer, ...rest } = json.data;
  return { ...json, data: rest };
}

function expectSameAsSingleOpens(answers: NonNullable<SurgeRun['answers']>) {
  expect(answers.surge.size).toBe(STUDENTS);
  expect(answers.single.size).toBe(STUDENTS);
  for (let open = 0; open < STUDENTS; open++) {
    for (const step of OPEN_STEPS) {
      const during = answers.surge.get(open)?.get(step.path);
      const alone = answers.single.get(open)?.get(step.path);
      expect(during?.status, `${step.name} of open ${open}`).toBe(200);
      expect(comparable(step.name, during), `${step.name} of open ${open}`).toEqual(
        comparable(step.name, alone),
      );
    }
  }
  // Each student got their own account and favourites, not a neighbour's cached answer.
  const accounts = new Set(
    [...answers.surge.values()].map((byPath) => {
      const login = byPath.get('/api/tg-login/');
      return JSON.stringify((jsonOf(login as Answer) as { data: { account: unknown } }).data.account);
    }),
  );
  expect(accounts.size).toBe(STUDENTS);
}

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

  it(`completes every open of ${STUDENTS} students without an error`, { timeout: 240_000 }, async () => {
    const run = await surgeOnDatabase(env, {
      students: STUDENTS,
      vacancies: 60,
      concurrency: 8,
      compare: true,
    });
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
    // A guest's `/` rendered on the server (docs/decisions/066-server-rendering.md), the same for every open.
    expect(textOf(answer('shell'))).toContain('<div id="root" data-guest-page="">');
    expect(textOf(answer('shell'))).toContain('Новые вакансии');
    expect(data('tg-login')).toMatchObject({ kind: 'student', bearer: expect.any(String) });
    expect(data('recent').count).toEqual(expect.any(Number));
    expect(data('vacancies').items).toHaveLength(20);
    expect(data('favourites').items).toHaveLength(3);
    expect(run.exitCode).toBe(0);
    expectSameAsSingleOpens(run.answers ?? { surge: new Map(), single: new Map() });
  });

  if (target.name === 'postgres')
    it('answers the same with two server processes (SERVER_PROCESSES=2)', { timeout: 240_000 }, async () => {
      const again = await target.provision();
      try {
        const run = await surgeOnDatabase(
          { DATA_DIR: scratch, ...again.env, SERVER_PROCESSES: '2' },
          { students: STUDENTS, vacancies: 60, concurrency: 8, compare: true },
        );
        expect(run.result.failures).toEqual({});
        expect(run.result.completed).toBe(STUDENTS);
        expect(run.exitCode).toBe(0);
        expectSameAsSingleOpens(run.answers ?? { surge: new Map(), single: new Map() });
      } finally {
        await again.cleanup();
      }
    });
});
