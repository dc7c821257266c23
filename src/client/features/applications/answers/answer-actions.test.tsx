import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import { endpoints } from '../../../../shared/contract/endpoints';
import type { InterviewItem } from '../../../../shared/contract/interview.contract';
import { lastBody } from '../../../app/testing/application-board-fixtures';
import { AS_STUDENT, applicationItem, listOf } from '../../../app/testing/application-student-fixtures';
import { fail, stub } from '../../../app/testing/fake-fetch';
import { renderApp } from '../../../app/testing/render-app';

afterEach(cleanup);

/** The screen's lazy chunk compiles on first use: allow more than a second. */
const LAZY = { timeout: 5000 };
const ANSWER = '/api/application/answer/';
const vacancy = { id: 8, title: 'Аналитик', status: 'published', companyId: 7, companyName: 'Ромашка' };

const offer = applicationItem({
  id: 31,
  status: 'offer',
  vacancy,
  lastMessage: 'Готовы взять вас в команду.',
});
const invited = applicationItem({ id: 32, status: 'invited', vacancy, lastMessage: 'Вторник, 11:00.' });
const answered = (item: ApplicationItem, patch: Partial<ApplicationItem>): ApplicationItem => ({
  ...item,
  awaitingStudent: false,
  ...patch,
});

const answerWith = (answer: Parameters<typeof stub<typeof endpoints.application.applicationAnswer>>[1]) =>
  stub(endpoints.application.applicationAnswer, answer);

function openList(
  items: ApplicationItem[],
  answerRoute: ReturnType<typeof answerWith>,
  extra: { mainButton?: boolean; path?: string; interviews?: InterviewItem[] } = {},
) {
  return renderApp({
    path: extra.path ?? '/applications/',
    ...AS_STUDENT,
    ...(extra.mainButton ? { mainButton: true, kind: 'telegram' as const } : {}),
    routes: [
      stub(endpoints.application.applicationItems, listOf(items)),
      stub(endpoints.interview.interviewItems, {
        data: { items: extra.interviews ?? [], total: 0, page: 1, hasMore: false },
      }),
      answerRoute,
    ],
  });
}

describe('the student answers an invitation or an offer (docs/decisions/059)', () => {
  it('«Принимаю» asks first, sends accept, and the row shows the accepted offer', async () => {
    const app = openList(
      [offer],
      answerWith({ data: answered(offer, { status: 'accepted', studentAnswer: 'accept' }) }),
    );
    const row = await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    const answers = within(row).getByRole('region', { name: 'Ваш ответ компании' });
    fireEvent.click(within(answers).getByRole('button', { name: 'Принимаю' }));
    await waitFor(() =>
      expect(lastBody(app.fake.requests, 'POST', ANSWER)).toEqual({ id: 31, answer: 'accept' }),
    );
    expect(app.platform.confirms[0]?.title).toBe('Принять предложение?');
    await waitFor(() =>
      expect(within(row).getByText('Предложение принято', { selector: '.status-badge' })).toBeTruthy(),
    );
    expect(within(row).queryByRole('region', { name: 'Ваш ответ компании' })).toBeNull();
    // An accepted offer may still be withdrawn before the hire.
    expect(within(row).getByRole('button', { name: 'Отозвать отклик' })).toBeTruthy();
  });

  it('«Предложить другое время» needs the words before it sends them, and says what the server refused', async () => {
    const app = openList(
      [invited],
      answerWith(fail(429, 'За час можно ответить компаниям не больше 20 раз.')),
    );
    const row = await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    fireEvent.click(await within(row).findByRole('button', { name: 'Предложить другое время' }));
    const dialog = await screen.findByRole('dialog', { name: 'Предложить другое время' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить компании' }));
    expect(await within(dialog).findByText('Напишите компании, когда вам удобно прийти.')).toBeTruthy();
    expect(lastBody(app.fake.requests, 'POST', ANSWER)).toBeUndefined();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Четверг после 15:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить компании' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(lastBody(app.fake.requests, 'POST', ANSWER)).toEqual({
      id: 32,
      answer: 'reschedule',
      message: 'Четверг после 15:00',
    });
    expect(within(dialog).getByRole('alert').textContent).toContain('не больше 20 раз');
  });

  it('an invitation with times: the student picks a free one and «Приду» books it; a taken one cannot be picked', async () => {
    const interview: InterviewItem = {
      id: 5,
      applicationId: 32,
      status: 'active',
      format: 'office',
      place: 'Москва, Тверская, 1',
      link: null,
      message: null,
      slots: [
        { id: 51, startsAt: '2099-12-01T08:00:00.000Z', durationMin: 45, taken: true },
        { id: 52, startsAt: '2099-12-01T09:00:00.000Z', durationMin: 45, taken: false },
      ],
      bookedSlotId: null,
      vacancyTitle: 'Аналитик',
      companyName: 'Ромашка',
      studentName: null,
      sequence: 0,
      updatedAt: '2026-11-21T12:00:00.000Z',
    };
    const app = openList([invited], answerWith({ data: answered(invited, { studentAnswer: 'accept' }) }), {
      interviews: [interview],
    });
    const row = await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    const times = await within(row).findByRole('group', { name: 'Выберите время собеседования' });
    expect(within(times).getByText('В офисе: Москва, Тверская, 1')).toBeTruthy();
    const [taken, free] = within(times).getAllByRole('radio');
    expect(taken?.hasAttribute('disabled')).toBe(true);
    expect(within(row).getByRole('button', { name: 'Выберите время' }).hasAttribute('disabled')).toBe(true);
    if (free) fireEvent.click(free);
    fireEvent.click(within(row).getByRole('button', { name: 'Приду' }));
    await waitFor(() =>
      expect(lastBody(app.fake.requests, 'POST', ANSWER)).toEqual({ id: 32, answer: 'accept', slotId: 52 }),
    );
  });

  it('a time another student took meanwhile: the refusal is said, and the times come again with it taken, none chosen', async () => {
    const offered = (taken: boolean): InterviewItem => ({
      id: 6,
      applicationId: 32,
      status: 'active',
      format: 'online',
      place: null,
      link: 'https://telemost.example.ru/j/6',
      message: null,
      slots: [
        { id: 61, startsAt: '2099-12-02T08:00:00.000Z', durationMin: 45, taken },
        { id: 62, startsAt: '2099-12-02T10:00:00.000Z', durationMin: 45, taken: false },
      ],
      bookedSlotId: null,
      vacancyTitle: 'Аналитик',
      companyName: 'Ромашка',
      studentName: null,
      sequence: 0,
      updatedAt: '2026-11-21T12:00:00.000Z',
    });
    const taken = 'Это время уже заняли. Выберите другое.';
    const app = openList([invited], answerWith(fail(409, taken)), { interviews: [offered(false)] });
    const row = await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    const times = await within(row).findByRole('group', { name: 'Выберите время собеседования' });
    const [first] = within(times).getAllByRole('radio');
    if (first) fireEvent.click(first);
    // Meanwhile the other student booked it: the server now answers the time taken.
    app.fake.on(endpoints.interview.interviewItems, {
      data: { items: [offered(true)], total: 1, page: 1, hasMore: false },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Приду' }));
    await waitFor(() => expect(app.platform.toasts).toContainEqual({ kind: 'error', message: taken }));
    await waitFor(() => {
      const [again, other] = within(row).getAllByRole('radio');
      expect(again?.hasAttribute('disabled')).toBe(true);
      expect(again?.parentElement?.textContent).toContain('— занято');
      expect(other?.hasAttribute('disabled')).toBe(false);
    });
    expect(
      within(row)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    expect(within(row).getByRole('button', { name: 'Выберите время' }).hasAttribute('disabled')).toBe(true);
  });

  it('an offer past its deadline cannot be accepted, and says until when it could', async () => {
    openList([{ ...offer, answerBy: '2020-01-02T21:00:00.000Z' }], answerWith({ data: offer }));
    const row = await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    expect(within(row).getByText(/Срок ответа истёк 02\.01\.2020/)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Принимаю' }).hasAttribute('disabled')).toBe(true);
    expect(within(row).getByRole('button', { name: 'Отказываюсь' }).hasAttribute('disabled')).toBe(false);
  });

  it('inside Telegram the opened offer answers with the MainButton and the SecondaryButton', async () => {
    const app = openList(
      [offer],
      answerWith({ data: answered(offer, { status: 'declined', studentAnswer: 'decline' }) }),
      { mainButton: true, path: '/applications/?id=31' },
    );
    const row = await screen.findByRole('listitem', { name: 'Аналитик' }, LAZY);
    await waitFor(() => expect(app.platform.mainButton.state?.text).toBe('Принимаю'));
    expect(app.platform.secondaryButton.state?.text).toBe('Отказываюсь');
    // The bottom buttons are the answers: the row shows no second pair.
    expect(within(row).queryByRole('button', { name: 'Принимаю' })).toBeNull();
    act(() => app.platform.secondaryButton.press());
    const dialog = await screen.findByRole('dialog', { name: 'Отказаться от предложения' });
    // While the dialog is open the MainButton sends it and the SecondaryButton is gone.
    await waitFor(() => expect(app.platform.mainButton.state?.text).toBe('Отказаться'));
    expect(app.platform.secondaryButton.state).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Выбрал другую компанию' } });
    act(() => app.platform.mainButton.press());
    await waitFor(() =>
      expect(lastBody(app.fake.requests, 'POST', ANSWER)).toEqual({
        id: 31,
        answer: 'decline',
        message: 'Выбрал другую компанию',
      }),
    );
    await waitFor(() => expect(app.platform.secondaryButton.state).toBeNull());
    expect(app.platform.mainButton.state).toBeNull();
    expect(within(row).getByText('Отказ студента', { selector: '.status-badge' })).toBeTruthy();
  });
});
