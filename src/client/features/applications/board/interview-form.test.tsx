import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AS_COMPANY,
  applicationItem,
  GET_ITEMS,
  lastBody,
  page,
  requestsTo,
  SUMMARY,
  summary,
} from '../../../app/testing/application-board-fixtures';
import { fail, type Stub, stub } from '../../../app/testing/fake-fetch';
import {
  INTERVIEW_CREATE,
  INTERVIEWS,
  interviewItem,
  moscowDayAhead,
} from '../../../app/testing/interview-fixtures';
import { renderApp } from '../../../app/testing/render-app';

afterEach(cleanup);

const viewed = applicationItem({ status: 'viewed' });
const invited = applicationItem({ status: 'invited' });
/** Another applicant's invitation: one free time (31) may be offered again, 32 is taken. */
const other = interviewItem({
  id: 9,
  applicationId: 40,
  slots: [
    { id: 31, startsAt: '2099-01-01T08:00:00.000Z', durationMin: 30, taken: false },
    { id: 32, startsAt: '2099-01-02T08:00:00.000Z', durationMin: 30, taken: true },
  ],
});
const created = interviewItem();

function routes(extra: readonly Stub[] = []): Stub[] {
  return [
    // The board's list, then the application again after the invitation (the `id` query).
    stub(GET_ITEMS, (request) => ({
      data: page([request.url.searchParams.get('id') ? invited : viewed]),
    })),
    stub(SUMMARY, { data: summary() }),
    stub(INTERVIEWS, (request) => ({
      data: page(request.url.searchParams.get('applicationId') ? [] : [other]),
    })),
    ...extra,
  ];
}

async function openForm() {
  const row = await screen.findByRole('listitem', { name: 'Иван Петров' }, { timeout: 5000 });
  fireEvent.click(within(row).getByRole('button', { name: 'Иван Петров' }));
  const card = within(row).getByRole('region', { name: 'Отклик №11: Иван Петров' });
  fireEvent.click(within(card).getByRole('button', { name: 'Пригласить' }));
  return within(card).getByRole('form', { name: 'Приглашение на собеседование: отклик №11' });
}

function fillRow(form: HTMLElement, index: number, date: string, time: string, duration?: string) {
  const row = within(form).getByRole('group', { name: `Вариант ${index}` });
  fireEvent.change(within(row).getByLabelText('Дата'), { target: { value: date } });
  fireEvent.change(within(row).getByLabelText('Время'), { target: { value: time } });
  if (duration !== undefined)
    fireEvent.change(within(row).getByLabelText('Длительность, мин'), { target: { value: duration } });
}

describe('«Пригласить» with times (docs/decisions/057)', () => {
  it('says what is missing at its field and sends nothing', async () => {
    const { fake, platform } = renderApp({ path: '/board/applications/', ...AS_COMPANY, routes: routes() });
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить приглашение' }));
    expect(await within(form).findByText('Укажите дату и время собеседования.')).toBeTruthy();
    expect(
      within(form).getByText('Для онлайн-собеседования укажите ссылку на встречу, начиная с https://.'),
    ).toBeTruthy();
    expect(platform.haptics).toEqual(['error']);

    fillRow(form, 1, moscowDayAhead(2), '11:00', '10');
    fireEvent.change(within(form).getByLabelText('Ссылка на встречу'), { target: { value: 'http://x.ru' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить приглашение' }));
    expect(await within(form).findByText('Собеседование не короче 15 минут.')).toBeTruthy();
    expect(requestsTo(fake.requests, 'POST', '/api/interview/')).toHaveLength(0);

    fillRow(form, 1, moscowDayAhead(-1), '11:00', '45');
    expect(within(form).getByText('Время собеседования должно быть в будущем.')).toBeTruthy();
  });

  it('sends the times in Moscow time, the office, the message and a reused free time', async () => {
    const { fake, platform } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: routes([stub(INTERVIEW_CREATE, { data: created })]),
    });
    const form = await openForm();
    const day = moscowDayAhead(3);
    fillRow(form, 1, day, '11:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить время' }));
    fillRow(form, 2, day, '11:00', '60');
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить приглашение' }));
    expect(await within(form).findByText('Это время уже указано выше.')).toBeTruthy();
    fillRow(form, 2, day, '15:30', '60');
    fireEvent.click(within(form).getByRole('button', { name: 'Добавить время' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Убрать вариант 3' }));
    // The taken time of another invitation is not offered; the free one is.
    const free = await within(form).findByRole('group', { name: 'Свободное время из других приглашений' });
    expect(within(free).getAllByRole('checkbox')).toHaveLength(1);
    fireEvent.click(within(free).getByRole('checkbox'));
    fireEvent.click(within(form).getByLabelText('В офисе'));
    fireEvent.change(within(form).getByLabelText('Адрес офиса'), {
      target: { value: 'Москва, Тверская, 1, офис 5' },
    });
    fireEvent.change(within(form).getByLabelText(/^Сообщение студенту/), {
      target: { value: 'Возьмите паспорт.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить приглашение' }));
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/interview/')).toEqual({
        applicationId: 11,
        slots: [
          { startsAt: `${day}T11:00:00+03:00`, durationMin: 45 },
          { startsAt: `${day}T15:30:00+03:00`, durationMin: 60 },
        ],
        slotIds: [31],
        format: 'office',
        place: 'Москва, Тверская, 1, офис 5',
        message: 'Возьмите паспорт.',
      }),
    );
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toEqual({
        kind: 'success',
        message: 'Приглашение отправлено студенту.',
      }),
    );
    // The application is asked again: its new status, and the interview in the card.
    expect(await screen.findByText('Приглашение', { selector: '.status-badge' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: /^Приглашение на собеседование/ })).toBeNull();
  });

  it('shows the server’s refusals at their fields, and the rest above the form', async () => {
    const { fake, platform } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: routes([
        stub(
          INTERVIEW_CREATE,
          fail(400, 'Проверьте приглашение.', {
            'slots.0.startsAt': 'Время собеседования — не дальше чем через 90 дней.',
            link: 'Ссылка не длиннее 500 символов.',
          }),
        ),
      ]),
    });
    const form = await openForm();
    fillRow(form, 1, moscowDayAhead(2), '10:00');
    fireEvent.change(within(form).getByLabelText('Ссылка на встречу'), {
      target: { value: 'https://telemost.yandex.ru/j/1' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить приглашение' }));
    expect(await within(form).findByText('Время собеседования — не дальше чем через 90 дней.')).toBeTruthy();
    expect(within(form).getByText('Ссылка не длиннее 500 символов.')).toBeTruthy();
    // Every error sits at a field: no alert repeats them.
    expect(within(form).queryByText('Проверьте приглашение.')).toBeNull();
    expect(platform.toasts).toEqual([]);

    fake.on(
      INTERVIEW_CREATE,
      fail(409, 'По этому отклику уже есть приглашение на собеседование: перенесите или отмените его.'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Отправить приглашение' }));
    expect(
      (await within(form).findByText(/уже есть приглашение на собеседование/)).closest('[role="alert"]'),
    ).toBeTruthy();
  });

  it('inside Telegram the submit is the MainButton', async () => {
    const { fake, platform } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      kind: 'telegram',
      mainButton: true,
      routes: routes([stub(INTERVIEW_CREATE, { data: created })]),
    });
    const form = await openForm();
    expect(within(form).queryByRole('button', { name: 'Отправить приглашение' })).toBeNull();
    expect(platform.mainButton.state?.text).toBe('Отправить приглашение');
    const day = moscowDayAhead(5);
    fillRow(form, 1, day, '09:15');
    fireEvent.change(within(form).getByLabelText('Ссылка на встречу'), {
      target: { value: 'https://telemost.yandex.ru/j/1' },
    });
    platform.mainButton.press();
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/interview/')).toEqual({
        applicationId: 11,
        slots: [{ startsAt: `${day}T09:15:00+03:00`, durationMin: 45 }],
        slotIds: [],
        format: 'online',
        link: 'https://telemost.yandex.ru/j/1',
      }),
    );
    await waitFor(() => expect(platform.mainButton.state).toBeNull());
  });
});
