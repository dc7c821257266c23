/**
 * The vacancy form inside Telegram: its primary action is the MainButton (the fake platform's,
 * which keeps what a Telegram client would show), and a press goes through the form's own submit
 * path, validation included.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AS_COMPANY,
  dictionaryItem,
  lastBody,
  ok,
  page,
  requestsTo,
  vacancyDetail,
} from '../../app/testing/board-api-fixtures';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const DICTIONARIES = {
  'GET /api/vacancy-type/getItems': ok(page([dictionaryItem({ id: 4, name: 'Стажировка' })])),
  'GET /api/tag/getItems': ok(page([dictionaryItem({ id: 11, name: 'Python' })])),
};

/** A response the test releases when it has looked at the loading state. */
function held(answer: unknown): { fake: () => Promise<Response>; release(): void } {
  let release: VoidFunction = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    fake: async () => {
      await gate;
      return new Response(JSON.stringify({ success: true, data: answer }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    },
    release: () => release(),
  };
}

async function openInTelegram(routes = {}) {
  const rendered = renderApp({
    path: '/board/vacancy/edit/',
    ...AS_COMPANY,
    mainButton: true,
    routes: { ...DICTIONARIES, ...routes },
  });
  await screen.findByRole('heading', { name: 'Новая вакансия', level: 1 });
  return rendered;
}

describe('the vacancy form inside Telegram', () => {
  it('shows «Опубликовать» on the MainButton and keeps one primary action on the page', async () => {
    const { platform } = await openInTelegram();
    await waitFor(() =>
      expect(platform.mainButton.state).toMatchObject({
        text: 'Опубликовать',
        disabled: false,
        loading: false,
      }),
    );
    // The in-page twin stays only for Enter: out of the accessibility tree and the Tab order.
    expect(screen.queryByRole('button', { name: 'Опубликовать' })).toBeNull();
    const twin = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    expect(twin?.tabIndex).toBe(-1);
    // The secondary action is still the page's own.
    expect(screen.getByRole('button', { name: 'Сохранить черновик' })).toBeTruthy();
  });

  it('validates on a press exactly as the submit button does, and sends nothing', async () => {
    const { platform, fake } = await openInTelegram();
    await waitFor(() => expect(platform.mainButton.state).not.toBeNull());
    act(() => platform.mainButton.press());
    expect((await screen.findByRole('alert')).textContent).toContain('Проверьте поля');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Название')));
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/')).toEqual([]);
  });

  it('publishes on a press, with the loader while saving, and hides the button when leaving', async () => {
    const answer = held(vacancyDetail());
    const { platform, fake } = await openInTelegram({ 'POST /api/vacancy/': answer.fake });
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Стажёр-аналитик' } });
    await waitFor(() => expect(platform.closingConfirmation).toEqual([true]));

    act(() => platform.mainButton.press());
    await waitFor(() => expect(platform.mainButton.state).toMatchObject({ loading: true }));
    // Telegram reports presses of a loading button too: they must not send twice.
    act(() => platform.mainButton.press());
    answer.release();

    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Вакансия опубликована.' });
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/')).toHaveLength(1);
    expect((lastBody(fake.requests, 'POST', '/api/vacancy/') as { publish: boolean }).publish).toBe(true);
    // The list has no primary action: the button is gone, and nothing is left unsaved.
    await waitFor(() => expect(platform.mainButton.state).toBeNull());
    expect(platform.closingConfirmation).toEqual([true, false]);
  });

  it('submits on Enter in a field although the page shows no submit button', async () => {
    const { platform, fake } = await openInTelegram({ 'POST /api/vacancy/': ok(vacancyDetail(), 201) });
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Стажёр-аналитик' } });
    // What a browser does on Enter (implicit submission): click the form's default button.
    const twin = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    act(() => twin?.click());
    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/')).toHaveLength(1);
  });
});
