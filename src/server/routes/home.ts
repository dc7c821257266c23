import { Hono } from 'hono';
import { HomeSeenSchema } from '../../shared/contract/home';
import type { DomainDeps } from '../domain/deps';
import { readCompanyHome } from '../domain/home/company-home';
import { markMatchesSeen } from '../domain/home/mark-matches-seen';
import { readStudentHome } from '../domain/home/student-home';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { requireAccount } from '../http/require-account';

/**
 * `/`'s data (issue 13, item 5; docs/decisions/025): a student's or a company's home in one
 * answer. Guests read the public list and admins the board's home, so neither has one here.
 */
export function homeRoutes({ deps }: { deps: DomainDeps }) {
  const app = new Hono<AppEnv>();

  app.get('/home/', async (c) => {
    const auth = requireAccount(c, ['student', 'company']);
    if (!auth.ok) return auth.response;
    c.header('Cache-Control', 'no-store');
    const { accountKind, accountId } = auth.session;
    if (accountKind === 'student') return ok(c, await readStudentHome(deps, accountId));
    const result = await readCompanyHome(deps, accountId);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post('/home/seen/', async (c) => {
    const auth = requireAccount(c, ['student']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, HomeSeenSchema);
    if (!body.ok) return body.response;
    return ok(c, await markMatchesSeen(deps, auth.session.accountId, body.value.vacancyIds));
  });

  return app;
}
