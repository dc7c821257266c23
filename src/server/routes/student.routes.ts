import {
  studentApprove,
  studentCard,
  studentDeny,
  studentList,
  studentOpenContacts,
} from '../../shared/contract/endpoints/student.endpoints';
import type { SessionRecord } from '../auth/sessions';
import type { DomainDeps } from '../domain/deps';
import { getStudent } from '../domain/students/get-student';
import { listStudents } from '../domain/students/list-students';
import { setContactsOpen } from '../domain/students/open-contacts';
import { reviewStudent } from '../domain/students/review-student';
import { studentAudience } from '../domain/students/student-access';
import type { ContactsReader } from '../domain/students/student-contacts';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/**
 * The students catalogue: /api/student/getItems and /api/student/:id/ for approved companies and
 * admins (guests 401, students 403, pending or denied companies 403 with a reason); approve and
 * deny for admins. Answers are personal (contacts), so they keep the API's `private, no-store`.
 */
export function studentRoutes({ deps }: { deps: DomainDeps }) {
  // Contacts: admins all; a company its applicants and the students the career centre opened.
  const readerOf = (session: SessionRecord): ContactsReader =>
    session.accountKind === 'company' ? { kind: 'company', id: session.accountId } : { kind: 'admin' };
  const audienceOf = (session: SessionRecord) =>
    studentAudience(deps, { kind: session.accountKind, id: session.accountId });

  return new DeclaredRoutes()
    .on(studentList, async (c, session) => {
      const audience = await audienceOf(session);
      if (!audience.ok) return failFromDomain(c, audience);
      return ok(c, await listStudents(deps, c.req.valid('query'), audience.value, readerOf(session)));
    })
    .on(studentCard, async (c, session) => {
      const audience = await audienceOf(session);
      if (!audience.ok) return failFromDomain(c, audience);
      const result = await getStudent(deps, c.req.valid('param').id, audience.value, readerOf(session));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(studentOpenContacts, async (c) => {
      const { id, open } = c.req.valid('json');
      const result = await setContactsOpen(deps, id, open);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(studentApprove, async (c) => {
      const result = await reviewStudent(deps, c.req.valid('json').id, { status: 'approved' });
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(studentDeny, async (c) => {
      const { id, reason } = c.req.valid('json');
      const result = await reviewStudent(deps, id, { status: 'denied', reason });
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
