import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { FeedbackItem } from '../../../shared/contract/feedback.contract';
import { AS_ADMIN, lastBody, page } from '../../app/testing/board-api-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { feedbackItem, listCalls } from '../../app/testing/feedback-fixtures';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const GET = endpoints.feedback.feedbackItems;
const CHANGE = endpoints.feedback.feedbackChangeStatus;
const changed = (items: FeedbackItem[], skipped: { id: number; reason: string }[] = []) => ({
  data: { items, skipped },
});
/** The first screen of a file waits for its lazy chunk to compile: allow more than a second. */
const row = (id: number) => screen.findByRole('listitem', { name: `Обращение №${id}` }, { timeout: 5000 });

describe('/board/feedbacks/ for admins', () => {
  it('lists new feedback with its author, page, reply channel and history, and filters by status', async () => {
    const answered = feedbackItem({
      id: 7,
      status: 'answered',
      reply: 'Попробуйте PDF до 10 МБ.',
      repliedAt: '2026-11-20T12:00:00.000Z',
      replyChannel: 'telegram',
      history: [{ from: 'new', to: 'answered', adminName: 'Мария', at: '2026-11-20T12:00:00.000Z' }],
    });
    const { fake } = renderApp({
      path: '/board/feedbacks/',
      ...AS_ADMIN,
      routes: [stub(GET, { data: page([feedbackItem(), answered], false, 2) })],
    });
    const first = await row(5);
    expect(within(first).getByText('Новое', { selector: '.status-badge' })).toBeTruthy();
    expect(within(first).getByText('pavel@uni.ru')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '/board/student/edit/' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Взять в работу: обращение №5' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Закрыть: обращение №5' })).toBeTruthy();
    const second = await row(7);
    expect(within(second).getByText('Попробуйте PDF до 10 МБ.')).toBeTruthy();
    expect(within(second).getByText('Ответ отправлен в Telegram')).toBeTruthy();
    expect(within(second).getByText('История (1)')).toBeTruthy();
    expect(within(second).queryByRole('button', { name: /^Ответить/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Новые (2)' })).toBeTruthy();
    expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('status')).toBe('new');
    expect(screen.getByRole('button', { name: 'Скачать CSV' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'В работе' }));
    await waitFor(() =>
      expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('status')).toBe('in_progress'),
    );
    fireEvent.change(screen.getByLabelText('Сортировка'), { target: { value: 'updated' } });
    await waitFor(() =>
      expect(listCalls(fake.requests).at(-1)?.url.searchParams.get('sort')).toBe('updated'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Все' }));
    await waitFor(() => expect(listCalls(fake.requests).at(-1)?.url.searchParams.has('status')).toBe(false));
  });

  it('opens the feedback of a notification link, expanded, with a way back to all', async () => {
    const long = `${'Очень длинное обращение. '.repeat(20)}Конец.`;
    const item = feedbackItem({
      id: 42,
      text: long,
      status: 'in_progress',
      history: [{ from: 'new', to: 'in_progress', adminName: 'Мария', at: '2026-11-20T10:00:00.000Z' }],
    });
    const { fake } = renderApp({
      path: '/board/feedbacks/?id=42',
      ...AS_ADMIN,
      routes: [stub(GET, { data: page([item]) })],
    });
    const found = await row(42);
    const call = listCalls(fake.requests).at(-1);
    expect(call?.url.searchParams.get('id')).toBe('42');
    expect(call?.url.searchParams.has('status')).toBe(false);
    expect(screen.getByRole('button', { name: 'Все' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(found).getByRole('button', { name: 'Свернуть' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(found.querySelector('details')?.open).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Показать все обращения' }));
    await waitFor(() => expect(listCalls(fake.requests).at(-1)?.url.searchParams.has('id')).toBe(false));
    expect(window.location.search).toBe('');
  });

  it('replies to one feedback and the row leaves «Новые»', async () => {
    const { fake, platform } = renderApp({
      path: '/board/feedbacks/',
      ...AS_ADMIN,
      routes: [
        stub(GET, { data: page([feedbackItem()]) }),
        stub(
          CHANGE,
          changed([
            feedbackItem({
              status: 'answered',
              reply: 'Готово',
              replyChannel: 'email',
              repliedAt: '2026-11-21T10:00:00.000Z',
            }),
          ]),
        ),
      ],
    });
    const found = await row(5);
    fireEvent.click(within(found).getByRole('button', { name: 'Ответить: обращение №5' }));
    const form = within(found).getByRole('form', { name: 'Ответ на обращение №5' });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить ответ' }));
    expect(await within(form).findByText('Напишите ответ.')).toBeTruthy();
    expect(platform.haptics).toEqual(['error']);
    fireEvent.change(within(form).getByLabelText(/^Ответ \(/), { target: { value: ' Готово ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить ответ' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Обращение №5' })).toBeNull());
    expect(lastBody(fake.requests, 'POST', '/api/feedback/changeStatus')).toEqual({
      ids: [5],
      status: 'answered',
      reply: 'Готово',
    });
    expect(platform.toasts.at(-1)).toEqual({ kind: 'success', message: 'Ответ отправлен автору на почту.' });
  });

  it('moves a status and, on «Все», updates the row in place', async () => {
    const { fake, platform } = renderApp({
      path: '/board/feedbacks/?id=5',
      ...AS_ADMIN,
      routes: [
        stub(GET, { data: page([feedbackItem({ status: 'closed' })]) }),
        stub(CHANGE, changed([feedbackItem({ status: 'in_progress' })])),
      ],
    });
    const found = await row(5);
    fireEvent.click(within(found).getByRole('button', { name: 'Открыть снова: обращение №5' }));
    expect(await within(found).findByText('В работе', { selector: '.status-badge' })).toBeTruthy();
    expect(lastBody(fake.requests, 'POST', '/api/feedback/changeStatus')).toEqual({
      ids: [5],
      status: 'in_progress',
    });
    expect(platform.toasts.at(-1)).toEqual({ kind: 'success', message: 'Обращение №5: «В работе».' });
    expect(within(found).getByRole('button', { name: 'Ответить: обращение №5' })).toBeTruthy();
  });

  it('closes in bulk after confirming, skipping rows that cannot be closed', async () => {
    const rows = [feedbackItem({ id: 5 }), feedbackItem({ id: 6, status: 'closed' })];
    const { fake, platform } = renderApp({
      path: '/board/feedbacks/',
      ...AS_ADMIN,
      routes: [
        stub(GET, { data: page(rows) }),
        stub(CHANGE, changed([feedbackItem({ id: 5, status: 'closed' })])),
      ],
    });
    await row(6);
    fireEvent.click(screen.getByLabelText('Выбрать все показанные'));
    const bar = screen.getByRole('toolbar');
    expect(within(bar).getByRole('button', { name: 'В работу' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Закрыть (1)' }));
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/feedback/changeStatus')).toEqual({
        ids: [5],
        status: 'closed',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Обращение №5' })).toBeNull());
    expect(platform.toasts.at(-1)?.kind).toBe('success');
  });

  it('sends the reply with Telegram’s MainButton', async () => {
    const { fake, platform } = renderApp({
      path: '/board/feedbacks/',
      ...AS_ADMIN,
      mainButton: true,
      routes: [
        stub(GET, { data: page([feedbackItem()]) }),
        stub(CHANGE, changed([feedbackItem({ status: 'answered', reply: 'Да', replyChannel: 'telegram' })])),
      ],
    });
    const found = await row(5);
    fireEvent.click(within(found).getByRole('button', { name: 'Ответить: обращение №5' }));
    await waitFor(() => expect(platform.mainButton.state?.text).toBe('Отправить ответ'));
    fireEvent.change(within(found).getByLabelText(/^Ответ \(/), { target: { value: 'Да' } });
    platform.mainButton.press();
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/feedback/changeStatus')).toEqual({
        ids: [5],
        status: 'answered',
        reply: 'Да',
      }),
    );
    await waitFor(() => expect(platform.mainButton.state).toBeNull());
  });
});
