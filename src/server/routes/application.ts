import { Hono } from 'hono';
import {
  ApplicationChangeStatusSchema,
  ApplicationCreateSchema,
  ApplicationListQuerySchema,
  ApplicationNoteSchema,
  ApplicationWithdrawSchema,
} from '../../shared/contract/application';
import { ApplicationExternalSchema } from '../../shared/contract/apply-elsewhere';
import { applicationSummary } from '../domain/applications/application-summary';
import { applyToVacancy } from '../domain/applications/apply';
import { changeApplicationStatus } from '../domain/applications/change-status';
import { externalClickCounts, recordExternalClick } from '../domain/applications/external-click';
import { listApplications } from '../domain/applications/list-applications';
import { saveApplicationNote } from '../domain/applications/save-note';
import { viewApplication } from '../domain/applications/view';
import { withdrawApplication } from '../domain/applications/withdraw';
import type { DomainDeps } from '../domain/deps';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { parseQuery } from '../http/parse-query';
import { requireAccount } from '../http/require-account';

/**
 * Applications (issue 12, docs/decisions/020): a student applies and withdraws; the company the
 * student applied to (or an admin) views, moves and annotates; each reads its own scope.
 * Thin handlers: the rules live in domain/applications/.
 */
export function applicationRoutes({ deps }: { deps: DomainDeps }) {
  const app = new Hono<AppEnv>();
  const viewer = (session: { accountKind: 'student' | 'company' | 'admin'; accountId: number }) => ({
    kind: session.accountKind,
    id: session.accountId,
  });

  app.post('/application/', async (c) => {
    const auth = requireAccount(c, ['student']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, ApplicationCreateSchema);
    if (!body.ok) return body.response;
    const result = await applyToVacancy(deps, auth.session.accountId, body.value);
    return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
  });

  app.get('/application/getItems', async (c) => {
    const auth = requireAccount(c, ['student', 'company', 'admin']);
    if (!auth.ok) return auth.response;
    const query = parseQuery(c, ApplicationListQuerySchema);
    if (!query.ok) return query.response;
    const result = await listApplications(deps, viewer(auth.session), query.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.get('/application/summary', async (c) => {
    const auth = requireAccount(c, ['company', 'admin']);
    if (!auth.ok) return auth.response;
    const result = await applicationSummary(deps, viewer(auth.session));
    if (!result.ok) return failFromDomain(c, result);
    // The scope check above has passed (a company not approved got its refusal).
    const external = await externalClickCounts(deps, viewer(auth.session));
    return ok(c, { ...result.value, external });
  });

  app.post('/application/external/', async (c) => {
    const auth = requireAccount(c, ['student']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, ApplicationExternalSchema);
    if (!body.ok) return body.response;
    const result = await recordExternalClick(deps, auth.session.accountId, body.value.vacancyId);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post('/application/changeStatus', async (c) => {
    const auth = requireAccount(c, ['company', 'admin']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, ApplicationChangeStatusSchema);
    if (!body.ok) return body.response;
    // Nothing moved is refused as a whole, 404 or 409 (domain/batch-move.ts).
    const result = await changeApplicationStatus(deps, viewer(auth.session), body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post('/application/withdraw/', async (c) => {
    const auth = requireAccount(c, ['student']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, ApplicationWithdrawSchema);
    if (!body.ok) return body.response;
    const result = await withdrawApplication(deps, auth.session.accountId, body.value.id);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post('/application/view/', async (c) => {
    const auth = requireAccount(c, ['student', 'company', 'admin']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, ApplicationWithdrawSchema);
    if (!body.ok) return body.response;
    const result = await viewApplication(deps, viewer(auth.session), body.value.id);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post('/application/note/', async (c) => {
    const auth = requireAccount(c, ['company']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, ApplicationNoteSchema);
    if (!body.ok) return body.response;
    const result = await saveApplicationNote(deps, auth.session.accountId, body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  return app;
}
