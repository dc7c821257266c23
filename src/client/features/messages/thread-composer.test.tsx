import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { lastBody } from '../../app/testing/application-board-fixtures';
import { AS_STUDENT, applicationItem, listOf } from '../../app/testing/application-student-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { SAMPLE_THREAD, threadItem, threadPage } from '../../app/testing/message-fixtures';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const LAZY = { timeout: 5000 };
const SEND = '/api/message/send';
const sent = threadItem({ id: 9, author: 'student', mine: true, text: 'Можно в среду?', readByOther: false });

function openThread(send: Stub, extra: { telegram?: boolean } = {}) {
  return renderApp({
    path: '/applications/messages/11/',
    ...AS_STUDENT,
    ...(extra.telegram ? { kind: 'telegram' as const, mainButton: true } : {}),
    routes: [
      stub(endpoints.application.applicationItems, listOf([applicationItem({ id: 11, status: 'invited' })])),
      stub(endpoints.message.messageItems, { data: threadPage(SAMPLE_THREAD) }),
      stub(endpoints.message.messageUnread, { data: { total: 0, byApplication: [] } }),
      send,
    ],
  });
}

const field = () => screen.findByRole('textbox', { name: 'Сообщение' }, LAZY);
const shownTexts = () =>
  within(screen.getByRole('list', { name: 'Переписка' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('writing in a thread (docs/decisions/058)', () => {
  it('sends with the button: the message appears at once, the field empties and keeps focus', async () => {
    const app = openThread(stub(endpoints.message.messageSend, { data: sent }));
    const text = await field();
    fireEvent.change(text, { target: { value: '  Можно в среду?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(shownTexts().at(-1)).toContain('Можно в среду?'));
    expect(lastBody(app.fake.requests, 'POST', SEND)).toEqual({ applicationId: 11, text: 'Можно в среду?' });
    expect((text as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(text);
    expect(screen.getByText(/^0 из 4.000$/)).toBeTruthy();
  });

  it('sends with Ctrl+Enter and with Cmd+Enter; Enter alone starts a new line', async () => {
    const app = openThread(stub(endpoints.message.messageSend, { data: sent }));
    const text = await field();
    fireEvent.change(text, { target: { value: 'Первая строка' } });
    fireEvent.keyDown(text, { key: 'Enter' });
    expect(lastBody(app.fake.requests, 'POST', SEND)).toBeUndefined();
    fireEvent.keyDown(text, { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(lastBody(app.fake.requests, 'POST', SEND)).toMatchObject({ text: 'Первая строка' }),
    );
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(''));
    fireEvent.change(text, { target: { value: 'Вторая' } });
    fireEvent.keyDown(text, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(lastBody(app.fake.requests, 'POST', SEND)).toMatchObject({ text: 'Вторая' }));
  });

  it('an empty message is refused in Russian without a request', async () => {
    const app = openThread(stub(endpoints.message.messageSend, { data: sent }));
    fireEvent.change(await field(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Напишите сообщение.')).toBeTruthy();
    expect(lastBody(app.fake.requests, 'POST', SEND)).toBeUndefined();
  });

  it('the hour’s limit (429) says when to try again, and the text stays', async () => {
    const limit =
      'В одной переписке можно отправить не больше 20 сообщений за час. Попробуйте снова через 12 минут.';
    openThread(stub(endpoints.message.messageSend, fail(429, limit)));
    const text = await field();
    fireEvent.change(text, { target: { value: 'Ещё одно' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect((text as HTMLTextAreaElement).value).toBe('Ещё одно');
    expect(shownTexts().some((shown) => shown.includes('Ещё одно'))).toBe(false);
  });

  it('a refused attachment is said at the file field', async () => {
    openThread(
      stub(
        endpoints.message.messageSend,
        fail(400, 'Проверьте сообщение.', {
          fileId: 'К сообщению можно прикрепить только файл, загруженный как вложение (PDF).',
        }),
      ),
    );
    fireEvent.change(await field(), { target: { value: 'Тестовое во вложении' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(
      await screen.findByText('К сообщению можно прикрепить только файл, загруженный как вложение (PDF).'),
    ).toBeTruthy();
  });

  it('inside Telegram the MainButton sends, and the page shows no second send button', async () => {
    const app = openThread(stub(endpoints.message.messageSend, { data: sent }), { telegram: true });
    fireEvent.change(await field(), { target: { value: 'Из Telegram' } });
    expect(app.platform.mainButton.state?.text).toBe('Отправить');
    expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
    act(() => app.platform.mainButton.press());
    await waitFor(() =>
      expect(lastBody(app.fake.requests, 'POST', SEND)).toMatchObject({ text: 'Из Telegram' }),
    );
    await waitFor(() => expect(shownTexts().at(-1)).toContain('Можно в среду?'));
  });
});
