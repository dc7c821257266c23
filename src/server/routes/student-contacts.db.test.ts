import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { type ApplicationRole, useApplicationSuite } from '../../../tests/helpers/application-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { Page } from '../../shared/contract/query';
import type { StudentProfile } from '../../shared/contract/student.contract';
import type { StudentDetail, StudentListItem } from '../../shared/contract/student-list.contract';
import { students } from '../db/schema';

const CONTACTS = { email: 'student@example.ru', phone: '+79990000001' };

describeOnDatabases('A student’s contacts: only for companies applied to, or opened by admins', (target) => {
  const s = useApplicationSuite(target);
  const ivan = () => s.board.student.id;

  beforeEach(async () => {
    await s.database.db.update(students).set({ contactsOpenToCompanies: false });
  });

  /** What `role` sees of Ivan's contacts in the catalogue and on his card. */
  const seen = async (role: ApplicationRole) => {
    const list = await s.call(role, 'GET', `/api/student/getItems?id=${ivan()}`);
    const detail = await s.call(role, 'GET', `/api/student/${ivan()}/`);
    expect(list.status).toBe(200);
    expect(detail.status).toBe(200);
    const item = (list.data as Page<StudentListItem>).items[0];
    const card = detail.data as StudentDetail;
    expect(item?.contacts).toEqual(card.contacts);
    return card.contacts;
  };
  const open = (role: ApplicationRole, id: number, value: boolean) =>
    s.call(role, 'POST', '/api/student/openContacts/', { id, open: value });

  it('hides them from a company the student has not applied to; admins see them', async () => {
    expect(await seen('owner')).toBeNull();
    expect(await seen('other')).toBeNull();
    expect(await seen('admin')).toEqual(CONTACTS);
  });

  it('shows them to the company applied to, whatever the status, and to no other company', async () => {
    const item = await s.apply('student', s.vacancies.analyst);
    expect(await seen('owner')).toEqual(CONTACTS);
    expect(await seen('other')).toBeNull();
    // A withdrawn application still was an application to this company.
    expect((await s.call('student', 'POST', '/api/application/withdraw/', { id: item.id })).status).toBe(200);
    expect(await seen('owner')).toEqual(CONTACTS);
    expect(await seen('other')).toBeNull();
  });

  it('shows them to every company once an admin opens them, and hides them again when closed', async () => {
    const opened = await open('admin', ivan(), true);
    expect(opened.status).toBe(200);
    expect(opened.data).toEqual({ id: ivan(), contactsOpenToCompanies: true });
    expect(await seen('owner')).toEqual(CONTACTS);
    expect(await seen('other')).toEqual(CONTACTS);
    // The admin's list carries the flag for the toggle; a company's does not.
    const adminList = await s.call('admin', 'GET', `/api/student/getItems?id=${ivan()}`);
    expect((adminList.data as Page<StudentListItem>).items[0]?.contactsOpenToCompanies).toBe(true);
    const ownerList = await s.call('owner', 'GET', `/api/student/getItems?id=${ivan()}`);
    expect((ownerList.data as Page<StudentListItem>).items[0]).not.toHaveProperty('contactsOpenToCompanies');
    // The student reads it in their profile.
    const me = await s.call('student', 'GET', '/api/student/me/');
    expect((me.data as StudentProfile).contactsOpenToCompanies).toBe(true);

    expect((await open('admin', ivan(), false)).data).toEqual({ id: ivan(), contactsOpenToCompanies: false });
    expect(await seen('other')).toBeNull();
    const [row] = await s.database.db
      .select({ open: students.contactsOpenToCompanies })
      .from(students)
      .where(eq(students.id, ivan()));
    expect(row?.open).toBe(false);
  });

  it('lets only admins open them: 401, 403, 404 for a missing student, 400 for a bad body', async () => {
    expect((await open('guest', ivan(), true)).status).toBe(401);
    for (const role of ['student', 'owner', 'other'] as const) {
      expect((await open(role, ivan(), true)).status).toBe(403);
    }
    expect((await open('admin', 999_999, true)).status).toBe(404);
    for (const bad of [{ id: ivan() }, { id: ivan(), open: 'yes' }, { id: 'x', open: true }, {}]) {
      expect((await s.call('admin', 'POST', '/api/student/openContacts/', bad)).status).toBe(400);
    }
    expect(await seen('other')).toBeNull();
  });
});
