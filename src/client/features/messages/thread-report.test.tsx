import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { lastBody } from '../../app/testing/application-board-fixtures';
import {
  AS_ADMIN,
  AS_STUDENT,
  applicationItem,
  listOf,
} from '../../app/testing/application-student-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { threadItem, threadPage } from '../../app/testing/message-fixtures';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const LAZY = { timeout: 5000 };
const REPORT = '/api/message/report';
const rude = threadItem({ id: 7, text: 'Грубое сообщение' });

function openThread(report: Stub, as: typeof AS_STUDENT | typeof AS_ADMIN = AS_STUDENT) {
  return renderApp({
    path: as === AS_STUDENT ? '/applications/messages/11/' : '/board/applications/messages/11/',
    ...as,
    routes: [
      stub(endpoints.application.applicationItems, listOf([applicationItem({ id: 11 })])),
      stub(endpoints.message.messageItems, {
        data: threadPage([threadItem({ id: 8, author: 'student', mine: true, text: 'Моё' }), rude]),
      }),
      stub(endpoints.message.messageUnread, { data: { total: 0, byApplication: [] } }),
      report,
    ],
  });
}

const itemOf = async (label: string) => {
  const list = await screen.findByRole('list', { name: 'Переписка' }, LAZY);
  return within(list).getByRole('listitem', { name: label });
};

describe('«Пожаловаться» on a message (docs/decisions/058)', () => {
  it('is offered on the other side’s message only, sends the optional reason and marks the message', async () => {
    const app = openThread(stub(endpoints.message.messageReport, { data: { ...rude, reported: true } }));
    const theirs = await itemOf('Сообщение: Ромашка');
    expect(within(await itemOf('Сообщение: Вы')).queryByRole('button', { name: 'Пожаловаться' })).toBeNull();
    fireEvent.click(within(theirs).getByRole('button', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться на сообщение' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Что не так/ }), {
      target: { value: 'Оскорбления' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Пожаловаться' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBody(app.fake.requests, 'POST', REPORT)).toEqual({ id: 7, reason: 'Оскорбления' });
    const marked = await itemOf('Сообщение: Ромашка');
    expect(within(marked).getByText('Жалоба отправлена в карьерный центр')).toBeTruthy();
    expect(within(marked).queryByRole('button', { name: 'Пожаловаться' })).toBeNull();
    expect(app.platform.toasts.at(-1)?.kind).toBe('success');
  });

  it('sends no reason when none is written, and says a refusal inside the dialog', async () => {
    const app = openThread(
      stub(endpoints.message.messageReport, fail(409, 'Пожаловаться можно только на сообщение собеседника.')),
    );
    fireEvent.click(within(await itemOf('Сообщение: Ромашка')).getByRole('button', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться на сообщение' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Пожаловаться' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Пожаловаться можно только на сообщение собеседника.',
    );
    expect(lastBody(app.fake.requests, 'POST', REPORT)).toEqual({ id: 7 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the career centre reads a reported thread without writing or reporting', async () => {
    openThread(stub(endpoints.message.messageReport, { data: rude }), AS_ADMIN);
    const theirs = await itemOf('Сообщение: Ромашка');
    expect(within(theirs).queryByRole('button', { name: 'Пожаловаться' })).toBeNull();
    // An admin reading the student's own message: named, not «Вы».
    expect(await itemOf('Сообщение: Павел Петров')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).toBeNull();
    expect(screen.getByText(/Вы читаете переписку, потому что на сообщение в ней пожаловались/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /К жалобам/ }).getAttribute('href')).toBe(
      '/board/messages/reported/',
    );
  });
});
