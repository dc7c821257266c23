import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import type { AppEnv } from './context';
import { rateLimited } from './rate-limited';

describe('rateLimited()', () => {
  it('answers 429 with Retry-After in seconds and the wait rounded up to whole minutes', async () => {
    const app = new Hono<AppEnv>();
    app.get('/:seconds', (c) => rateLimited(c, messages.loginRateLimited, Number(c.req.param('seconds'))));

    const answer = await app.request('/61');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('61');
    expect(await answer.json()).toEqual({
      success: false,
      message: 'Слишком много попыток входа из этой сети. Попробуйте снова через 2 минуты.',
    });

    const short = await app.request('/5');
    expect(((await short.json()) as { message: string }).message).toBe(
      'Слишком много попыток входа из этой сети. Попробуйте снова через 1 минуту.',
    );
  });
});
