import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { JSX } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { StudentProfile } from '../../../shared/contract/student.contract';
import type { TelegramLinkStatus } from '../../../shared/contract/telegram.contract';
import { dictionaryItem, page } from '../../app/testing/board-api-fixtures';
import { createFakeFetch, type Stub, stub } from '../../app/testing/fake-fetch';
import { createFakePlatform } from '../../app/testing/fake-platform';
import { renderApp } from '../../app/testing/render-app';
import { createHttpClient } from '../../lib/http';
import { ServicesProvider } from '../../lib/services';
import { createStore, Provider } from '../../lib/store';
import { TELEGRAM_WIDGET_SRC } from '../../ui/telegram-login-widget';
import { TELEGRAM_CONFIRM_TEXT } from './telegram-link-confirm';
import { TELEGRAM_SECTION_TEXT, TelegramLinkSection } from './telegram-link-section';

const PROFILE: StudentProfile = {
  id: 5,
  email: 'ivan@uni.ru',
  firstName: 'Иван',
  lastName: 'Студентов',
  phone: '+79123456789',
  university: 'МГУ',
  faculty: '',
  course: 2,
  graduationYear: null,
  about: '',
  status: 'approved',
  statusReason: null,
  photoFileId: null,
  photoUrl: null,
  resumeFileId: null,
  resume: null,
  skills: [],
};

const status = (
  linked: boolean,
  extra: { username?: string | null; botBlocked?: boolean } = {},
): { data: TelegramLinkStatus } => ({
  data: {
    linked,
    username: extra.username ?? null,
    botBlocked: extra.botBlocked ?? false,
    allowsWriteToPm: null,
  },
});
const WIDGET_USER = {
  id: 5,
  first_name: 'Иван',
  username: 'ivan',
  auth_date: 1_700_000_000,
  hash: 'a'.repeat(64),
};

beforeEach(() => {
  Reflect.set(window, '__APP_CONFIG__', { mapTileUrl: 'x', botUsername: 'career_bot' });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, '__APP_CONFIG__');
});

function mount(routes: readonly Stub[], kind: 'web' | 'telegram' = 'web') {
  const platform = createFakePlatform({ kind });
  const fake = createFakeFetch(routes);
  const http = createHttpClient({ fetch: fake.fetch });
  function Wrapper(): JSX.Element {
    return (
      <Provider store={createStore()}>
        <ServicesProvider services={{ platform, http }}>
          <TelegramLinkSection />
        </ServicesProvider>
      </Provider>
    );
  }
  const view = render(<Wrapper />);
  const calls = (route: string) => fake.requests.filter((r) => `${r.method} ${r.url.pathname}` === route);
  return { platform, fake, view, calls };
}

function typePassword(value: string): void {
  fireEvent.change(screen.getByLabelText(TELEGRAM_CONFIRM_TEXT.label), { target: { value } });
}

function widgetScript(): HTMLScriptElement {
  const script = document.querySelector<HTMLScriptElement>('.telegram-login-widget script');
  if (script === null) throw new Error('no widget script');
  return script;
}

describe('the «Telegram» section of the student profile (website)', () => {
  it('linked: shows the username and unlinks after a confirmation', async () => {
    const { platform, calls, fake } = mount([
      stub(endpoints.telegram.telegramLinkStatus, status(true, { username: 'ivan' })),
      // The server answers the new state, as it does (routes/telegram.ts).
      stub(endpoints.telegram.telegramUnlink, status(false)),
    ]);
    expect(await screen.findByText(`${TELEGRAM_SECTION_TEXT.linked}: @ivan`)).toBeTruthy();
    expect(screen.getByText(TELEGRAM_SECTION_TEXT.why)).toBeTruthy();
    const asked: string[] = [];
    let answer = false;
    platform.confirm = async (options) => {
      asked.push(options.message);
      return answer;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Отвязать' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(calls('POST /api/telegram/unlink/')).toHaveLength(0);
    answer = true;
    fake.on(endpoints.telegram.telegramLinkStatus, status(false));
    fireEvent.click(screen.getByRole('button', { name: 'Отвязать' }));
    expect(await screen.findByText(TELEGRAM_SECTION_TEXT.unlinked)).toBeTruthy();
    // The declaration has no body (src/shared/contract/endpoints/telegram.ts): nothing is sent.
    expect(calls('POST /api/telegram/unlink/')[0]?.body).toBe('');
    expect(platform.toasts).toEqual([{ kind: 'success', message: TELEGRAM_SECTION_TEXT.unlinkedToast }]);
  });

  it('linked but the bot is blocked: says notifications do not arrive', async () => {
    mount([stub(endpoints.telegram.telegramLinkStatus, status(true, { botBlocked: true }))]);
    expect(await screen.findByText(TELEGRAM_SECTION_TEXT.botBlocked)).toBeTruthy();
  });

  it('unlinked: injects the Login Widget and links with its answer', async () => {
    const { view, calls, fake, platform } = mount([
      stub(endpoints.telegram.telegramLinkStatus, status(false)),
      stub(endpoints.telegram.telegramLink, status(true, { username: 'ivan' })),
    ]);
    expect(await screen.findByText(TELEGRAM_SECTION_TEXT.unlinked)).toBeTruthy();
    const script = widgetScript();
    expect(script.getAttribute('src')).toBe(TELEGRAM_WIDGET_SRC);
    expect(script.async).toBe(true);
    expect(script.dataset.telegramLogin).toBe('career_bot');
    expect(script.dataset.size).toBe('medium');
    expect(script.dataset.requestAccess).toBe('write');
    const callback = (script.dataset.onauth ?? '').replace(/\(user\)$/, '');
    expect(callback).toMatch(/^onTelegramAuth_\w+$/);
    const onAuth: unknown = Reflect.get(window, callback);
    if (typeof onAuth !== 'function') throw new Error('no global callback');
    fake.on(endpoints.telegram.telegramLinkStatus, status(true, { username: 'ivan' }));
    act(() => onAuth(WIDGET_USER));
    // Nothing is sent until the account's password is given (docs/decisions/013).
    expect(await screen.findByText(TELEGRAM_CONFIRM_TEXT.title)).toBeTruthy();
    expect(calls('POST /api/telegram/link/')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: TELEGRAM_CONFIRM_TEXT.submit }));
    expect(await screen.findByText(TELEGRAM_CONFIRM_TEXT.empty)).toBeTruthy();
    expect(calls('POST /api/telegram/link/')).toHaveLength(0);
    typePassword('мой пароль');
    fireEvent.click(screen.getByRole('button', { name: TELEGRAM_CONFIRM_TEXT.submit }));
    expect(await screen.findByText(`${TELEGRAM_SECTION_TEXT.linked}: @ivan`)).toBeTruthy();
    expect(JSON.parse(calls('POST /api/telegram/link/')[0]?.body ?? '{}')).toEqual({
      ...WIDGET_USER,
      password: 'мой пароль',
    });
    expect(platform.toasts).toEqual([{ kind: 'success', message: TELEGRAM_SECTION_TEXT.linkedToast }]);
    view.unmount();
    expect(Reflect.has(window, callback)).toBe(false);
  });

  it('shows the server’s reason when linking is refused', async () => {
    mount([
      stub(endpoints.telegram.telegramLinkStatus, status(false)),
      stub(endpoints.telegram.telegramLink, {
        status: 403,
        message: 'Данные Telegram устарели. Попробуйте ещё раз.',
      }),
    ]);
    await screen.findByText(TELEGRAM_SECTION_TEXT.unlinked);
    const callback = (widgetScript().dataset.onauth ?? '').replace(/\(user\)$/, '');
    const onAuth: unknown = Reflect.get(window, callback);
    if (typeof onAuth !== 'function') throw new Error('no global callback');
    act(() => onAuth(WIDGET_USER));
    typePassword('мой пароль');
    fireEvent.click(screen.getByRole('button', { name: TELEGRAM_CONFIRM_TEXT.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Данные Telegram устарели. Попробуйте ещё раз.',
    );
  });

  it('a wrong password is shown at the field, and nothing is linked', async () => {
    const { calls } = mount([
      stub(endpoints.telegram.telegramLinkStatus, status(false)),
      stub(endpoints.telegram.telegramLink, {
        status: 400,
        message: 'Неверный пароль.',
        errors: { password: 'Неверный пароль.' },
      }),
    ]);
    await screen.findByText(TELEGRAM_SECTION_TEXT.unlinked);
    const callback = (widgetScript().dataset.onauth ?? '').replace(/\(user\)$/, '');
    const onAuth: unknown = Reflect.get(window, callback);
    if (typeof onAuth !== 'function') throw new Error('no global callback');
    act(() => onAuth(WIDGET_USER));
    typePassword('не тот');
    fireEvent.click(screen.getByRole('button', { name: TELEGRAM_CONFIRM_TEXT.submit }));
    expect(await screen.findByText('Неверный пароль.')).toBeTruthy();
    expect(calls('POST /api/telegram/link/')).toHaveLength(1);
    expect(screen.getByText(TELEGRAM_SECTION_TEXT.unlinked)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TELEGRAM_CONFIRM_TEXT.cancel }));
    expect(screen.queryByText(TELEGRAM_CONFIRM_TEXT.title)).toBeNull();
  });

  it('unlinked without a configured bot: no widget, a quiet note', async () => {
    Reflect.set(window, '__APP_CONFIG__', { mapTileUrl: 'x' });
    mount([stub(endpoints.telegram.telegramLinkStatus, status(false))]);
    expect(await screen.findByText(TELEGRAM_SECTION_TEXT.notConfigured)).toBeTruthy();
    expect(document.querySelector('.telegram-login-widget')).toBeNull();
  });

  it('a failed status load offers a retry', async () => {
    const { fake } = mount([stub(endpoints.telegram.telegramLinkStatus, { networkError: true })]);
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    // The server answers again before the retry asks: the click sends its request at once.
    fake.on(endpoints.telegram.telegramLinkStatus, status(false));
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByText(TELEGRAM_SECTION_TEXT.unlinked)).toBeTruthy());
  });

  it('is not shown inside the Mini App', async () => {
    const { fake } = mount([stub(endpoints.telegram.telegramLinkStatus, status(false))], 'telegram');
    expect(screen.queryByRole('heading', { name: 'Telegram' })).toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it('sits on the student profile screen', async () => {
    renderApp({
      path: '/board/student/edit/',
      auth: { token: 's1', kind: 'student' },
      routes: [
        stub(endpoints.profile.studentProfile, { data: PROFILE }),
        stub(endpoints.dictionary.tagEndpoints.list, {
          data: page([dictionaryItem({ id: 1, name: 'Python' })]),
        }),
        stub(endpoints.telegram.telegramLinkStatus, status(true, { username: 'ivan' })),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Telegram' })).toBeTruthy();
    expect(await screen.findByText(`${TELEGRAM_SECTION_TEXT.linked}: @ivan`)).toBeTruthy();
  });
});
