import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('has the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      initDataMaxAgeSeconds: 86_400,
      trustProxy: false,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });

  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '', PUBLIC_URL: 'https://jobs.example.ru/' });
    expect(env.port).toBe(3000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.publicUrl).toBe('https://jobs.example.ru');
  });

  it('lists every wrong variable by name', () => {
    const attempt = () => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BOT_TOKEN: 'nope' });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toContain('PORT: PORT должен быть целым числом');
      expect(text).toContain('DATABASE_URL: DATABASE_URL должен начинаться с postgres://');
      expect(text).toContain('BOT_TOKEN: BOT_TOKEN не похож на токен бота');
    }
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'a@b.ru' })).toThrow('ADMIN_EMAIL и ADMIN_PASSWORD задаются вместе');
    expect(loadEnv({ ADMIN_EMAIL: 'A@B.ru', ADMIN_PASSWORD: 'long enough' }).adminEmail).toBe('a@b.ru');
  });

  it('ticks the alert loop every 5 seconds unless ALERT_TICK_SECONDS says otherwise (1–3600)', () => {
    expect(loadEnv({}).alertTickMs).toBe(5_000);
    expect(loadEnv({ ALERT_TICK_SECONDS: '1' }).alertTickMs).toBe(1_000);
    expect(() => loadEnv({ ALERT_TICK_SECONDS: '0' })).toThrow('ALERT_TICK_SECONDS');
  });

  it('groups thread notices for 30 seconds unless MESSAGE_SETTLE_SECONDS says otherwise (0–3600)', () => {
    expect(loadEnv({}).messageSettleSeconds).toBe(30);
    expect(loadEnv({ MESSAGE_SETTLE_SECONDS: '0' }).messageSettleSeconds).toBe(0);
    expect(loadEnv({ MESSAGE_SETTLE_SECONDS: ' 2 ' }).messageSettleSeconds).toBe(2);
    expect(() => loadEnv({ MESSAGE_SETTLE_SECONDS: '3601' })).toThrow(
      'MESSAGE_SETTLE_SECONDS: MESSAGE_SETTLE_SECONDS не больше 3600',
    );
    expect(() => loadEnv({ MESSAGE_SETTLE_SECONDS: 'half a minute' })).toThrow(
      'MESSAGE_SETTLE_SECONDS должен быть целым числом',
    );
  });

  it('lets given values win over defaults', () => {
    expect(loadEnv({ NODE_ENV: 'production' }, { NODE_ENV: 'development' }).nodeEnv).toBe('production');
    expect(loadEnv({}, { NODE_ENV: 'development' }).nodeEnv).toBe('development');
  });
});
