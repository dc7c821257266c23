import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfirmPresenter } from '../confirm-presenter';
import { createWebPlatform } from './web-platform';

const { showToast } = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../toast', () => ({ showToast }));

describe('createWebPlatform', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
    showToast.mockReset();
  });

  it('is the web kind and has no initData', () => {
    const platform = createWebPlatform();
    expect(platform.kind).toBe('web');
    expect(platform.initData()).toBeNull();
    expect(() => platform.dispose()).not.toThrow();
  });

  it('stores in localStorage', async () => {
    const platform = createWebPlatform();
    await platform.storage.setItem('recent_vacancies', '{"timestamp":1}');
    expect(window.localStorage.getItem('recent_vacancies')).toBe('{"timestamp":1}');
    expect(await platform.storage.getItem('recent_vacancies')).toBe('{"timestamp":1}');
  });

  it('navigates with pushState, or replaceState on request', () => {
    const platform = createWebPlatform();
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    platform.navigation.navigate('/vacancies/');
    expect(window.location.pathname).toBe('/vacancies/');
    expect(push).toHaveBeenCalledTimes(1);
    platform.navigation.navigate('/login/', { replace: true });
    expect(window.location.pathname).toBe('/login/');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(() => platform.navigation.onLocationChange('/login/')).not.toThrow();
  });

  it('routes toasts to platform/toast.ts and ignores haptics', () => {
    const platform = createWebPlatform();
    platform.toast('error', 'Произошла ошибка при выходе из аккаунта!');
    expect(showToast).toHaveBeenCalledWith('error', 'Произошла ошибка при выходе из аккаунта!');
    expect(() => platform.haptic('success')).not.toThrow();
  });

  it("confirms through the app's dialog once it is mounted, never window.confirm", async () => {
    const platform = createWebPlatform();
    const confirm = vi.fn<(text?: string) => boolean>().mockReturnValue(true);
    Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
    const asked: string[] = [];
    const remove = setConfirmPresenter(async (options) => {
      asked.push(options.title ?? '');
      return false;
    });
    try {
      await expect(platform.confirm({ title: 'Архивировать?', message: 'Вакансия исчезнет.' })).resolves.toBe(
        false,
      );
      expect(asked).toEqual(['Архивировать?']);
      expect(confirm).not.toHaveBeenCalled();
    } finally {
      remove();
      Reflect.deleteProperty(window, 'confirm');
    }
  });

  it('confirms with window.confirm, and treats a throwing confirm as "no"', async () => {
    const platform = createWebPlatform();
    // happy-dom has no window.confirm: install one for the test.
    const confirm = vi.fn<(text?: string) => boolean>().mockReturnValue(true);
    Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
    await expect(
      platform.confirm({ title: 'Архивировать?', message: 'Вакансия исчезнет из поиска.' }),
    ).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith('Архивировать?\n\nВакансия исчезнет из поиска.');
    confirm.mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(platform.confirm({ message: 'Удалить?' })).resolves.toBe(false);
    Reflect.deleteProperty(window, 'confirm');
    await expect(platform.confirm({ message: 'Удалить?' })).resolves.toBe(false);
  });

  it('has no native primary button: showing one is harmless and changes nothing', () => {
    const platform = createWebPlatform();
    expect(platform.mainButton.available).toBe(false);
    const onClick = vi.fn();
    const handle = platform.mainButton.show({ text: 'Сохранить', onClick });
    expect(() => {
      handle.update({ text: 'Сохранить', onClick, loading: true });
      handle.hide();
    }).not.toThrow();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('asks before the tab closes only while the closing confirmation is on', () => {
    const platform = createWebPlatform();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    platform.setClosingConfirmation(true);
    platform.setClosingConfirmation(true);
    expect(unload()).toBe(true);
    platform.setClosingConfirmation(false);
    expect(unload()).toBe(false);
    platform.setClosingConfirmation(true);
    platform.dispose();
    expect(unload()).toBe(false);
  });
});
