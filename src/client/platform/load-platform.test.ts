import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPlatform } from './load-platform';
import type { Platform } from './platform';
import { endTelegramHostSimulation, simulateTelegramHost } from './telegram/simulated-host';
import { launchParamsQuery } from './test-fixtures';

vi.mock('./toast', () => ({ showToast: vi.fn() }));

const { telegramModuleLoaded } = vi.hoisted(() => ({ telegramModuleLoaded: vi.fn() }));
vi.mock('./telegram/telegram-platform', async (importOriginal) => {
  telegramModuleLoaded();
  return importOriginal();
});

describe('loadPlatform', () => {
  let platform: Platform | undefined;

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  afterEach(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    platform?.dispose();
    platform = undefined;
    endTelegramHostSimulation();
    vi.restoreAllMocks();
  });

  it('picks the website in a plain page without loading the Telegram code', async () => {
    platform = await loadPlatform();
    expect(platform.kind).toBe('web');
    expect(telegramModuleLoaded).not.toHaveBeenCalled();
  });

  it("picks the website in Telegram's iOS in-app browser (tma.js#747)", async () => {
    Object.defineProperty(window, 'TelegramWebviewProxy', {
      value: { postEvent: () => undefined },
      configurable: true,
    });
    platform = await loadPlatform();
    expect(platform.kind).toBe('web');
    expect(telegramModuleLoaded).not.toHaveBeenCalled();
  });

  it('picks Telegram inside a Mini App', async () => {
    simulateTelegramHost();
    platform = await loadPlatform();
    expect(platform.kind).toBe('telegram');
    expect(telegramModuleLoaded).toHaveBeenCalled();
  });

  it('falls back to the website when the SDK cannot reach a host (a Mini App link in a browser)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', `/#${launchParamsQuery()}`);
    platform = await loadPlatform();
    expect(platform.kind).toBe('web');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('falling back'), expect.anything());
  });
});
