import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushOverlay } from '../overlay-stack';
import type { Platform } from '../platform';
import { rawInitData } from '../test-fixtures';
import { endTelegramHostSimulation, type SimulatedHost, simulateTelegramHost } from './simulated-host';
import { createTelegramPlatform } from './telegram-platform';

const { showToast } = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../toast', () => ({ showToast }));

/** Lets the simulated host's asynchronous answers arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createTelegramPlatform', () => {
  let host: SimulatedHost;
  let platform: Platform | undefined;

  async function start(options: Parameters<typeof simulateTelegramHost>[0] = {}): Promise<Platform> {
    host = simulateTelegramHost(options);
    platform = await createTelegramPlatform({ storageTimeoutMs: 1000 });
    return platform;
  }

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  afterEach(async () => {
    // Let the host answer viewport.mount's requests before the simulation ends.
    await settle();
    platform?.dispose();
    platform = undefined;
    endTelegramHostSimulation();
    window.localStorage.clear();
    showToast.mockReset();
    vi.restoreAllMocks();
  });

  it('boots in the reactjs-template order and tells Telegram it is ready', async () => {
    const tg = await start();
    expect(tg.kind).toBe('telegram');
    const names = host.events.map((event) => event.name);
    expect(names[0]).toBe('iframe_ready');
    expect(names).toContain('web_app_ready');
    // Opened at half height from a button, the app asks for the whole screen.
    expect(names).toContain('web_app_expand');
    // Pitfall #7: vertical swipes must not close the app while a list scrolls.
    expect(host.posted('web_app_setup_swipe_behavior')).toContainEqual({ allow_vertical_swipe: false });
    await settle();
    expect(document.documentElement.style.getPropertyValue('--tg-theme-bg-color')).toBe('#ffffff');
  });

  it('shows the BackButton off the root and hides it at the root', async () => {
    const tg = await start();
    tg.navigation.onLocationChange('/vacancies/');
    tg.navigation.onLocationChange('/vacancy/42/?from=list');
    tg.navigation.onLocationChange('/');
    tg.navigation.onLocationChange('/favourites/');
    expect(host.backButtonStates()).toEqual([true, false, true]);
  });

  it('goes back in history on a BackButton click, and to the root when there is no history', async () => {
    const tg = await start();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    tg.navigation.navigate('/vacancies/');
    tg.navigation.navigate('/vacancy/42/');
    host.emit('back_button_pressed');
    await settle();
    expect(back).toHaveBeenCalledTimes(1);

    // A deep link: the app opened on an inner screen, nothing to go back to.
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    host.emit('back_button_pressed');
    await settle();
    expect(back).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/');
  });

  it('a BackButton click closes the top sheet or dialog first, and navigates only with none open', async () => {
    const tg = await start();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    tg.navigation.navigate('/vacancies/');
    tg.navigation.onLocationChange('/vacancies/');
    const closed: string[] = [];
    const removeSheet = pushOverlay(() => {
      closed.push('sheet');
      removeSheet();
    });
    const removeDialog = pushOverlay(() => {
      closed.push('dialog');
      removeDialog();
    });
    host.emit('back_button_pressed');
    await settle();
    expect(closed).toEqual(['dialog']);
    host.emit('back_button_pressed');
    await settle();
    expect(closed).toEqual(['dialog', 'sheet']);
    expect(back).not.toHaveBeenCalled();
    host.emit('back_button_pressed');
    await settle();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('shows the BackButton at the root while an overlay is open, so it can close it', async () => {
    const tg = await start();
    tg.navigation.onLocationChange('/');
    const remove = pushOverlay(() => remove());
    expect(host.backButtonStates().at(-1)).toBe(true);
    host.emit('back_button_pressed');
    await settle();
    expect(host.backButtonStates().at(-1)).toBe(false);
    expect(window.location.pathname).toBe('/');
  });

  it('falls back to the root when history.back() goes nowhere (docs/telegram-pitfalls.md, pitfall 11)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const tg = await start();
      vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
      tg.navigation.navigate('/vacancies/');
      tg.navigation.navigate('/vacancy/42/');
      host.emit('back_button_pressed');
      await vi.advanceTimersByTimeAsync(1000);
      expect(window.location.pathname).toBe('/');
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops listening to the BackButton after dispose', async () => {
    const tg = await start();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    tg.navigation.navigate('/vacancies/');
    tg.dispose();
    host.emit('back_button_pressed');
    await settle();
    expect(back).not.toHaveBeenCalled();
  });

  it('adds a notification haptic to success, error and warning toasts, none to info', async () => {
    const tg = await start();
    tg.toast('success', 'Сохранено');
    tg.toast('error', 'Пожалуйста, авторизуйтесь снова!');
    tg.toast('warning', 'Осторожно');
    tg.toast('info', 'Просто сообщение');
    expect(host.posted('web_app_trigger_haptic_feedback')).toEqual([
      { type: 'notification', notification_type: 'success' },
      { type: 'notification', notification_type: 'error' },
      { type: 'notification', notification_type: 'warning' },
    ]);
    expect(showToast.mock.calls).toEqual([
      ['success', 'Сохранено'],
      ['error', 'Пожалуйста, авторизуйтесь снова!'],
      ['warning', 'Осторожно'],
      ['info', 'Просто сообщение'],
    ]);
  });

  it('maps haptic kinds to selectionChanged and a light impact', async () => {
    const tg = await start();
    tg.haptic('selection');
    tg.haptic('impact');
    expect(host.posted('web_app_trigger_haptic_feedback')).toEqual([
      { type: 'selection_change' },
      { type: 'impact', impact_style: 'light' },
    ]);
  });

  it('returns the raw initData from the launch params, unmodified', async () => {
    const initData = rawInitData(1_767_300_000);
    const tg = await start({ initData });
    expect(tg.initData()).toBe(initData);
  });

  it('uses DeviceStorage on Mini Apps 9.0', async () => {
    const tg = await start({ version: '9.0' });
    await tg.storage.setItem('auth', '{"token":"t","kind":"student"}');
    expect(host.deviceStorage.get('auth')).toBe('{"token":"t","kind":"student"}');
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(await tg.storage.getItem('auth')).toBe('{"token":"t","kind":"student"}');
    await tg.storage.removeItem('auth');
    expect(host.deviceStorage.has('auth')).toBe(false);
  });

  it('keeps the session on the device from 9.0, and removes a copy an older client left in CloudStorage', async () => {
    const tg = await start({
      version: '9.0',
      cloudStorage: { telegram_session: '"old-bearer"', favourites: '{}' },
    });
    await tg.storage.setItem('telegram_session', '"b-9"');
    expect(host.deviceStorage.get('telegram_session')).toBe('"b-9"');
    await vi.waitFor(() => expect(host.cloudStorage.has('telegram_session')).toBe(false));
    // Only the session: nothing else of the user's is touched.
    expect(host.cloudStorage.get('favourites')).toBe('{}');
  });

  it('uses CloudStorage before 9.0, keeping over-limit values in localStorage (docs/telegram-pitfalls.md, pitfall 9)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tg = await start({ version: '8.0' });
    await tg.storage.setItem('favourites', '{"7":true}');
    expect(host.cloudStorage.get('favourites')).toBe('{"7":true}');
    expect(await tg.storage.getItem('favourites')).toBe('{"7":true}');

    const big = JSON.stringify({ items: 'x'.repeat(5000) });
    await tg.storage.setItem('recent_vacancies', big);
    expect(host.cloudStorage.has('recent_vacancies')).toBe(false);
    expect(window.localStorage.getItem('recent_vacancies')).toBe(big);
    expect(await tg.storage.getItem('recent_vacancies')).toBe(big);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('4096'));
  });

  it('falls back to localStorage when device and cloud storage are unsupported', async () => {
    const tg = await start({ version: '6.1' });
    await tg.storage.setItem('auth', 'value');
    expect(window.localStorage.getItem('auth')).toBe('value');
    expect(await tg.storage.getItem('auth')).toBe('value');
    expect(host.posted('web_app_device_storage_save_key')).toEqual([]);
    expect(host.posted('web_app_invoke_custom_method')).toEqual([]);
  });

  it('confirms with a native popup, within its limits', async () => {
    const tg = await start();
    host.popupAnswer = 'ok';
    const confirmed = await tg.confirm({
      title: 'Т'.repeat(100),
      message: 'С'.repeat(300),
      destructive: true,
    });
    expect(confirmed).toBe(true);
    const [params] = host.posted('web_app_open_popup');
    expect(params).toEqual({
      title: `${'Т'.repeat(63)}…`,
      message: `${'С'.repeat(255)}…`,
      buttons: [
        { id: 'ok', type: 'destructive', text: 'Подтвердить' },
        { id: 'cancel', type: 'cancel' },
      ],
    });

    host.popupAnswer = 'cancel';
    await expect(tg.confirm({ message: 'Удалить?', confirmText: 'Удалить' })).resolves.toBe(false);
    host.popupAnswer = undefined;
    await expect(tg.confirm({ message: 'Удалить?' })).resolves.toBe(false);
  });

  it("downloads a file through Telegram's own prompt (Bot API 8.0), false when declined", async () => {
    const tg = await start();
    const url = 'https://career.example.ru/export/students.csv?s=a&e=1&sig=b';
    expect(await tg.downloadFile(url, 'students.csv')).toBe(true);
    expect(host.posted('web_app_request_file_download')).toEqual([{ url, file_name: 'students.csv' }]);
    host.acceptDownloads = false;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await tg.downloadFile(url, 'students.csv')).toBe(false);
  });

  it('opens the file in the browser on clients older than 8.0', async () => {
    const tg = await start({ version: '7.10' });
    const url = 'https://career.example.ru/export/students.csv?s=a&e=1&sig=b';
    expect(await tg.downloadFile(url, 'students.csv')).toBe(true);
    expect(host.posted('web_app_request_file_download')).toEqual([]);
    expect(host.posted('web_app_open_link')).toEqual([expect.objectContaining({ url })]);
  });

  it('falls back to window.confirm where popups are unsupported', async () => {
    const tg = await start({ version: '6.1' });
    const confirm = vi.fn<(text?: string) => boolean>().mockReturnValue(true);
    Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
    try {
      await expect(tg.confirm({ title: 'Выход', message: 'Выйти из аккаунта?' })).resolves.toBe(true);
      expect(confirm).toHaveBeenCalledWith('Выход\n\nВыйти из аккаунта?');
      expect(host.posted('web_app_open_popup')).toEqual([]);
    } finally {
      Reflect.deleteProperty(window, 'confirm');
    }
  });

  it('hides the BackButton, unbinds and unmounts on dispose', async () => {
    const tg = await start();
    tg.navigation.onLocationChange('/vacancies/');
    tg.dispose();
    expect(host.backButtonStates().at(-1)).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--tg-theme-bg-color')).toBe('');
    expect(() => tg.dispose()).not.toThrow();

    // Everything was undone: a second boot binds and mounts again without complaint.
    const warn = vi.spyOn(console, 'warn');
    platform = await createTelegramPlatform();
    await settle();
    expect(warn).not.toHaveBeenCalled();
    expect(document.documentElement.style.getPropertyValue('--tg-theme-bg-color')).toBe('#ffffff');
  });

  it('rejects when the SDK cannot start, so the loader can fall back', async () => {
    await expect(createTelegramPlatform()).rejects.toThrow();
  });
});
