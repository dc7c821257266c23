import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import { ChosenPasswordSchema } from './contract/password.contract';
import { messages } from './messages';

describe('the common-password policy (ASVS 6.2.4)', () => {
  it('holds the well-known lists, Russian layout included', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(1000);
    for (const password of [
      '123456',
      'password',
      'qwerty',
      '12345678',
      'йцукен',
      'пароль',
      'gfhjkm',
      'йцукенгшщз',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('ignores case and surrounding spaces, and lets rare passwords through', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword(' QWERTY123 ')).toBe(true);
    expect(isCommonPassword('синий трактор едет в поле')).toBe(false);
  });

  it('is part of the chosen-password schema, with its Russian message', () => {
    const refused = v.safeParse(ChosenPasswordSchema, 'qwertyuiop');
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe(messages.passwordTooCommon);
    expect(v.safeParse(ChosenPasswordSchema, 'длинный-пароль').success).toBe(true);
    // No composition rules: a long plain phrase is fine.
    expect(v.safeParse(ChosenPasswordSchema, 'ещё одна фраза').success).toBe(true);
  });
});
