import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { StudentListItem } from '../../../shared/contract/student-list.contract';
import { AS_ADMIN, page, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

function student(id: number, name: string, status: StudentListItem['status'] = 'pending'): StudentListItem {
  return {
    id,
    name,
    photoUrl: null,
    university: 'МГУ',
    faculty: null,
    course: 2,
    graduationYear: null,
    skills: [],
    about: '',
    status,
    contacts: { email: `s${id}@example.ru`, phone: null },
  };
}

const ANNA = student(1, 'Анна');
const BORIS = student(2, 'Борис');
const VERA = student(3, 'Вера', 'denied');

function open(routes: readonly Stub[] = []) {
  return renderApp({
    path: '/board/students/',
    ...AS_ADMIN,
    routes: [stub(endpoints.student.studentList, { data: page([ANNA, BORIS, VERA]) }), ...routes],
  });
}

/** The screen's chunk loads lazily: a busy machine may need more than the default second. */
const loaded = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Выбрать: ${name}` }));
const bar = () => screen.getByRole('toolbar', { name: /^Выбрано/ });
const bodies = (requests: ReturnType<typeof open>['fake']['requests'], path: string) =>
  requestsTo(requests, 'POST', path).map((request) => JSON.parse(request.body) as unknown);

describe('/board/students/ — bulk decisions', () => {
  it('selects rows, counts them, and «Выбрать все показанные» toggles every row', async () => {
    open();
    await loaded('Анна');
    expect(screen.queryByRole('toolbar')).toBeNull();
    tick('Анна');
    expect(within(bar()).getByText('Выбрано: 1')).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Выбрать все показанные' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(within(bar()).getByText('Выбрано: 3')).toBeTruthy();
    fireEvent.click(all);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('approves every selected row after one confirmation; a cancelled confirmation sends nothing', async () => {
    const { fake, platform } = open([
      stub(endpoints.student.studentApprove, { data: { id: 0, status: 'approved', mailed: true } }),
    ]);
    await loaded('Анна');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все показанные' }));
    // Вера is denied: approving applies to her too (as her row's own «Подтвердить» does).
    const asked: string[] = [];
    platform.confirm = async (options) => {
      asked.push(options.message);
      return false;
    };
    fireEvent.click(within(bar()).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toContain('Подтвердить 3 студентов?');
    // Cancelled: nothing was sent, nothing changed.
    expect(requestsTo(fake.requests, 'POST', '/api/student/approve/')).toEqual([]);
    expect(within(screen.getByRole('list', { name: 'Студенты' })).getAllByRole('listitem')).toHaveLength(3);

    platform.confirm = async () => true;
    fireEvent.click(within(bar()).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Анна' })).toBeNull());
    expect(screen.queryByRole('listitem', { name: 'Вера' })).toBeNull();
    expect(bodies(fake.requests, '/api/student/approve/')).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(platform.toasts.at(-1)).toEqual({ kind: 'success', message: 'Готово: 3 записи.' });
  });

  it('denies with one reason from a dialog; cancelling the dialog sends nothing; approved rows are skipped', async () => {
    const { fake, platform } = renderApp({
      path: '/board/students/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.student.studentList, { data: page([ANNA, student(4, 'Глеб', 'approved'), VERA]) }),
        stub(endpoints.student.studentDeny, { data: { id: 0, status: 'denied', mailed: true } }),
      ],
    });
    await loaded('Анна');
    tick('Анна');
    tick('Вера');
    // Вера is denied already: the button says how many it applies to.
    fireEvent.click(within(bar()).getByRole('button', { name: 'Отклонить (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить 1 студента?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(fake.requests, 'POST', '/api/student/deny/')).toEqual([]);

    tick('Глеб');
    fireEvent.click(within(bar()).getByRole('button', { name: 'Отклонить (2)' }));
    const again = await screen.findByRole('dialog', { name: 'Отклонить 2 студентов?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Отклонить' }));
    expect(await within(again).findByText('Укажите причину отказа.')).toBeTruthy();
    expect(platform.haptics).toEqual(['error']);
    fireEvent.change(within(again).getByLabelText(/Причина отказа/), { target: { value: ' Нет справки ' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Анна' })).toBeNull());
    expect(bodies(fake.requests, '/api/student/deny/')).toEqual([
      { id: 1, reason: 'Нет справки' },
      { id: 4, reason: 'Нет справки' },
    ]);
    expect(platform.toasts.at(-1)).toEqual({
      kind: 'success',
      message: 'Готово: 2 записи. Пропущено: 1 запись — к ним действие не относится.',
    });
    // Вера was skipped: still there, still ticked.
    expect((screen.getByRole('checkbox', { name: 'Выбрать: Вера' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reports the rows that failed and keeps them selected', async () => {
    let calls = 0;
    const { fake, platform } = open([
      stub(endpoints.student.studentApprove, () => {
        calls += 1;
        return calls === 2
          ? fail(409, 'Студент уже подтверждён другим администратором.')
          : { data: { id: 0, status: 'approved' as const, mailed: true } };
      }),
    ]);
    await loaded('Анна');
    tick('Анна');
    tick('Борис');
    fireEvent.click(within(bar()).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toEqual({
        kind: 'warning',
        message:
          'Готово: 1 запись. Не получилось для 1 записи: Студент уже подтверждён другим администратором.',
      }),
    );
    const second = requestsTo(fake.requests, 'POST', '/api/student/approve/')[1];
    const failedId = (JSON.parse(second?.body ?? '{}') as { id: number }).id;
    const failedName = failedId === 1 ? 'Анна' : 'Борис';
    const doneName = failedId === 1 ? 'Борис' : 'Анна';
    expect(screen.queryByRole('listitem', { name: doneName })).toBeNull();
    expect(
      (screen.getByRole('checkbox', { name: `Выбрать: ${failedName}` }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(bar()).getByText('Выбрано: 1')).toBeTruthy();
  });

  it('shows a failed list load with a retry', async () => {
    const { fake } = renderApp({
      path: '/board/students/',
      ...AS_ADMIN,
      routes: [stub(endpoints.student.studentList, fail(500, 'Сервер недоступен.'))],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Сервер недоступен.');
    fake.on(endpoints.student.studentList, { data: page([ANNA]) });
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('listitem', { name: 'Анна' })).toBeTruthy();
  });
});
