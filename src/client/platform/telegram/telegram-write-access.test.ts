import { describe, expect, it } from 'vitest';
import { telegramRequestWriteAccess } from './telegram-write-access';

describe('telegramRequestWriteAccess', () => {
  it('answers «unavailable» where no Telegram client can show the prompt, without throwing', async () => {
    expect(await telegramRequestWriteAccess()).toBe('unavailable');
  });
});
