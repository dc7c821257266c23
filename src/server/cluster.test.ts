import { describe, expect, it } from 'vitest';
import { processCount } from './cluster';
import { EnvError, loadEnv } from './env';

const PG = 'postgres://root@127.0.0.1:5432/x';

describe('SERVER_PROCESSES', () => {
  it('runs one process unless asked, and one per core for `auto` on PostgreSQL', () => {
    expect(loadEnv({}).serverProcesses).toBe(1);
    expect(processCount(loadEnv({ DATABASE_URL: PG }), 8)).toBe(1);
    expect(processCount(loadEnv({ DATABASE_URL: PG, SERVER_PROCESSES: 'auto' }), 8)).toBe(8);
    expect(processCount(loadEnv({ DATABASE_URL: PG, SERVER_PROCESSES: '3' }), 8)).toBe(3);
  });

  it('keeps the embedded database to one process: `auto` is 1, a larger number stops the start', () => {
    expect(processCount(loadEnv({ SERVER_PROCESSES: 'auto' }), 8)).toBe(1);
    expect(processCount(loadEnv({ SERVER_PROCESSES: '1' }), 8)).toBe(1);
    expect(() => loadEnv({ SERVER_PROCESSES: '2' })).toThrow(/SERVER_PROCESSES.*DATABASE_URL/);
  });

  it('refuses what is not a count, naming the variable', () => {
    for (const wrong of ['0', '65', 'many', '-1', '2.5']) {
      expect(() => loadEnv({ DATABASE_URL: PG, SERVER_PROCESSES: wrong }), wrong).toThrow(EnvError);
      expect(() => loadEnv({ DATABASE_URL: PG, SERVER_PROCESSES: wrong }), wrong).toThrow(/SERVER_PROCESSES/);
    }
    expect(() => loadEnv({ SERVER_ROLE: 'leader' })).toThrow(/SERVER_ROLE/);
  });
});
