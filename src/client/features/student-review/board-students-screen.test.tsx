import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { StudentListItem } from '../../../shared/contract/student-list.contract';
import { AS_ADMIN, AS_COMPANY } from '../../app/testing/board-api-fixtures';
import { screenRequests, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { PHOTO_SEEN } from './board-students-screen';

afterEach(cleanup);

/** The first screen of a test file waits for its lazy chunk: allow a busy machine more time. */
const SLOW = { timeout: 5000 };

function student(overrides: Partial<StudentListItem> = {}): StudentListItem {
  return {
    id: 5,
    name: 'Павел Ждущий',
    photoUrl: null,
    university: 'МГУ',
    faculty: null,
    course: 2,
    graduationYear: null,
    skills: [],
    about: '',
    status: 'pending',
    contacts: { email: 'p@example.ru', phone: null },
    ...overrides,
  };
}

const list = (items: StudentListItem[], total = items.length) => ({
  data: { items, total, page: 1, hasMore: false },
});

describe('/board/students/', () => {
  it('shows «О себе», the résumé, the changes since the last decision and the whole profile', async () => {
    renderApp({
      path: '/board/students/',
      ...AS_ADMIN,
      routes: [
        stub(
          endpoints.student.studentList,
          list([
            student({
              about: 'Пишу на Python, ищу стажировку.',
              resumeUrl: '/files/abc/',
              changes: { fields: ['university', 'about'], reviewedAt: '2026-11-12T09:00:00.000Z' },
            }),
          ]),
        ),
        stub(
          endpoints.student.studentCard,
          { id: 5 },
          {
            data: {
              ...student({ about: 'Пишу на Python, ищу стажировку.' }),
              about: 'Пишу на Python, ищу стажировку. Полный текст анкеты.',
              resume: { url: '/files/abc/' },
              statusReason: 'Нет фото',
            },
          },
        ),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Павел Ждущий' }, SLOW);
    expect(within(row).getByText('Пишу на Python, ищу стажировку.')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: 'Резюме: Павел Ждущий (откроется в новой вкладке)' })
        .getAttribute('href'),
    ).toBe('/files/abc/');
    expect(
      within(row).getByText('Изменено после решения карьерного центра 12 ноября 2026: вуз, «О себе»'),
    ).toBeTruthy();
    const whole = within(row).getByRole('button', { name: 'Вся анкета: Павел Ждущий' });
    expect(whole.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(whole);
    expect(await within(row).findByText(/Полный текст анкеты/)).toBeTruthy();
    expect(within(row).getByText('Нет фото')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Свернуть анкету' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('an approved student’s new photo: shown large, «Фото в порядке» clears it without a letter', async () => {
    const { fake, platform } = renderApp({
      path: '/board/students/?id=5',
      ...AS_ADMIN,
      routes: [
        stub(
          endpoints.student.studentList,
          list([
            student({
              status: 'approved',
              photoUrl: '/files/photo/',
              changes: { fields: ['photo'], reviewedAt: null },
            }),
          ]),
        ),
        stub(endpoints.student.studentApprove, { data: { id: 5, status: 'approved', mailed: false } }),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Павел Ждущий' }, SLOW);
    expect(within(row).getByRole('img', { name: 'Новое фото: Павел Ждущий' })).toBeTruthy();
    expect(within(row).getByText('Изменено после регистрации: фото')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Подтвердить: Павел Ждущий' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Фото в порядке: Павел Ждущий' }));
    await waitFor(() => expect(platform.toasts.at(-1)?.message).toBe(PHOTO_SEEN));
    const approve = fake.requests.find((request) => request.url.pathname === '/api/student/approve/');
    expect(JSON.parse(approve?.body ?? '{}')).toEqual({ id: 5 });
    expect(within(row).queryByRole('button', { name: 'Фото в порядке: Павел Ждущий' })).toBeNull();
    expect(within(row).queryByRole('img', { name: 'Новое фото: Павел Ждущий' })).toBeNull();
  });

  it('starts with students awaiting review, counts them and approves after confirmation', async () => {
    const { fake, platform } = renderApp({
      path: '/board/students/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.student.studentList, list([student()], 1)),
        stub(endpoints.student.studentApprove, { data: { id: 5, status: 'approved', mailed: true } }),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Павел Ждущий' }, SLOW);
    expect(within(row).getByText('На проверке', { selector: '.status-badge' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'На проверке (1)' })).toBeTruthy();
    const listCall = fake.requests.find((request) => request.url.searchParams.get('limit') !== '1');
    expect(listCall?.url.searchParams.get('status')).toBe('pending');

    fake.on(endpoints.student.studentList, list([], 0));
    fireEvent.click(within(row).getByRole('button', { name: 'Подтвердить: Павел Ждущий' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Павел Ждущий' })).toBeNull());
    const approve = fake.requests.find((request) => request.url.pathname === '/api/student/approve/');
    expect(JSON.parse(approve?.body ?? '{}')).toEqual({ id: 5 });
    expect(platform.toasts.at(-1)).toEqual({ kind: 'success', message: 'Студент подтверждён.' });
    expect(await screen.findByRole('button', { name: 'На проверке (0)' })).toBeTruthy();
  });

  it('?id=N (the bot’s «Открыть анкету», student_N) opens that student whatever its status', async () => {
    const { fake } = renderApp({
      path: '/board/students/?id=9',
      ...AS_ADMIN,
      routes: [
        stub(
          endpoints.student.studentList,
          list([student({ id: 9, name: 'Ольга Нужная', status: 'denied' })], 1),
        ),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Ольга Нужная' }, SLOW);
    expect(within(row).getByText('Отклонён', { selector: '.status-badge' })).toBeTruthy();
    const listCall = fake.requests.find((request) => request.url.searchParams.get('limit') !== '1');
    expect(listCall?.url.searchParams.get('id')).toBe('9');
    expect(listCall?.url.searchParams.get('status')).toBe('pending,approved,denied');
    expect(screen.getByRole('button', { name: 'Все' }).getAttribute('aria-pressed')).toBe('true');
    // Another tab leaves the one student for the list.
    fake.on(endpoints.student.studentList, list([student()], 1));
    fireEvent.click(screen.getByRole('button', { name: /^На проверке/ }));
    await screen.findByRole('listitem', { name: 'Павел Ждущий' });
    expect(window.location.search).toBe('');
    expect(screenRequests(fake.requests).at(-1)?.url.searchParams.get('id')).toBeNull();
  });

  it('says when the student of a link is gone', async () => {
    renderApp({
      path: '/board/students/?id=404',
      ...AS_ADMIN,
      routes: [stub(endpoints.student.studentList, list([], 0))],
    });
    expect(await screen.findByText('Анкета №404 не найдена.', {}, SLOW)).toBeTruthy();
  });

  it('denies with a required reason typed into a labelled field', async () => {
    const { fake, platform } = renderApp({
      path: '/board/students/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.student.studentList, list([student()])),
        stub(endpoints.student.studentDeny, { data: { id: 5, status: 'denied', mailed: true } }),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Павел Ждущий' }, SLOW);
    fireEvent.click(within(row).getByRole('button', { name: 'Отклонить: Павел Ждущий' }));
    const form = within(row).getByRole('form', { name: 'Отказ: Павел Ждущий' });
    fireEvent.click(within(form).getByRole('button', { name: 'Отклонить' }));
    expect(await within(form).findByText('Укажите причину отказа.')).toBeTruthy();
    expect(platform.haptics).toEqual(['error']);
    expect(fake.requests.some((request) => request.url.pathname === '/api/student/deny/')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Причина отказа/), {
      target: { value: 'Нет студенческого' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Павел Ждущий' })).toBeNull());
    const deny = fake.requests.find((request) => request.url.pathname === '/api/student/deny/');
    expect(JSON.parse(deny?.body ?? '{}')).toEqual({ id: 5, reason: 'Нет студенческого' });
  });

  it('shows every status on «Все» and is for admins only', async () => {
    const { fake } = renderApp({
      path: '/board/students/',
      ...AS_ADMIN,
      routes: [stub(endpoints.student.studentList, list([student({ status: 'approved', name: 'Анна' })]))],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Все' }));
    await waitFor(() =>
      expect(screenRequests(fake.requests).at(-1)?.url.searchParams.get('status')).toBe(
        'pending,approved,denied',
      ),
    );
    const row = await screen.findByRole('listitem', { name: 'Анна' }, SLOW);
    expect(within(row).queryByRole('button', { name: 'Подтвердить: Анна' })).toBeNull();
    cleanup();
    renderApp({ path: '/board/students/', ...AS_COMPANY });
    expect(await screen.findByRole('heading', { name: 'Раздел для администраторов' })).toBeTruthy();
  });
});
