import { randomBytes } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { hashToken } from '../../src/server/auth/tokens';
import type { Database } from '../../src/server/db/client';
import { passwordResets, setupTokens, students, telegramLinkUndoTokens } from '../../src/server/db/schema';

/**
 * The one-time links a writing cell of the matrix consumes (tests/authz/world.ts): each call makes
 * a fresh live one, for a throwaway student where it needs an account.
 */
export function tokenMakers(db: Database, now: () => Date, student: () => Promise<number>) {
  return {
    /** A live one-time setup token (the previous unused one is void, as at start-up). */
    async setupToken() {
      const token = randomBytes(32).toString('base64url');
      await db.update(setupTokens).set({ usedAt: now() }).where(isNull(setupTokens.usedAt));
      await db
        .insert(setupTokens)
        .values({ tokenHash: hashToken(token), expiresAt: new Date(now().getTime() + 3_600_000) });
      return token;
    },
    /** A live reset link of a throwaway student. */
    async resetToken() {
      const token = randomBytes(32).toString('base64url');
      const id = await student();
      const expiresAt = new Date(now().getTime() + 600_000);
      await db
        .insert(passwordResets)
        .values({ accountKind: 'student', accountId: id, tokenHash: hashToken(token), expiresAt });
      return token;
    },
    /** A live «это был не я» link of a throwaway student linked to a throwaway Telegram user. */
    async undoToken() {
      const token = randomBytes(32).toString('base64url');
      const id = await student();
      const telegramUserId = 990_000_000 + id;
      await db.update(students).set({ telegramUserId }).where(eq(students.id, id));
      const expiresAt = new Date(now().getTime() + 600_000);
      await db.insert(telegramLinkUndoTokens).values({
        accountKind: 'student',
        accountId: id,
        telegramUserId,
        tokenHash: hashToken(token),
        expiresAt,
      });
      return token;
    },
  };
}
