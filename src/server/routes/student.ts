import { Hono } from 'hono';
import {
  StudentApproveRequestSchema,
  StudentDenyRequestSchema,
  StudentListQuerySchema,
  StudentOpenContactsRequestSchema,
} from '../../shared/contract/student-list';
import { studentMessages } from '../../shared/student-messages';
import type { DomainDeps } from '../domain/deps';
import { getStudent } from '../domain/students/get-student';
import { listStudents } from '../domain/students/list-students';
import { setContactsOpen } from '../domain/students/open-contacts';
import { reviewStudent } from '../domain/students/review-student';
import { studentAudience } from '../domain/students/student-access';
import type { ContactsReader } from '../domain/students/student-contacts';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { parseIdParam, parseQuery } from '../http/parse-query';
import { requireAccount } from '../http/require-account';

/**
 * The students catalogue: /api/student/getItems and /api/student/:id/ for approved companies and
 * admins (guests 401, students 403, pending or denied companies 403 with a reason); approve and
 * deny for admins. Answers are personal (contacts), so they keep the API's private no-cache.
 */
export function studentRoutes({ deps }: { deps: DomainDeps }) {
  const app = new Hono<AppEnv>();
  // Contacts: admins all; a company its applicants and the students the career centre opened.
  const readerOf = (session: { accountKind: string; accountId: number }): ContactsReader =>
    session.accountKind === 'company' ? { kind: 'company', id: session.accountId } : { kind: 'admin' };

  app.get('/student/getItems', async (c) => {
    const auth = requireAccount(c, ['company', 'admin']);
    if (!auth.ok) return auth.response;
    const audience = await studentAudience(deps, {
      kind: auth.session.accountKind,
      id: auth.session.accountId,
    });
    if (!audience.ok) return failFromDomain(c, audience);
    const query = parseQuery(c, StudentListQuerySchema);
    if (!query.ok) return query.response;
    return ok(c, await listStudents(deps, query.value, audience.value, readerOf(auth.session)));
  });

  app.get('/student/:id{[0-9]+}/', async (c) => {
    const auth = requireAccount(c, ['company', 'admin']);
    if (!auth.ok) return auth.response;
    const audience = await studentAudience(deps, {
      kind: auth.session.accountKind,
      id: auth.session.accountId,
    });
    if (!audience.ok) return failFromDomain(c, audience);
    const id = parseIdParam(c, studentMessages.notFound);
    if (!id.ok) return id.response;
    const result = await getStudent(deps, id.value, audience.value, readerOf(auth.session));
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post('/student/openContacts/', async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, StudentOpenContactsRequestSchema);
    if (!body.ok) return body.response;
    const result = await setContactsOpen(deps, body.value.id, body.value.open);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post('/student/approve/', async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, StudentApproveRequestSchema);
    if (!body.ok) return body.response;
    const result = await reviewStudent(deps, body.value.id, { status: 'approved' });
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post('/student/deny/', async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, StudentDenyRequestSchema);
    if (!body.ok) return body.response;
    const result = await reviewStudent(deps, body.value.id, { status: 'denied', reason: body.value.reason });
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  return app;
}
