import { Hono } from 'hono';
import {
  StudentApproveRequestSchema,
  StudentDenyRequestSchema,
  StudentListQuerySchema,
} from '../../shared/contract/student-list';
import { studentMessages } from '../../shared/student-messages';
import type { DomainDeps } from '../domain/deps';
import { getStudent } from '../domain/students/get-student';
import { listStudents } from '../domain/students/list-students';
import { reviewStudent } from '../domain/students/review-student';
import { studentAudience } from '../domain/students/student-access';
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
    return ok(c, await listStudents(deps, query.value, audience.value));
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
    const result = await getStudent(deps, id.value, audience.value);
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
