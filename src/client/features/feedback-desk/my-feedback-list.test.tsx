import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_COMPANY, page } from '../../app/testing/board-api-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { AS_STUDENT, feedbackItem, listCalls } from '../../app/testing/feedback-fixtures';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

/** The screen's lazy chunk compiles on first use: allow more than a second. */
const LAZY = { timeout: 5000 };

describe('/board/feedbacks/ for authors and guests', () => {
  it('shows a student the list the server returns, with the career centre’s reply, read-only', async () => {
    const answered = feedbackItem({
      id: 8,
      status: 'answered',
      author: { kind: 'student', id: 3, name: 'Павел Петров', email: null },
      reply: 'Загрузите PDF до 10 МБ.',
      repliedAt: '2026-11-21T10:00:00.000Z',
      replyChannel: 'telegram',
    });
    const { fake } = renderApp({
      path: '/board/feedbacks/',
      ...AS_STUDENT,
      routes: [stub(endpoints.feedback.feedbackItems, { data: page([answered]) })],
    });
    expect(await screen.findByRole('heading', { name: 'Мои обращения', level: 1 }, LAZY)).toBeTruthy();
    const item = await screen.findByRole('listitem', { name: 'Обращение №8' });
    expect(within(item).getByText('Отвечено', { selector: '.status-badge' })).toBeTruthy();
    expect(within(item).getByText('Загрузите PDF до 10 МБ.')).toBeTruthy();
    expect(within(item).queryByRole('button')).toBeNull();
    expect(within(item).queryByText(/отправлен в Telegram/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(listCalls(fake.requests).at(-1)?.url.searchParams.has('status')).toBe(false);
  });

  it('offers a company with no feedback yet to write', async () => {
    renderApp({
      path: '/board/feedbacks/',
      ...AS_COMPANY,
      routes: [stub(endpoints.feedback.feedbackItems, { data: page([]) })],
    });
    expect(await screen.findByText('Вы ещё не писали в карьерный центр.', {}, LAZY)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Написать' }));
    // The dialog is its own chunk, loaded on the first open.
    expect(await screen.findByRole('dialog', { name: 'Написать в карьерный центр' })).toBeTruthy();
  });

  it('tells a guest to sign in and still lets them write', async () => {
    const { fake } = renderApp({ path: '/board/feedbacks/' });
    expect(await screen.findByText(/Войдите, чтобы видеть свои обращения/, {}, LAZY)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      `/login/?next=${encodeURIComponent('/board/feedbacks/')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Написать без входа' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Email для ответа')).toBeTruthy();
    expect(listCalls(fake.requests)).toHaveLength(0);
  });
});
