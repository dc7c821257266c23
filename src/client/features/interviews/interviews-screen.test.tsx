import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AS_COMPANY, page } from '../../app/testing/application-board-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { hoursAhead, INTERVIEWS, interviewItem } from '../../app/testing/interview-fixtures';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

/** «5 декабря, пятница» of the Moscow day `hours` from now, written here independently of the screen. */
function dayName(hours: number): string {
  const at = new Date(Date.now() + hours * 3_600_000);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', ...options }).format(at);
  return `${format({ day: 'numeric', month: 'long' })}, ${format({ weekday: 'long' })}`;
}

describe('/board/interviews/: the company’s upcoming interviews by day', () => {
  it('groups them by Moscow day: today, tomorrow, then the date and weekday', async () => {
    // Booked now (still under way: today), booked in 24 h (tomorrow), and one waiting for the
    // student whose first time ahead is in 72 h (its passed time does not place it).
    const today = interviewItem({
      id: 1,
      applicationId: 11,
      bookedSlotId: 1,
      slots: [{ id: 1, startsAt: hoursAhead(0), durationMin: 60, taken: true }],
    });
    const tomorrow = interviewItem({
      id: 2,
      applicationId: 12,
      studentName: 'Анна Смирнова',
      format: 'office',
      link: null,
      place: 'Тверская, 1',
      bookedSlotId: 2,
      slots: [{ id: 2, startsAt: hoursAhead(24), durationMin: 45, taken: true }],
    });
    const later = interviewItem({
      id: 3,
      applicationId: 13,
      studentName: 'Олег Иванов',
      vacancyTitle: 'Разработчик',
      slots: [
        { id: 3, startsAt: hoursAhead(-5), durationMin: 45, taken: false },
        { id: 4, startsAt: hoursAhead(72), durationMin: 45, taken: false },
        { id: 5, startsAt: hoursAhead(96), durationMin: 45, taken: false },
      ],
    });
    renderApp({
      path: '/board/interviews/',
      ...AS_COMPANY,
      routes: [stub(INTERVIEWS, { data: page([today, tomorrow, later]) })],
    });
    await screen.findByRole('heading', { level: 1, name: 'Собеседования' }, { timeout: 5000 });
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((heading) => heading.textContent)).toEqual(['Сегодня', 'Завтра', dayName(72)]);

    const first = screen.getByRole('list', { name: 'Сегодня' });
    expect(within(first).getByText('Иван Петров')).toBeTruthy();
    expect(within(first).getByRole('link', { name: /telemost/ })).toBeTruthy();
    expect(
      within(first).getByRole('link', { name: 'Открыть отклик: Иван Петров' }).getAttribute('href'),
    ).toBe('/board/applications/?id=11');
    expect(
      within(screen.getByRole('list', { name: 'Завтра' })).getByText('В офисе: Тверская, 1'),
    ).toBeTruthy();
    const third = screen.getByRole('list', { name: dayName(72) });
    expect(within(third).getByText(/ждём выбора студента/)).toBeTruthy();
    expect(within(third).getByText('Ещё свободных вариантов: 1.')).toBeTruthy();
    expect(within(third).getByText('Разработчик')).toBeTruthy();
  });

  it('says what to do when nothing is planned', async () => {
    renderApp({
      path: '/board/interviews/',
      ...AS_COMPANY,
      routes: [stub(INTERVIEWS, { data: page([]) })],
    });
    expect(await screen.findByText('Предстоящих собеседований нет.', {}, { timeout: 5000 })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Перейти к откликам' });
    expect(link.getAttribute('href')).toBe('/board/applications/');
    fireEvent.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/board/applications/'));
  });

  it('is listed in the company’s menu', async () => {
    renderApp({ path: '/board/interviews/', ...AS_COMPANY, routes: [stub(INTERVIEWS, { data: page([]) })] });
    await screen.findByText('Предстоящих собеседований нет.', {}, { timeout: 5000 });
    expect(
      screen
        .getAllByRole('link', { name: 'Собеседования' })
        .some((link) => link.getAttribute('href') === '/board/interviews/'),
    ).toBe(true);
  });
});
