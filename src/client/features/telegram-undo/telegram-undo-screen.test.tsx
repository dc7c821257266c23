import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { TELEGRAM_UNDO_TEXT } from './telegram-undo-screen';

afterEach(cleanup);

describe('/telegram/undo/: the «это был не я» link', () => {
  it('does nothing on open, unlinks on the button, and wipes the token from the address', async () => {
    const { fake } = renderApp({
      path: `${paths.telegramUndo}#token=undo-token-1`,
      routes: [stub(endpoints.telegram.telegramUndo, { data: null })],
    });
    const button = await screen.findByRole('button', { name: TELEGRAM_UNDO_TEXT.submit });
    expect(window.location.hash).toBe('');
    expect(fake.requests.filter((request) => request.url.pathname === '/api/telegram/undo/')).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByText(messages.telegramUndoDone)).toBeTruthy();
    const sent = fake.requests.filter((request) => request.url.pathname === '/api/telegram/undo/');
    expect(sent.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([{ token: 'undo-token-1' }]);
  });

  it('a used or stale link shows the server’s reason', async () => {
    renderApp({
      path: `${paths.telegramUndo}#token=used`,
      routes: [stub(endpoints.telegram.telegramUndo, { status: 400, message: messages.telegramUndoInvalid })],
    });
    fireEvent.click(await screen.findByRole('button', { name: TELEGRAM_UNDO_TEXT.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.telegramUndoInvalid);
  });

  it('a link without its code says so and offers no button', async () => {
    renderApp({ path: paths.telegramUndo });
    expect((await screen.findByRole('alert')).textContent).toBe(TELEGRAM_UNDO_TEXT.noToken);
    expect(screen.queryByRole('button', { name: TELEGRAM_UNDO_TEXT.submit })).toBeNull();
  });
});
