import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionAccount } from '../../../shared/contract/auth.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import type { OutboxHealth } from '../../../shared/contract/outbox.contract';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const ADMIN: SessionAccount = { id: 1, kind: 'admin', name: 'Анна Админова', email: 'admin@example.ru' };
const AS_ADMIN = { auth: { token: 'a1', kind: 'admin' }, account: ADMIN } as const;

const BOARD_SUMMARY = {
  students: { pending: 0, approved: 1, denied: 0 },
  companies: { pending: 0, approved: 1, denied: 0 },
  identityChanges: 0,
  unmatchedAddresses: 0,
  vacancies: { published: 1, publishedHidden: 0, draft: 0, archived: 0, publishedByType: [] },
  feedback: { new: 0, in_progress: 0, answered: 0, closed: 0 },
};

const HEALTH: OutboxHealth = {
  waiting: 2,
  retrying: 1,
  failed: 1,
  oldestWaitingSeconds: 150,
  failures: [
    {
      id: 41,
      topic: 'password-reset',
      channel: 'mail',
      attempts: 12,
      lastError: 'smtp-550',
      state: 'failed',
      at: '2026-11-21T10:00:00.000Z',
    },
    {
      id: 42,
      topic: 'application-status',
      channel: 'telegram',
      attempts: 2,
      lastError: 'telegram-429',
      state: 'retrying',
      at: '2026-11-21T10:05:00.000Z',
    },
  ],
};

const section = () => screen.findByRole('region', { name: 'Исходящие сообщения' }, { timeout: 5000 });

describe('«Исходящие сообщения» on the admin’s home', () => {
  it('shows the counts and the latest failures with their reasons, and sends the failed ones again', async () => {
    const { fake } = renderApp({
      path: '/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.board.boardSummary, { data: BOARD_SUMMARY }),
        stub(endpoints.outbox.outboxHealth, { data: HEALTH }),
        stub(endpoints.outbox.outboxRetry, { data: { retried: 1 } }),
      ],
    });
    const region = within(await section());
    await region.findByText('Ждут отправки', {}, { timeout: 5000 });
    const count = (term: string) => region.getByText(term).nextElementSibling?.textContent;
    expect(count('Ждут отправки')).toBe('2');
    expect(count('Ждут повтора')).toBe('1');
    expect(count('Не отправлены')).toBe('1');
    expect(count('Самое старое ждёт')).toBe('2 мин');
    expect(region.getByText('Восстановление пароля')).toBeTruthy();
    expect(region.getByText(/Почтовый сервер отказал/)).toBeTruthy();
    expect(region.getByText(/Telegram ограничил частоту/)).toBeTruthy();
    fireEvent.click(region.getByRole('button', { name: 'Отправить снова (1)' }));
    await waitFor(() => expect(region.getByRole('status').textContent).toBe('Отправим снова: 1.'));
    const retry = fake.requests.find((request) => request.url.pathname === '/api/outbox/retry/');
    expect(JSON.parse(retry?.body ?? '{}')).toEqual({ ids: [41] });
  });

  it('says so when nothing failed', async () => {
    renderApp({
      path: '/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.board.boardSummary, { data: BOARD_SUMMARY }),
        stub(endpoints.outbox.outboxHealth, {
          data: {
            ...HEALTH,
            waiting: 0,
            retrying: 0,
            failed: 0,
            oldestWaitingSeconds: null,
            failures: [],
          },
        }),
      ],
    });
    const region = within(await section());
    expect(
      await region.findByText('Сбоев нет: письма и сообщения бота уходят.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(region.queryByRole('button', { name: /Отправить снова/ })).toBeNull();
  });
});
