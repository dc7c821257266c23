import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { rateLimits } from '../../src/server/db/schema';
import { LOGIN_LIMITS } from '../../src/server/domain/auth/sign-in';
import { CHANGE_PASSWORD_LIMIT } from '../../src/server/domain/password/change-password';
import { TEST_PASSWORD } from '../helpers/accounts';
import { type Board, seedBoard } from '../helpers/board-fixtures';
import { cookiePair, createTestApp } from '../helpers/test-app';
import { describeOnDatabases } from '../helpers/test-database';

/** Every password the server ran argon2 verification on, in order: the guesses it checked. */
const checked = vi.hoisted(() => ({ passwords: [] as string[], hashed: 0 }));

vi.mock('../../src/server/auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/server/auth/passwords')>();
  return {
    ...original,
    hashPassword: (password: string) => {
      checked.hashed += 1;
      return original.hashPassword(password);
    },
    verifyPassword: async (storedHash: string | null, password: string) => {
      checked.passwords.push(password);
      return original.verifyPassword(storedHash, password);
    },
  };
});

const wrongChecked = () => checked.passwords.filter((password) => password !== TEST_PASSWORD).length;

describeOnDatabases('hostile brute force: parallel bursts check no more guesses than the limit', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let board: Board;

  beforeAll(async () => {
    database = await target.open();
    board = await seedBoard(database.db);
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
    t = createTestApp(database);
    checked.passwords = [];
    checked.hashed = 0;
  });
  afterAll(async () => {
    await database?.close();
  });

  const login = (email: string, password: string) =>
    t.api('POST', '/api/login/', { json: { kind: 'student', email, password } });

  it('50 parallel wrong passwords and the right one: at most the limit of wrong guesses is checked', async () => {
    const { limit } = LOGIN_LIMITS.perAccountAndAddress;
    const guesses = Array.from({ length: 50 }, (_, index) => `wrong guess ${index}`);
    guesses.splice(17, 0, TEST_PASSWORD);
    const answers = await Promise.all(guesses.map((guess) => login(board.student.email, guess)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
    expect(wrongChecked()).toBeLessThanOrEqual(limit);
    expect(statuses.filter((status) => status === 401).length).toBe(wrongChecked());
    expect(statuses.filter((status) => status !== 429).length).toBe(checked.passwords.length);
    // Only the checked wrong guesses stay counted: the refused ones and the success gave theirs back.
    const [counter] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:pair:user:${board.student.email}:local`));
    expect(counter?.count).toBe(wrongChecked());
  });

  it('a burst of 60 wrong guesses reaches the limit exactly and no further', async () => {
    const { limit } = LOGIN_LIMITS.perAccountAndAddress;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => login(board.student.email, `wrong ${index}`)),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(60 - limit);
    expect(checked.passwords).toHaveLength(limit);
    expect((await login(board.student.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('a burst across many emails from one address stops at the address limit', async () => {
    const { limit } = LOGIN_LIMITS.perAddress;
    const answers = await Promise.all(
      Array.from({ length: limit + 30 }, (_, index) => login(`nobody${index}@example.ru`, 'wrong password')),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(limit);
    expect(checked.passwords).toHaveLength(limit);
  });

  it('a burst of wrong current passwords at the signed-in change checks at most the limit', async () => {
    const signedIn = await login(board.student.email, TEST_PASSWORD);
    const cookie = cookiePair(signedIn.headers.get('set-cookie'));
    checked.passwords = [];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.api('POST', '/api/student/changePass/', {
          cookie,
          json: { currentPassword: `wrong current ${index}`, password: 'совсем новый пароль 2026' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(CHANGE_PASSWORD_LIMIT.limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(50 - CHANGE_PASSWORD_LIMIT.limit);
    expect(checked.passwords).toHaveLength(CHANGE_PASSWORD_LIMIT.limit);
    // The right current password is refused too until the window passes: nothing was changed.
    const right = await t.api('POST', '/api/student/changePass/', {
      cookie,
      json: { currentPassword: TEST_PASSWORD, password: 'совсем новый пароль 2026' },
    });
    expect(right.status).toBe(429);
  });

  it('a right password gives its unit back: sign-ins of the owner do not lock the account', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccountAndAddress.limit + 5; attempt += 1) {
      expect((await login(board.student.email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it('a burst of wrong setup tokens buys no argon2 hashing', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.api('POST', '/api/setup/', {
          json: {
            token: `guessed-token-${index}`,
            email: 'x@example.ru',
            name: 'Икс',
            password: 'длинный пароль',
          },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 403)).toBe(true);
    expect(checked.hashed).toBe(0);
  });
});
