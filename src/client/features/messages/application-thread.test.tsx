import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import {
  AS_COMPANY,
  AS_STUDENT,
  applicationItem,
  listOf,
} from '../../app/testing/application-student-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { SAMPLE_THREAD, threadItem, threadPage } from '../../app/testing/message-fixtures';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

/** The screen's lazy chunk compiles on first use: allow more than a second. */
const LAZY = { timeout: 5000 };
const application = applicationItem({ id: 11, status: 'invited' });
const unread = stub(endpoints.message.messageUnread, { data: { total: 0, byApplication: [] } });

function openThread(routes: readonly Stub[] = [], as: typeof AS_STUDENT | typeof AS_COMPANY = AS_STUDENT) {
  return renderApp({
    path: as === AS_STUDENT ? '/applications/messages/11/' : '/board/applications/messages/11/',
    ...as,
    routes: [
      stub(endpoints.application.applicationItems, listOf([application])),
      stub(endpoints.message.messageItems, { data: threadPage(SAMPLE_THREAD) }),
      unread,
      ...routes,
    ],
  });
}

const items = async () =>
  within(await screen.findByRole('list', { name: 'Переписка' }, LAZY)).getAllByRole('listitem');

describe('the thread of an application (docs/decisions/058)', () => {
  it('names the vacancy, the company and the status, and leads back to the application', async () => {
    openThread();
    expect(await screen.findByRole('heading', { level: 1, name: 'Переписка по отклику' }, LAZY)).toBeTruthy();
    expect(await screen.findByText('Вакансия «Стажёр-разработчик 5»', {}, LAZY)).toBeTruthy();
    expect(screen.getByText('Приглашение', { selector: '.status-badge' })).toBeTruthy();
    expect(screen.getByText('Компания: Ромашка')).toBeTruthy();
    expect(screen.getByRole('link', { name: /К отклику/ }).getAttribute('href')).toBe('/applications/?id=11');
  });

  it('shows the letter, the move with its message and the messages oldest first, each with its author and Moscow time', async () => {
    const app = openThread();
    const shown = await items();
    expect(shown.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Сопроводительное письмо: Вы',
      'Смена статуса: Ромашка',
      'Сообщение: Ромашка',
      'Сообщение: Вы',
    ]);
    expect(within(shown[0] as HTMLElement).getByText('Хочу у вас работать.')).toBeTruthy();
    // 21:30 UTC is 00:30 of the next day in Moscow.
    expect(within(shown[0] as HTMLElement).getByText('21 ноября в 00:30 МСК')).toBeTruthy();
    expect(within(shown[1] as HTMLElement).getByText('Статус: Приглашение')).toBeTruthy();
    expect(within(shown[1] as HTMLElement).getByText('Ждём вас во вторник в 11:00.')).toBeTruthy();
    const file = within(shown[2] as HTMLElement).getByRole('link', { name: /Вложение \(PDF, 20 КБ\)/ });
    expect(file.getAttribute('href')).toBe('/files/abcdefghijklmnopqrstuvwx/');
    const query = app.fake.requests.find((request) => request.url.pathname === '/api/message/getItems')?.url;
    expect(Object.fromEntries(query?.searchParams ?? [])).toMatchObject({
      applicationId: '11',
      sort: 'newest',
      page: '1',
    });
  });

  it('marks «Прочитано» only on one’s own messages the other side read', async () => {
    openThread([
      stub(endpoints.message.messageItems, {
        data: threadPage([
          threadItem({ id: 3, author: 'student', mine: true, text: 'Ещё не прочитано', readByOther: false }),
          threadItem({ id: 2, author: 'student', mine: true, text: 'Уже прочитано', readByOther: true }),
          threadItem({ id: 1, text: 'Ответ компании' }),
        ]),
      }),
    ]);
    const [company, read, unreadOwn] = await items();
    expect(within(read as HTMLElement).getByText('Прочитано')).toBeTruthy();
    expect(within(unreadOwn as HTMLElement).queryByText('Прочитано')).toBeNull();
    expect(within(company as HTMLElement).queryByText('Прочитано')).toBeNull();
  });

  it('puts earlier pages above with «Показать ранние» and asks the unread counts again after reading', async () => {
    const app = openThread([
      stub(endpoints.message.messageItems, (request) =>
        request.url.searchParams.get('page') === '2'
          ? { data: threadPage([threadItem({ id: 1, text: 'Самое первое' })], { page: 2 }) }
          : { data: threadPage([threadItem({ id: 2, text: 'Последнее' })], { hasMore: true }) },
      ),
    ]);
    expect((await items()).length).toBe(1);
    await waitFor(() =>
      expect(app.fake.requests.some((request) => request.url.pathname === '/api/message/unread')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Показать ранние' }));
    await waitFor(async () => expect((await items()).map((item) => item.textContent)).toHaveLength(2));
    const [first, last] = await items();
    expect(first?.textContent).toContain('Самое первое');
    expect(last?.textContent).toContain('Последнее');
    expect(screen.queryByRole('button', { name: 'Показать ранние' })).toBeNull();
  });

  it('a closed thread says why and offers no composer', async () => {
    const closedReason = 'Отклик отозван, поэтому переписка закрыта. Если вы передумали, откликнитесь снова.';
    openThread([
      stub(endpoints.message.messageItems, {
        data: threadPage(SAMPLE_THREAD, { writable: false, closedReason }),
      }),
    ]);
    expect(await screen.findByText(closedReason, {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Новое сообщение' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).toBeNull();
  });

  it('another’s thread is «not found» in Russian, with a way to try again', async () => {
    openThread([
      stub(
        endpoints.message.messageItems,
        fail(404, 'Переписка не найдена: возможно, отклик удалён вместе с вакансией или аккаунтом.'),
      ),
    ]);
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(alert.textContent).toContain('Переписка не найдена');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });

  it('the company sees the student’s name and its own messages as «Вы»', async () => {
    openThread(
      [
        stub(endpoints.message.messageItems, {
          data: threadPage([
            threadItem({ id: 2, author: 'company', mine: true, text: 'Ждём' }),
            threadItem({ id: 1, author: 'student', text: 'Здравствуйте' }),
          ]),
        }),
      ],
      AS_COMPANY,
    );
    expect((await items()).map((item) => item.getAttribute('aria-label'))).toEqual([
      'Сообщение: Павел Петров',
      'Сообщение: Вы',
    ]);
    expect(screen.getByText('Студент: Павел Петров')).toBeTruthy();
    expect(screen.getByRole('link', { name: /К отклику/ }).getAttribute('href')).toBe(
      '/board/applications/?id=11',
    );
  });
});

describe('the thread screens for the wrong caller', () => {
  it('a guest is asked to sign in and brought back; a company is sent to its own screen of the thread', async () => {
    renderApp({ path: '/applications/messages/11/' });
    expect(
      (await within(screen.getByRole('main')).findByRole('link', { name: 'Войти' }, LAZY)).getAttribute(
        'href',
      ),
    ).toBe('/login/?next=%2Fapplications%2Fmessages%2F11%2F');
    cleanup();
    renderApp({ path: '/applications/messages/11/', ...AS_COMPANY });
    expect(
      (await screen.findByRole('link', { name: 'Открыть переписку компании' }, LAZY)).getAttribute('href'),
    ).toBe('/board/applications/messages/11/');
  });
});
