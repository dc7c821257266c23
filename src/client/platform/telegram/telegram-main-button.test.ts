/**
 * The MainButton, the closing confirmation and the theme of the Telegram platform, against the
 * simulated host: what the Mini App posts is what a Telegram client would act on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MainButtonState, Platform } from '../platform';
import { endTelegramHostSimulation, type SimulatedHost, simulateTelegramHost } from './simulated-host';
import { MAIN_BUTTON_TEXT_MAX } from './telegram-main-button';
import { createTelegramPlatform } from './telegram-platform';

const { showToast } = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('../toast', () => ({ showToast }));

/** Lets the simulated host's asynchronous answers arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

type ButtonParams = { text: string; is_visible: boolean; is_active: boolean; is_progress_visible: boolean };

describe('the Telegram MainButton, closing confirmation and theme', () => {
  let host: SimulatedHost;
  let platform: Platform | undefined;

  async function start(options: Parameters<typeof simulateTelegramHost>[0] = {}): Promise<Platform> {
    host = simulateTelegramHost(options);
    platform = await createTelegramPlatform({ storageTimeoutMs: 1000 });
    return platform;
  }

  /** The MainButton as the client last drew it. */
  function lastButton(): ButtonParams {
    return host.posted('web_app_setup_main_button').at(-1) as ButtonParams;
  }

  const save = (onClick: () => void, extra: Partial<MainButtonState> = {}): MainButtonState => ({
    text: 'Сохранить',
    onClick,
    ...extra,
  });

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  afterEach(async () => {
    await settle();
    platform?.dispose();
    platform = undefined;
    endTelegramHostSimulation();
    showToast.mockReset();
    vi.restoreAllMocks();
  });

  it('shows the button, its loader and disabled state, and hides it', async () => {
    const tg = await start();
    expect(tg.mainButton.available).toBe(true);
    const handle = tg.mainButton.show(save(() => {}));
    expect(lastButton()).toMatchObject({
      text: 'Сохранить',
      is_visible: true,
      is_active: true,
      is_progress_visible: false,
    });

    handle.update(save(() => {}, { loading: true }));
    // Inactive while loading, as Telegram's own showProgress() leaves it.
    expect(lastButton()).toMatchObject({ is_visible: true, is_active: false, is_progress_visible: true });

    handle.update(save(() => {}, { disabled: true }));
    expect(lastButton()).toMatchObject({ is_visible: true, is_active: false, is_progress_visible: false });

    handle.hide();
    expect(lastButton()).toMatchObject({ is_visible: false, is_progress_visible: false });
  });

  it('calls the current holder on main_button_pressed, never a disabled, loading or former one', async () => {
    const tg = await start();
    const first = vi.fn();
    const second = vi.fn();
    const firstHandle = tg.mainButton.show(save(first));
    host.emit('main_button_pressed');
    await settle();
    expect(first).toHaveBeenCalledTimes(1);

    // The next screen took the button over; the first one's late hide changes nothing.
    const secondHandle = tg.mainButton.show({ text: 'Опубликовать', onClick: second });
    firstHandle.hide();
    expect(lastButton()).toMatchObject({ text: 'Опубликовать', is_visible: true });
    host.emit('main_button_pressed');
    await settle();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);

    secondHandle.update({ text: 'Опубликовать', onClick: second, loading: true });
    host.emit('main_button_pressed');
    secondHandle.update({ text: 'Опубликовать', onClick: second, disabled: true });
    host.emit('main_button_pressed');
    await settle();
    expect(second).toHaveBeenCalledTimes(1);

    secondHandle.hide();
    host.emit('main_button_pressed');
    await settle();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps the text within the Bot API limit', async () => {
    const tg = await start();
    tg.mainButton.show(save(() => {}, { text: 'Д'.repeat(100) }));
    expect(lastButton().text).toHaveLength(MAIN_BUTTON_TEXT_MAX);
  });

  it('hides the button and stops listening on dispose', async () => {
    const tg = await start();
    const onClick = vi.fn();
    tg.mainButton.show(save(onClick));
    tg.dispose();
    platform = undefined;
    expect(lastButton()).toMatchObject({ is_visible: false });
    host.emit('main_button_pressed');
    await settle();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('turns the closing confirmation on and off', async () => {
    const tg = await start();
    tg.setClosingConfirmation(true);
    tg.setClosingConfirmation(false);
    expect(host.posted('web_app_setup_closing_behavior')).toEqual([
      { need_confirmation: true },
      { need_confirmation: false },
    ]);
  });

  it('asks before the BackButton leaves unsaved changes', async () => {
    const tg = await start();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    tg.navigation.navigate('/board/vacancies/');
    tg.navigation.navigate('/board/vacancy/edit/');
    tg.setClosingConfirmation(true);

    host.popupAnswer = 'cancel';
    host.emit('back_button_pressed');
    await settle();
    await settle();
    expect(host.posted('web_app_open_popup')).toHaveLength(1);
    expect(back).not.toHaveBeenCalled();

    host.popupAnswer = 'ok';
    host.emit('back_button_pressed');
    await vi.waitFor(() => expect(back).toHaveBeenCalledTimes(1));

    // Saved: the BackButton goes back at once again.
    tg.setClosingConfirmation(false);
    host.emit('back_button_pressed');
    await vi.waitFor(() => expect(back).toHaveBeenCalledTimes(2));
    expect(host.posted('web_app_open_popup')).toHaveLength(2);
  });

  it('marks the page as Telegram, follows the theme live and paints the chrome from it', async () => {
    await start();
    const root = document.documentElement;
    expect(root.getAttribute('data-platform')).toBe('telegram');
    expect(root.getAttribute('data-color-scheme')).toBe('light');
    expect(root.style.colorScheme).toBe('light');
    // The header continues our page header (bg_color); the page colour is given as a key, so
    // the client keeps it in step with the theme.
    expect(host.posted('web_app_set_header_color')).toContainEqual({ color_key: 'bg_color' });
    expect(host.posted('web_app_set_bottom_bar_color')).toContainEqual({ color: '#ffffff' });

    host.emit('theme_changed', {
      theme_params: {
        bg_color: '#17212b',
        secondary_bg_color: '#0e1621',
        text_color: '#f5f5f5',
        button_color: '#5288c1',
      },
    });
    await settle();
    expect(root.style.getPropertyValue('--tg-theme-bg-color')).toBe('#17212b');
    expect(root.style.getPropertyValue('--tg-theme-secondary-bg-color')).toBe('#0e1621');
    expect(root.getAttribute('data-color-scheme')).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('keeps vertical swipes off and says ready during boot (docs/telegram-pitfalls.md, pitfalls 7 and 8)', async () => {
    await start();
    const names = host.events.map((event) => event.name);
    expect(host.posted('web_app_setup_swipe_behavior')).toEqual([{ allow_vertical_swipe: false }]);
    // Ready before any screen could draw, and nothing turns swipes back on.
    expect(names).toContain('web_app_ready');
    platform?.mainButton.show(save(() => {}));
    platform?.setClosingConfirmation(true);
    expect(host.posted('web_app_setup_swipe_behavior')).toHaveLength(1);
  });

  it('undoes the page marks on dispose', async () => {
    const tg = await start();
    tg.dispose();
    platform = undefined;
    const root = document.documentElement;
    expect(root.hasAttribute('data-platform')).toBe(false);
    expect(root.hasAttribute('data-color-scheme')).toBe(false);
    expect(root.style.colorScheme).toBe('');
  });
});
