/**
 * The vacancy form inside Telegram: its primary action is the MainButton (the fake platform's,
 * which keeps what a Telegram client would show), and a press goes through the form's own submit
 * path, validation included.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import {
  AS_COMPANY,
  dictionaryItem,
  lastBody,
  page,
  requestsTo,
  vacancyDetail,
} from '../../app/testing/board-api-fixtures';
import { held, type Stub, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { OWN_COMPANY, PUBLISHABLE_DESCRIPTION } from '../../app/testing/vacancy-form-fixtures';

afterEach(cleanup);

const DICTIONARIES = [
  stub(endpoints.dictionary.vacancyTypeEndpoints.list, {
    data: page([dictionaryItem({ id: 4, name: 'Стажировка' })]),
  }),
  stub(endpoints.dictionary.tagEndpoints.list, { data: page([dictionaryItem({ id: 11, name: 'Python' })]) }),
];

async function openInTelegram(routes: readonly Stub[] = []) {
  const rendered = renderApp({
    path: '/board/vacancy/edit/',
    ...AS_COMPANY,
    mainButton: true,
    routes: [...DICTIONARIES, ...OWN_COMPANY, ...routes],
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
    const saving = held(endpoints.vacancyWrite.vacancyCreate);
    const { platform, fake } = await openInTelegram([
      stub(endpoints.vacancyWrite.vacancyCreate, saving.answer),
    ]);
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Стажёр-аналитик' } });
    fireEvent.change(screen.getByLabelText('Описание'), { target: { value: PUBLISHABLE_DESCRIPTION } });
    await waitFor(() => expect(platform.closingConfirmation).toEqual([true]));

    act(() => platform.mainButton.press());
    await waitFor(() => expect(platform.mainButton.state).toMatchObject({ loading: true }));
    // Telegram reports presses of a loading button too: they must not send twice.
    act(() => platform.mainButton.press());
    saving.release({ data: vacancyDetail() });

    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Вакансия опубликована.' });
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/')).toHaveLength(1);
    expect((lastBody(fake.requests, 'POST', '/api/vacancy/') as { publish: boolean }).publish).toBe(true);
    // The list has no primary action: the button is gone, and nothing is left unsaved.
    await waitFor(() => expect(platform.mainButton.state).toBeNull());
    expect(platform.closingConfirmation).toEqual([true, false]);
  });

  it('submits on Enter in a field although the page shows no submit button', async () => {
    const { platform, fake } = await openInTelegram([
      stub(endpoints.vacancyWrite.vacancyCreate, { data: vacancyDetail() }),
    ]);
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Стажёр-аналитик' } });
    fireEvent.change(screen.getByLabelText('Описание'), { target: { value: PUBLISHABLE_DESCRIPTION } });
    // What a browser does on Enter (implicit submission): click the form's default button.
    const twin = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    act(() => twin?.click());
    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/')).toHaveLength(1);
  });
});
