import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/contract/endpoints';
import { createFakeFetch, stub } from '../app/testing/fake-fetch';
import { createFakePlatform } from '../app/testing/fake-platform';
import type { WriteAccessAnswer } from '../platform/platform';
import { createHttpClient } from './http';
import { askWriteAccessIfNeeded, resetWriteAccessMemory } from './write-access';

afterEach(resetWriteAccessMemory);

const status = (linked: boolean, allowsWriteToPm: boolean | null) => ({
  data: { linked, username: null, botBlocked: false, allowsWriteToPm },
});

function setup(kind: 'web' | 'telegram', link: ReturnType<typeof status>, answer?: WriteAccessAnswer) {
  const fake = createFakeFetch([
    stub(endpoints.telegram.telegramLinkStatus, link),
    stub(endpoints.telegram.telegramWriteAccess, link),
  ]);
  const platform = createFakePlatform({ kind, ...(answer ? { writeAccessAnswer: answer } : {}) });
  const http = createHttpClient({ fetch: fake.fetch });
  const posted = () =>
    fake.requests
      .filter((request) => request.url.pathname === '/api/telegram/write-access/')
      .map((request) => JSON.parse(request.body));
  return { platform, http, fake, posted };
}

describe('askWriteAccessIfNeeded', () => {
  it('asks nothing on the website (no such prompt) and sends nothing', async () => {
    const { platform, http, fake } = setup('web', status(true, null));
    expect(await askWriteAccessIfNeeded(platform, http)).toBe('allowed');
    expect(fake.requests).toEqual([]);
  });

  it('asks nothing when the bot may already write, or no Telegram is linked', async () => {
    for (const link of [status(true, true), status(false, null)]) {
      const { platform, http, posted } = setup('telegram', link);
      expect(await askWriteAccessIfNeeded(platform, http)).toBe('allowed');
      expect(platform.writeAccessRequests).toEqual([]);
      expect(posted()).toEqual([]);
    }
  });

  it('asks once per launch when unknown, and tells the server', async () => {
    const { platform, http, posted } = setup('telegram', status(true, null));
    expect(await askWriteAccessIfNeeded(platform, http)).toBe('allowed');
    expect(await askWriteAccessIfNeeded(platform, http)).toBe('allowed');
    expect(platform.writeAccessRequests).toHaveLength(1);
    expect(posted()).toEqual([{ allowed: true }]);
  });

  it('reports a refusal, and asks again next time', async () => {
    const { platform, http, posted } = setup('telegram', status(true, false), 'denied');
    expect(await askWriteAccessIfNeeded(platform, http)).toBe('denied');
    expect(await askWriteAccessIfNeeded(platform, http)).toBe('denied');
    expect(posted()).toEqual([{ allowed: false }, { allowed: false }]);
  });

  it('an old client without the prompt: nothing is sent', async () => {
    const { platform, http, posted } = setup('telegram', status(true, null), 'unavailable');
    expect(await askWriteAccessIfNeeded(platform, http)).toBe('unavailable');
    expect(posted()).toEqual([]);
  });
});
