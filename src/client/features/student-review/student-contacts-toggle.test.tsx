import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { StudentListItem } from '../../../shared/contract/student-list.contract';
import { AS_ADMIN } from '../../app/testing/board-api-fixtures';
import { fail, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { CONTACTS_CLOSED, CONTACTS_OPENED } from './board-students-screen';

afterEach(cleanup);

const SLOW = { timeout: 5000 };
const LABEL = 'Показывать контакты всем компаниям';

function student(overrides: Partial<StudentListItem> = {}): StudentListItem {
  return {
    id: 5,
    name: 'Анна Ёлкина',
    photoUrl: null,
    university: 'МГУ',
    faculty: null,
    course: 2,
    graduationYear: null,
    skills: [],
    about: '',
    status: 'approved',
    contacts: { email: 'a@example.ru', phone: null },
    contactsOpenToCompanies: false,
    ...overrides,
  };
}

const list = (items: StudentListItem[]) => ({
  data: { items, total: items.length, page: 1, hasMore: false },
});

describe('/board/students/ — contacts open to every company', () => {
  it('opens and closes a student’s contacts with a labelled checkbox', async () => {
    const { fake, platform } = renderApp({
      path: '/board/students/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.student.studentList, list([student()])),
        stub(endpoints.student.studentOpenContacts, { data: { id: 5, contactsOpenToCompanies: true } }),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Анна Ёлкина' }, SLOW);
    const box = within(row).getByRole('checkbox', { name: LABEL }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toEqual({ kind: 'success', message: CONTACTS_OPENED }),
    );
    expect(box.checked).toBe(true);
    const call = fake.requests.find((request) => request.url.pathname === '/api/student/openContacts/');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ id: 5, open: true });

    fake.on(endpoints.student.studentOpenContacts, { data: { id: 5, contactsOpenToCompanies: false } });
    fireEvent.click(box);
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toEqual({ kind: 'success', message: CONTACTS_CLOSED }),
    );
    expect(box.checked).toBe(false);
  });

  it('keeps the box as it was when the server refuses', async () => {
    const { platform } = renderApp({
      path: '/board/students/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.student.studentList, list([student({ contactsOpenToCompanies: true })])),
        stub(endpoints.student.studentOpenContacts, fail(404, 'Студент не найден.')),
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Анна Ёлкина' }, SLOW);
    const box = within(row).getByRole('checkbox', { name: LABEL }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toEqual({ kind: 'error', message: 'Студент не найден.' }),
    );
    expect(box.checked).toBe(true);
  });
});
