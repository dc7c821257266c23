import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { ReportedItem } from '../../../shared/contract/message.contract';
import { lastBody } from '../../app/testing/application-board-fixtures';
import { AS_ADMIN, AS_COMPANY } from '../../app/testing/application-student-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const LAZY = { timeout: 5000 };
const BLOCK = '/api/message/block';

function reported(overrides: Partial<ReportedItem> = {}): ReportedItem {
  return {
    id: 7,
    applicationId: 11,
    author: 'company',
    text: 'Грубое сообщение',
    at: '2026-11-21T12:00:00.000Z',
    reportedAt: '2026-11-21T13:00:00.000Z',
    reason: 'Оскорбления',
    company: { id: 7, name: 'Ромашка', messagingBlocked: false },
    student: { id: 3, name: 'Павел Петров' },
    vacancyTitle: 'Аналитик',
    ...overrides,
  };
}

const ROWS = [reported(), reported({ id: 9, applicationId: 12, reason: null, text: 'Ещё одно' })];

function openList(block: Stub, options: { confirmAnswer?: boolean; rows?: ReportedItem[] } = {}) {
  return renderApp({
    path: '/board/messages/reported/',
    ...AS_ADMIN,
    ...(options.confirmAnswer === undefined ? {} : { confirmAnswer: options.confirmAnswer }),
    routes: [
      stub(endpoints.message.messageReported, {
        data: { items: options.rows ?? ROWS, total: (options.rows ?? ROWS).length, page: 1, hasMore: false },
      }),
      block,
    ],
  });
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Жалобы на сообщения' }, LAZY)).getAllByRole('listitem');

describe('the career centre’s reported messages (docs/decisions/058)', () => {
  it('lists each message with its reason and a link to read the thread', async () => {
    openList(stub(endpoints.message.messageBlock, { data: { companyId: 7, blocked: true } }));
    const [first, second] = await rows();
    expect(within(first as HTMLElement).getByText('Грубое сообщение')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Причина: Оскорбления')).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/вакансия «Аналитик»/)).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Причина: не указана')).toBeTruthy();
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'Читать переписку' })
        .getAttribute('href'),
    ).toBe('/board/applications/messages/11/');
  });

  it('blocks the company’s messages after asking, and every row of that company shows «Разблокировать»', async () => {
    const app = openList(stub(endpoints.message.messageBlock, { data: { companyId: 7, blocked: true } }));
    const [first] = await rows();
    fireEvent.click(
      within(first as HTMLElement).getByRole('button', { name: 'Заблокировать сообщения компании' }),
    );
    await waitFor(() =>
      expect(lastBody(app.fake.requests, 'POST', BLOCK)).toEqual({ companyId: 7, blocked: true }),
    );
    expect(app.platform.confirms[0]?.title).toBe('Заблокировать сообщения компании?');
    await waitFor(async () =>
      expect(
        (await rows()).every((row) => within(row).queryByRole('button', { name: 'Разблокировать' })),
      ).toBe(true),
    );
    expect(app.platform.toasts.at(-1)).toEqual({
      kind: 'success',
      message: 'Сообщения компании заблокированы.',
    });
  });

  it('unblocks a blocked company; a declined question sends nothing; a refusal is told', async () => {
    const blocked = ROWS.map((row) => ({ ...row, company: { ...row.company, messagingBlocked: true } }));
    const declined = openList(
      stub(endpoints.message.messageBlock, { data: { companyId: 7, blocked: false } }),
      {
        confirmAnswer: false,
        rows: blocked,
      },
    );
    fireEvent.click(within((await rows())[0] as HTMLElement).getByRole('button', { name: 'Разблокировать' }));
    await waitFor(() => expect(declined.platform.confirms).toHaveLength(1));
    expect(lastBody(declined.fake.requests, 'POST', BLOCK)).toBeUndefined();
    cleanup();

    const refused = openList(stub(endpoints.message.messageBlock, fail(404, 'Компания не найдена.')), {
      rows: blocked,
    });
    fireEvent.click(within((await rows())[0] as HTMLElement).getByRole('button', { name: 'Разблокировать' }));
    await waitFor(() =>
      expect(refused.platform.toasts.at(-1)).toEqual({ kind: 'error', message: 'Компания не найдена.' }),
    );
    expect(lastBody(refused.fake.requests, 'POST', BLOCK)).toEqual({ companyId: 7, blocked: false });
  });

  it('is the career centre’s only', async () => {
    renderApp({ path: '/board/messages/reported/', ...AS_COMPANY });
    expect(await screen.findByRole('heading', { name: 'Раздел для администраторов' }, LAZY)).toBeTruthy();
  });
});
