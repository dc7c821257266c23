import {
  applicationAnswer,
  applicationChangeStatus,
  applicationCreate,
  applicationExternal,
  applicationItems,
  applicationNote,
  applicationSummary,
  applicationView,
  applicationWithdraw,
} from '../../shared/contract/endpoints/application.endpoints';
import type { SessionRecord } from '../auth/sessions';
import { answerApplication } from '../domain/applications/answer-application';
import { applicationSummary as readApplicationSummary } from '../domain/applications/application-summary';
import { applyToVacancy } from '../domain/applications/apply';
import { changeApplicationStatus } from '../domain/applications/change-status';
import { externalClickCounts, recordExternalClick } from '../domain/applications/external-click';
import { listApplications } from '../domain/applications/list-applications';
import { saveApplicationNote } from '../domain/applications/save-note';
import { viewApplication } from '../domain/applications/view';
import { withdrawApplication } from '../domain/applications/withdraw';
import type { DomainDeps } from '../domain/deps';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

const viewer = (session: SessionRecord) => ({ kind: session.accountKind, id: session.accountId });

/**
 * Applications (issue 12, docs/decisions/020): a student applies and withdraws; the company the
 * student applied to (or an admin) views, moves and annotates; each reads its own scope.
 * Thin handlers: the rules live in domain/applications/.
 */
export function applicationRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(applicationCreate, async (c, session) => {
      const result = await applyToVacancy(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
    })
    .on(applicationItems, async (c, session) => {
      const result = await listApplications(deps, viewer(session), c.req.valid('query'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(applicationSummary, async (c, session) => {
      const result = await readApplicationSummary(deps, viewer(session), c.req.valid('query'));
      if (!result.ok) return failFromDomain(c, result);
      // The scope check above has passed (a company not approved got its refusal).
      const external = await externalClickCounts(deps, viewer(session));
      return ok(c, { ...result.value, external });
    })
    .on(applicationExternal, async (c, session) => {
      const result = await recordExternalClick(deps, session.accountId, c.req.valid('json').vacancyId);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(applicationChangeStatus, async (c, session) => {
      // Nothing moved is refused as a whole, 404 or 409, by the skips' codes (domain/batch-move.ts).
      const result = await changeApplicationStatus(deps, viewer(session), c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(applicationWithdraw, async (c, session) => {
      const result = await withdrawApplication(deps, session.accountId, c.req.valid('json').id);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(applicationAnswer, async (c, session) => {
      const result = await answerApplication(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(applicationView, async (c, session) => {
      const result = await viewApplication(deps, viewer(session), c.req.valid('json').id);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(applicationNote, async (c, session) => {
      const result = await saveApplicationNote(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
