import { Hono } from 'hono';
import { VacancyListQuerySchema } from '../../shared/contract/vacancy';
import { VacancyArchiveRequestSchema, VacancyInputSchema } from '../../shared/contract/vacancy-input';
import { messages } from '../../shared/messages';
import { createMemoryRateLimiter, type RateLimitRule } from '../auth/rate-limit';
import { cacheKeyOf } from '../cache/cache-key';
import type { PublicListCache } from '../cache/public-list-cache';
import type { DomainDeps } from '../domain/deps';
import { archiveVacancy } from '../domain/vacancies/archive-vacancy';
import { deleteVacancy } from '../domain/vacancies/delete-vacancy';
import { getVacancy } from '../domain/vacancies/get-vacancy';
import { listVacancies, readVacancyCursor } from '../domain/vacancies/list-vacancies';
import {
  lastWeekFrom,
  markRecentVacanciesSeen,
  recentMarkOf,
  recentVacanciesSince,
} from '../domain/vacancies/recent-vacancies';
import { createVacancy, updateVacancy } from '../domain/vacancies/save-vacancy';
import type { VacancyScope } from '../domain/vacancies/vacancy-filters';
import type { VacancyViewRecorder } from '../domain/vacancy-views/view-recorder';
import { sendCachedAnswer } from '../http/cached-answer';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { parseIdParam, parseQuery } from '../http/parse-query';
import { rateLimited } from '../http/rate-limited';
import { requireAccount, viewerOf } from '../http/require-account';

export type BoardRouteOptions = {
  deps: DomainDeps;
  cache: PublicListCache;
  /** Vacancy views, written off the response path (docs/decisions/025); absent: not counted. */
  views?: VacancyViewRecorder;
  trustProxy?: boolean;
  /**
   * Public list answers computed afresh (cache misses) per client address (docs/decisions/030);
   * null: no limit (the bench's load generator is one address).
   */
  searchRateLimit?: RateLimitRule | null;
};

/** A person refining a search sends a few a minute; a script sending distinct queries, hundreds. */
export const SEARCH_RATE_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };

const WRITERS = ['company', 'admin'] as const;

/** /api/vacancy/…: parse → authorise → domain → envelope. */
export function vacancyRoutes({
  deps,
  cache,
  views,
  trustProxy = false,
  searchRateLimit = SEARCH_RATE_LIMIT,
}: BoardRouteOptions) {
  const app = new Hono<AppEnv>();
  const searches = searchRateLimit ? createMemoryRateLimiter(searchRateLimit) : null;

  app.get('/vacancy/getItems', async (c) => {
    const parsed = parseQuery(c, VacancyListQuerySchema);
    if (!parsed.ok) return parsed.response;
    const query = parsed.value;
    if (query.after && !readVacancyCursor(query)) {
      return fail(c, 400, messages.searchCursorInvalid, { after: messages.searchCursorInvalid });
    }
    if (query.scope === 'public') {
      // The same answer for everyone: served from the shared cache (statuses are not a public filter).
      const publicQuery = { ...query, status: undefined };
      const key = cacheKeyOf(publicQuery);
      if (searches && !cache.holds('vacancies', key)) {
        const now = deps.now();
        const hit = searches.hit(clientAddress(c, trustProxy), now);
        if (hit.count > (searchRateLimit?.limit ?? 0)) {
          const seconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
          return rateLimited(c, messages.searchRateLimited, seconds);
        }
      }
      const answer = await cache.answer('vacancies', key, () =>
        listVacancies(deps, publicQuery, { kind: 'public', now: deps.now() }),
      );
      return sendCachedAnswer(c, answer);
    }
    const auth = requireAccount(c, query.scope === 'own' ? ['company'] : ['admin']);
    if (!auth.ok) return auth.response;
    const scope: VacancyScope =
      query.scope === 'own' ? { kind: 'own', companyId: auth.session.accountId } : { kind: 'all' };
    return ok(c, await listVacancies(deps, query, scope));
  });

  app.get('/vacancy/:id{[0-9]+}/', async (c) => {
    const id = parseIdParam(c, messages.vacancyNotFound);
    if (!id.ok) return id.response;
    const viewer = viewerOf(c);
    const result = await getVacancy(deps, id.value, viewer);
    if (!result.ok) return failFromDomain(c, result);
    // Students and guests are the audience a company's figure counts; companies' and admins' opens are not.
    if (views && (viewer === null || viewer.kind === 'student')) {
      views.record(
        id.value,
        viewer
          ? { kind: 'student', id: viewer.id }
          : {
              kind: 'guest',
              address: clientAddress(c, trustProxy),
              userAgent: c.req.header('user-agent') ?? '',
            },
      );
    }
    return ok(c, result.value);
  });

  app.post('/vacancy/', async (c) => {
    const auth = requireAccount(c, ['company']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, VacancyInputSchema);
    if (!body.ok) return body.response;
    const result = await createVacancy(deps, auth.session.accountId, body.value);
    return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
  });

  app.put('/vacancy/:id{[0-9]+}/', async (c) => {
    const auth = requireAccount(c, WRITERS);
    if (!auth.ok) return auth.response;
    const id = parseIdParam(c, messages.vacancyNotFound);
    if (!id.ok) return id.response;
    const body = await parseJsonBody(c, VacancyInputSchema);
    if (!body.ok) return body.response;
    const result = await updateVacancy(deps, viewerOf(c), id.value, body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.delete('/vacancy/:id{[0-9]+}/', async (c) => {
    const auth = requireAccount(c, WRITERS);
    if (!auth.ok) return auth.response;
    const id = parseIdParam(c, messages.vacancyNotFound);
    if (!id.ok) return id.response;
    const result = await deleteVacancy(deps, viewerOf(c), id.value);
    return result.ok ? ok(c, null) : failFromDomain(c, result);
  });

  app.post('/vacancy/archive/', async (c) => {
    const auth = requireAccount(c, WRITERS);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, VacancyArchiveRequestSchema);
    if (!body.ok) return body.response;
    const result = await archiveVacancy(deps, viewerOf(c), body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  // docs/product.md#api-calls: no payload, no trailing slash; `{ success, data: { count, items, since } }`.
  app.post('/vacancy/recent', async (c) => {
    const auth = requireAccount(c, ['student']);
    if (!auth.ok) return auth.response;
    c.header('Cache-Control', 'no-store');
    const seenAt = await recentMarkOf(deps, auth.session.accountId);
    if (seenAt) return ok(c, await recentVacanciesSince(deps, seenAt));
    // No mark yet (every student a broadcast brings back): one shared answer per minute.
    const from = lastWeekFrom(deps.now());
    const answer = await cache.answer('vacancies', `recent\u0000${from.getTime()}`, () =>
      recentVacanciesSince(deps, null, from),
    );
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(answer.json);
  });

  app.post('/vacancy/recent/seen/', async (c) => {
    const auth = requireAccount(c, ['student']);
    if (!auth.ok) return auth.response;
    return ok(c, await markRecentVacanciesSeen(deps, auth.session.accountId));
  });

  return app;
}
