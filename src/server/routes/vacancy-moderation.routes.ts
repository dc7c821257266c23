import {
  vacancyHide,
  vacancyReturn,
  vacancyShow,
} from '../../shared/contract/endpoints/vacancy-moderation.endpoints';
import type { DomainDeps } from '../domain/deps';
import { hideVacancy, returnVacancy, showVacancy } from '../domain/vacancies/moderate-vacancy';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/** /api/vacancy/moderation/…: the career centre hides, shows again and returns vacancies (docs/decisions/052). */
export function vacancyModerationRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(vacancyHide, async (c, session) => {
      const result = await hideVacancy(deps, session.accountId, c.req.valid('json').id);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(vacancyShow, async (c, session) => {
      const result = await showVacancy(deps, session.accountId, c.req.valid('json').id);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(vacancyReturn, async (c, session) => {
      const result = await returnVacancy(deps, session.accountId, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
