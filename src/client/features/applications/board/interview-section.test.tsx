import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InterviewItem } from '../../../../shared/contract/interview.contract';
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
import { type Stub, stub } from '../../../app/testing/fake-fetch';
import {
  INTERVIEW_CANCEL,
  INTERVIEW_LINK,
  INTERVIEW_RESCHEDULE,
  INTERVIEWS,
  interviewItem,
  moscowDayAhead,
} from '../../../app/testing/interview-fixtures';
import { type RenderAppOptions, renderApp } from '../../../app/testing/render-app';

afterEach(cleanup);

const invited = applicationItem({ status: 'invited' });

function render(interview: InterviewItem, extra: readonly Stub[] = [], options: RenderAppOptions = {}) {
  return renderApp({
    path: '/board/applications/',
    ...AS_COMPANY,
    ...options,
    routes: [
      stub(GET_ITEMS, { data: page([invited]) }),
      stub(SUMMARY, { data: summary() }),
      stub(INTERVIEWS, (request) => ({
        data: page(request.url.searchParams.get('applicationId') === '11' ? [interview] : []),
      })),
      ...extra,
    ],
  });
}

async function openInterview() {
  const row = await screen.findByRole('listitem', { name: 'Иван Петров' }, { timeout: 5000 });
  fireEvent.click(within(row).getByRole('button', { name: 'Иван Петров' }));
  const card = within(row).getByRole('region', { name: 'Отклик №11: Иван Петров' });
  return { card, section: await within(card).findByRole('region', { name: 'Собеседование' }) };
}

describe('the interview on the company’s card', () => {
  it('waits for the student’s choice: the times, the format and link, no calendar yet', async () => {
    render(interviewItem());
    const { section } = await openInterview();
    expect(within(section).getByText('Ждём выбора студента.')).toBeTruthy();
    expect(
      within(within(section).getByRole('list', { name: 'Предложенное время' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(
      within(section)
        .getByRole('link', { name: /telemost\.yandex\.ru/ })
        .getAttribute('href'),
    ).toBe('https://telemost.yandex.ru/j/123');
    expect(within(section).queryByRole('button', { name: 'Скачать .ics' })).toBeNull();
  });

  it('names the booked time, and inside Telegram downloads the .ics by its signed link', async () => {
    const interview = interviewItem({ bookedSlotId: 22, format: 'office', link: null, place: 'Тверская, 1' });
    const { fake, platform } = render(
      interview,
      [
        stub(INTERVIEW_LINK, {
          data: {
            path: '/calendar/interview-5.ics?s=1&e=2&sig=abc',
            fileName: 'interview-5.ics',
            expiresAt: '2099-01-01T00:00:00.000Z',
          },
        }),
      ],
      { kind: 'telegram', mainButton: true },
    );
    const { section } = await openInterview();
    expect(within(section).getByText(/^Студент выбрал: /)).toBeTruthy();
    expect(within(section).getByText(/— выбрано студентом$/)).toBeTruthy();
    expect(within(section).getByText('В офисе: Тверская, 1')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Скачать .ics' }));
    await waitFor(() => expect(platform.downloads).toHaveLength(1));
    expect(lastBody(fake.requests, 'POST', '/api/interview/link/')).toEqual({ id: 5 });
    expect(platform.downloads[0]?.url).toMatch(/\/calendar\/interview-5\.ics\?s=1&e=2&sig=abc$/);
  });

  it('«Перенести» offers new times for the same interview', async () => {
    const { fake, platform } = render(interviewItem({ bookedSlotId: 21 }), [
      stub(INTERVIEW_RESCHEDULE, { data: interviewItem() }),
    ]);
    const { card, section } = await openInterview();
    fireEvent.click(within(section).getByRole('button', { name: 'Перенести' }));
    const form = within(card).getByRole('form', { name: 'Перенос собеседования: отклик №11' });
    // The format is not changed by a reschedule.
    expect(within(form).queryByLabelText('Ссылка на встречу')).toBeNull();
    const day = moscowDayAhead(4);
    const row = within(form).getByRole('group', { name: 'Вариант 1' });
    fireEvent.change(within(row).getByLabelText('Дата'), { target: { value: day } });
    fireEvent.change(within(row).getByLabelText('Время'), { target: { value: '16:00' } });
    fireEvent.change(within(form).getByLabelText(/^Почему переносите/), {
      target: { value: 'Заболел интервьюер.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Предложить новое время' }));
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/interview/reschedule/')).toEqual({
        id: 5,
        slots: [{ startsAt: `${day}T16:00:00+03:00`, durationMin: 45 }],
        slotIds: [],
        message: 'Заболел интервьюер.',
      }),
    );
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toEqual({
        kind: 'success',
        message: 'Новое время отправлено студенту.',
      }),
    );
    // The application and its interview are asked again.
    await waitFor(() => expect(requestsTo(fake.requests, 'GET', '/api/application/getItems').length).toBe(2));
  });

  it('«Отменить собеседование» needs a message and a confirmation', async () => {
    const { fake, platform } = render(interviewItem(), [stub(INTERVIEW_CANCEL, { data: interviewItem() })], {
      confirmAnswer: false,
    });
    const { section } = await openInterview();
    fireEvent.click(within(section).getByRole('button', { name: 'Отменить собеседование' }));
    let dialog = await screen.findByRole('dialog', { name: 'Отменить собеседование?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить собеседование' }));
    expect(
      await within(dialog).findByText('Напишите студенту, почему отменяете собеседование.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Сообщение студенту/), {
      target: { value: 'Вакансия закрыта.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить собеседование' }));
    // «Вернуться» at the confirmation: nothing is sent.
    await waitFor(() => expect(platform.confirms).toHaveLength(1));
    expect(platform.confirms[0]?.message).toContain('Иван Петров получит ваше сообщение');
    expect(requestsTo(fake.requests, 'POST', '/api/interview/cancel/')).toHaveLength(0);
    cleanup();

    const second = render(interviewItem(), [stub(INTERVIEW_CANCEL, { data: interviewItem() })]);
    const opened = await openInterview();
    fireEvent.click(within(opened.section).getByRole('button', { name: 'Отменить собеседование' }));
    dialog = await screen.findByRole('dialog', { name: 'Отменить собеседование?' });
    fireEvent.change(within(dialog).getByLabelText(/^Сообщение студенту/), {
      target: { value: 'Вакансия закрыта.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить собеседование' }));
    await waitFor(() =>
      expect(lastBody(second.fake.requests, 'POST', '/api/interview/cancel/')).toEqual({
        id: 5,
        message: 'Вакансия закрыта.',
      }),
    );
    await waitFor(() =>
      expect(second.platform.toasts.at(-1)).toEqual({
        kind: 'success',
        message: 'Собеседование отменено: студент получит сообщение.',
      }),
    );
  });
});
