import { homeRead, homeSeen } from '../../shared/contract/endpoints/home.endpoints';
import type { DomainDeps } from '../domain/deps';
import { readCompanyHome } from '../domain/home/company-home';
import { markMatchesSeen } from '../domain/home/mark-matches-seen';
import { readStudentHome } from '../domain/home/student-home';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/**
 * `/`'s data (issue 13, item 5; docs/decisions/025): a student's or a company's home in one
 * answer. Guests read the public list and admins the board's home, so neither has one here.
 */
export function homeRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(homeRead, async (c, session) => {
      c.header('Cache-Control', 'no-store');
      const { accountKind, accountId } = session;
      if (accountKind === 'student') return ok(c, await readStudentHome(deps, accountId));
      const result = await readCompanyHome(deps, accountId);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(homeSeen, async (c, session) =>
      ok(c, await markMatchesSeen(deps, session.accountId, c.req.valid('json').vacancyIds)),
    );
}
