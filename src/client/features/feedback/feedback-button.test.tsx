import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionAccount } from '../../../shared/contract/auth.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import type { FeedbackItem } from '../../../shared/contract/feedback.contract';
import { feedbackMessages } from '../../../shared/feedback-messages';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const STUDENT: SessionAccount = { id: 3, kind: 'student', email: 'pavel@uni.ru', name: 'Павел' };
const AS_STUDENT = { auth: { token: 's1', kind: 'student' }, account: STUDENT } as const;

const SENT: FeedbackItem = {
  id: 9,
  text: 'Не открывается карта',
  status: 'new',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  page: '/login/',
  author: { kind: 'guest', id: null, name: 'Гость', email: null },
  reply: null,
  repliedAt: null,
  replyChannel: null,
  history: [],
};

const created = { data: SENT };

/** The dialog is its own chunk, loaded on the first open. */
function openDialog(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Обратная связь' }));
  return screen.findByRole('dialog', { name: 'Написать в карьерный центр' });
}

function sendRequests(fake: ReturnType<typeof renderApp>['fake']) {
  return fake.requests.filter((request) => request.url.pathname === '/api/feedback/send');
}

describe('the feedback button', () => {
  it('is on every screen and opens a dialog that takes focus and gives it back on Escape', async () => {
    for (const path of ['/', '/login/', '/board/feedbacks/']) {
      renderApp({ path });
      const button = await screen.findByRole('button', { name: 'Обратная связь' });
      button.focus();
      const dialog = await openDialog();
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Сообщение'));
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
      cleanup();
    }
  });

  it('asks a guest for an email before sending anything', async () => {
    const { fake } = renderApp({ path: '/login/', routes: [stub(endpoints.feedback.feedbackSend, created)] });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Сообщение'), {
      target: { value: 'Не открывается карта' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    const email = within(dialog).getByLabelText('Email для ответа');
    expect(await within(dialog).findByText(feedbackMessages.emailRequired)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(sendRequests(fake)).toHaveLength(0);
  });

  it('sends a guest’s message with the page, thanks them, closes and clears the text', async () => {
    const { fake, platform } = renderApp({
      path: '/login/',
      routes: [stub(endpoints.feedback.feedbackSend, created)],
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Сообщение'), {
      target: { value: '  Не открывается карта  ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Email для ответа'), {
      target: { value: 'guest@mail.ru' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Как к вам обращаться/), { target: { value: 'Ольга' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(sendRequests(fake)[0]?.body ?? '{}')).toEqual({
      text: 'Не открывается карта',
      email: 'guest@mail.ru',
      name: 'Ольга',
      page: '/login/',
    });
    // A guest gave an email and has no Telegram link: the toast promises the email only.
    expect(platform.toasts.at(-1)).toEqual({ kind: 'success', message: feedbackMessages.sentGuest });
    expect(platform.toasts.at(-1)?.message).not.toContain('Telegram');
    const again = await openDialog();
    expect((within(again).getByLabelText('Сообщение') as HTMLTextAreaElement).value).toBe('');
  });

  it('lets a signed-in user write without an email and says where the answer goes', async () => {
    const { fake } = renderApp({
      path: '/board/feedbacks/',
      ...AS_STUDENT,
      routes: [stub(endpoints.feedback.feedbackSend, created)],
    });
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText('Email для ответа')).toBeNull();
    expect(within(dialog).getByText('Ответ придёт в Telegram или на почту pavel@uni.ru.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Сообщение'), { target: { value: 'Когда ярмарка?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(sendRequests(fake)).toHaveLength(1));
    expect(JSON.parse(sendRequests(fake)[0]?.body ?? '{}')).toEqual({
      text: 'Когда ярмарка?',
      page: '/board/feedbacks/',
    });
  });

  it('shows the server’s field errors under the fields and its 429 message', async () => {
    const { fake } = renderApp({
      path: '/',
      routes: [
        stub(endpoints.feedback.feedbackSend, {
          status: 400,
          message: 'Проверьте поля.',
          errors: { email: 'Неверный email.' },
        }),
      ],
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Сообщение'), {
      target: { value: 'Вопрос про практику' },
    });
    fireEvent.change(within(dialog).getByLabelText('Email для ответа'), { target: { value: 'a@b.ru' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Неверный email.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    const tooMany = 'Слишком много сообщений подряд. Попробуйте снова через 5 минут.';
    fake.on(endpoints.feedback.feedbackSend, { status: 429, message: tooMany });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(tooMany);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends with Telegram’s MainButton and asks before closing while text is typed', async () => {
    const { fake, platform } = renderApp({
      path: '/',
      ...AS_STUDENT,
      mainButton: true,
      routes: [stub(endpoints.feedback.feedbackSend, created)],
    });
    const dialog = await openDialog();
    await waitFor(() => expect(platform.mainButton.state?.text).toBe('Отправить'));
    expect(within(dialog).queryByRole('button', { name: 'Отправить' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Сообщение'), { target: { value: 'Спасибо за бота' } });
    await waitFor(() => expect(platform.closingConfirmation.at(-1)).toBe(true));
    platform.mainButton.press();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sendRequests(fake)).toHaveLength(1);
    expect(platform.closingConfirmation.at(-1)).toBe(false);
    expect(platform.mainButton.state).toBeNull();
  });
});
