import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OTHER_BOT_TOKEN, signInitData, TEST_BOT_TOKEN } from '../../../tests/helpers/telegram-init-data';
import { CLOCK_SKEW_SECONDS, validateInitData } from './init-data';
import { checkLoginWidget } from './login-widget';

const now = new Date('2026-11-21T10:00:00Z');
const DAY = 86_400;
const user = { id: 777_000_111, first_name: 'Мария', last_name: 'Иванова', username: 'masha' };
const signed = (authDate = now, botToken = TEST_BOT_TOKEN) => signInitData({ user, authDate, botToken });
const check = (raw: string, at = now) => validateInitData(raw, TEST_BOT_TOKEN, DAY, at);

/** Replaces one field of the query, keeping the original hash (a replay with a changed field). */
function tamper(raw: string, key: string, value: string): string {
  const params = new URLSearchParams(raw);
  params.set(key, value);
  return params.toString();
}

describe('initData validation', () => {
  it('accepts what a Telegram client signed and reads the user', () => {
    const result = check(signed());
    expect(result).toMatchObject({
      ok: true,
      user: { id: user.id, firstName: 'Мария', lastName: 'Иванова', username: 'masha' },
    });
  });

  it('refuses another bot’s initData', () => {
    expect(check(signed(now, OTHER_BOT_TOKEN))).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a replay with any field changed', () => {
    const raw = signed();
    const otherUser = JSON.stringify({ ...user, id: 1 });
    expect(check(tamper(raw, 'user', otherUser))).toEqual({ ok: false, reason: 'signature' });
    expect(check(tamper(raw, 'auth_date', String(Math.floor(now.getTime() / 1000) + 5)))).toEqual({
      ok: false,
      reason: 'signature',
    });
    expect(check(`${raw}&start_param=vacancy_1`)).toEqual({ ok: false, reason: 'signature' });
    // A hash flipped in its last digit.
    const hash = new URLSearchParams(raw).get('hash') ?? '';
    const flipped = `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;
    expect(check(tamper(raw, 'hash', flipped))).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses initData older than the limit, and accepts it just inside', () => {
    const old = new Date(now.getTime() - (DAY + 1) * 1000);
    expect(check(signed(old))).toEqual({ ok: false, reason: 'expired' });
    const edge = new Date(now.getTime() - DAY * 1000);
    expect(check(signed(edge)).ok).toBe(true);
  });

  it('refuses initData dated in the future beyond clock skew', () => {
    const ahead = new Date(now.getTime() + (CLOCK_SKEW_SECONDS + 5) * 1000);
    expect(check(signed(ahead))).toEqual({ ok: false, reason: 'future' });
  });

  it('refuses malformed initData of every shape', () => {
    const raw = signed();
    const withoutHash = [...new URLSearchParams(raw)].filter(([key]) => key !== 'hash');
    for (const bad of [
      'garbage',
      '%%%',
      'hash=zz',
      'auth_date=1&hash=',
      new URLSearchParams(withoutHash).toString(),
      `${raw}&hash=${'0'.repeat(64)}`,
      tamper(raw, 'auth_date', 'yesterday'),
    ]) {
      const result = check(bad);
      expect(result.ok, bad).toBe(false);
    }
  });

  it('refuses correctly signed data without a user', () => {
    const authDate = String(Math.floor(now.getTime() / 1000));
    const key = createHmac('sha256', 'WebAppData').update(TEST_BOT_TOKEN).digest();
    const hash = createHmac('sha256', key).update(`auth_date=${authDate}\nquery_id=x`).digest('hex');
    expect(check(`query_id=x&auth_date=${authDate}&hash=${hash}`)).toEqual({ ok: false, reason: 'no-user' });
  });
});

describe('Login Widget check', () => {
  const authDate = Math.floor(now.getTime() / 1000);
  function widget(botToken = TEST_BOT_TOKEN, fields: Record<string, string | number> = {}) {
    const data = { id: 42, first_name: 'Пётр', username: 'petr', auth_date: authDate, ...fields };
    const dataCheck = Object.entries(data)
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join('\n');
    const key = createHash('sha256').update(botToken).digest();
    return { ...data, hash: createHmac('sha256', key).update(dataCheck).digest('hex') };
  }

  it('accepts the widget’s own signature (SHA-256 of the token as the key)', () => {
    expect(checkLoginWidget(widget(), TEST_BOT_TOKEN, DAY, now)).toMatchObject({
      ok: true,
      user: { id: 42 },
    });
  });

  it('refuses another bot, a changed field, a stale answer', () => {
    expect(checkLoginWidget(widget(OTHER_BOT_TOKEN), TEST_BOT_TOKEN, DAY, now).ok).toBe(false);
    expect(checkLoginWidget({ ...widget(), id: 43 }, TEST_BOT_TOKEN, DAY, now).ok).toBe(false);
    const stale = widget(TEST_BOT_TOKEN, { auth_date: authDate - DAY - 1 });
    expect(checkLoginWidget(stale, TEST_BOT_TOKEN, DAY, now)).toEqual({ ok: false, reason: 'expired' });
  });

  it('does not accept Mini App initData’s key for the widget', () => {
    const data = { id: 42, first_name: 'Пётр', auth_date: authDate };
    const key = createHmac('sha256', 'WebAppData').update(TEST_BOT_TOKEN).digest();
    const hash = createHmac('sha256', key)
      .update(`auth_date=${authDate}\nfirst_name=Пётр\nid=42`)
      .digest('hex');
    expect(checkLoginWidget({ ...data, hash }, TEST_BOT_TOKEN, DAY, now).ok).toBe(false);
  });
});
