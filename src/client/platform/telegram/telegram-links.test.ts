import { mockTelegramEnv } from '@tma.js/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../platform';
import { launchParamsQuery } from '../test-fixtures';
import { endTelegramHostSimulation, type SimulatedHost, simulateTelegramHost } from './simulated-host';
import { createTelegramPlatform } from './telegram-platform';

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Telegram launch parameters and links', () => {
  let platform: Platform | undefined;
  let host: SimulatedHost;

  afterEach(async () => {
    await settle();
    platform?.dispose();
    platform = undefined;
    endTelegramHostSimulation();
    vi.restoreAllMocks();
  });

  it('startParam() is null without a start parameter', async () => {
    host = simulateTelegramHost();
    platform = await createTelegramPlatform({ storageTimeoutMs: 1000 });
    expect(platform.startParam()).toBeNull();
  });

  it('startParam() reads tgWebAppStartParam', async () => {
    host = simulateTelegramHost();
    // The same simulated host, relaunched through a deep link (`?startapp=vacancy_42`).
    mockTelegramEnv({ launchParams: `${launchParamsQuery()}&tgWebAppStartParam=vacancy_42` });
    platform = await createTelegramPlatform({ storageTimeoutMs: 1000 });
    expect(platform.startParam()).toBe('vacancy_42');
  });

  it('openLink() opens t.me links inside Telegram and others in its browser', async () => {
    host = simulateTelegramHost();
    platform = await createTelegramPlatform({ storageTimeoutMs: 1000 });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    platform.openLink('https://t.me/share/url?url=https%3A%2F%2Fa.ru&text=x');
    platform.openLink('https://career.example.ru/vacancy/1/');
    expect(host.posted('web_app_open_tg_link')).toEqual([
      expect.objectContaining({ path_full: '/share/url?url=https%3A%2F%2Fa.ru&text=x' }),
    ]);
    expect(host.posted('web_app_open_link')).toEqual([
      expect.objectContaining({ url: 'https://career.example.ru/vacancy/1/' }),
    ]);
    expect(opened).not.toHaveBeenCalled();
  });

  it('links drawn by screens to other sites open through Telegram, links of this site stay', async () => {
    host = simulateTelegramHost();
    platform = await createTelegramPlatform({ storageTimeoutMs: 1000 });
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    document.body.innerHTML = `
      <a id="user" href="https://t.me/anna_student" target="_blank" rel="noopener"><span>@anna_student</span></a>
      <a id="site" href="https://delta.example.ru/" target="_blank" rel="noopener">delta.example.ru</a>
      <a id="own" href="/vacancies/">Вакансии</a>`;
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      const target = document.getElementById(id)?.firstChild ?? document.getElementById(id);
      target?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('user')).toBe(true);
    expect(click('site')).toBe(true);
    expect(click('own')).toBe(false);
    expect(host.posted('web_app_open_tg_link')).toEqual([
      expect.objectContaining({ path_full: '/anna_student' }),
    ]);
    expect(host.posted('web_app_open_link')).toEqual([
      expect.objectContaining({ url: 'https://delta.example.ru/' }),
    ]);
    expect(opened).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });
});
