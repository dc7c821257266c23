import {
  vacancyDetail,
  vacancyList,
  vacancyRecent,
  vacancyRecentSeen,
} from '../../shared/contract/endpoints/vacancy.endpoints';
import { vacancyPoints } from '../../shared/contract/endpoints/vacancy-map.endpoints';
import {
  vacancyArchive,
  vacancyCreate,
  vacancyDelete,
  vacancyUpdate,
} from '../../shared/contract/endpoints/vacancy-write.endpoints';
import { messages } from '../../shared/messages';
import { createMemoryRateLimiter, type RateLimitRule } from '../auth/rate-limit';
import { cacheKeyOf } from '../cache/cache-key';
import type { PublicListCache } from '../cache/public-list-cache';
import type { DomainDeps } from '../domain/deps';
import { UnknownPlaceError, unknownPlaceText } from '../domain/places/resolve-places';
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
import { vacancyPoints as listVacancyPoints } from '../domain/vacancies/vacancy-points';
import type { SearchSnapshots } from '../domain/vacancy-search/snapshot-store';
import type { VacancyViewRecorder } from '../domain/vacancy-views/view-recorder';
import { sendCachedAnswer } from '../http/cached-answer';
import { clientAddress } from '../http/client-address';
import type { AppContext } from '../http/context';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { rateLimited } from '../http/rate-limited';
import { viewerOf } from '../http/viewer';

export type BoardRouteOptions = {
  deps: DomainDeps;
  cache: PublicListCache;
  /** The public list in memory (docs/decisions/065-search-in-memory.md); absent or null: off. */
  search?: SearchSnapshots | null;
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

/** A search naming a city or a region the dictionary lacks (docs/decisions/061): what to do instead. */
function unknownPlace(c: AppContext, error: UnknownPlaceError) {
  return fail(c, 400, messages.invalidInput, { [error.field]: unknownPlaceText(error.field, error.value) });
}

/** /api/vacancy/…: declaration (access, path, query, body) → domain → envelope. */
export function vacancyRoutes({
  deps,
  cache,
  search = null,
  views,
  trustProxy = false,
  searchRateLimit = SEARCH_RATE_LIMIT,
}: BoardRouteOptions) {
  const searches = searchRateLimit ? createMemoryRateLimiter(searchRateLimit) : null;
  /** A public search the cache does not hold counts toward the caller's limit (docs/decisions/030). */
  const limitSearches = (c: AppContext, key: string) => {
    if (!searches || cache.holds('vacancies', key)) return null;
    const now = deps.now();
    const hit = searches.hit(clientAddress(c, trustProxy), now);
    if (hit.count <= (searchRateLimit?.limit ?? 0)) return null;
    const seconds = Math.max(1, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000));
    return rateLimited(c, messages.searchRateLimited, seconds);
  };

  return (
    new DeclaredRoutes()
      .on(vacancyList, async (c, session) => {
        try {
          const query = c.req.valid('query');
          if (query.after && !readVacancyCursor(query)) {
            return fail(c, 400, messages.searchCursorInvalid, { after: messages.searchCursorInvalid });
          }
          if (query.scope === 'public') {
            // The same answer for everyone: served from the shared cache (statuses and «hidden» are not public filters).
            const publicQuery = { ...query, status: undefined, hidden: undefined };
            const key = cacheKeyOf(publicQuery);
            const refused = limitSearches(c, key);
            if (refused) return refused;
            const answer = await cache.answer('vacancies', key, (version) =>
              listVacancies(
                deps,
                publicQuery,
                { kind: 'public', now: deps.now() },
                { snapshot: search?.at(version) },
              ),
            );
            return sendCachedAnswer(c, answer);
          }
          // The company's own board and the admins' list: the scope decides who may ask, after the
          // query, with the answers of a declared access (401 for a guest, 403 for another kind).
          if (!session) return fail(c, 401, messages.unauthorized);
          if (session.accountKind !== (query.scope === 'own' ? 'company' : 'admin'))
            return fail(c, 403, messages.forbidden);
          const scope: VacancyScope =
            query.scope === 'own' ? { kind: 'own', companyId: session.accountId } : { kind: 'all' };
          return ok(c, await listVacancies(deps, query, scope));
        } catch (error) {
          if (error instanceof UnknownPlaceError) return unknownPlace(c, error);
          throw error;
        }
      })
      // The list's search as pins (docs/decisions/064-map-and-list.md): cached beside the list's pages.
      .on(vacancyPoints, async (c) => {
        try {
          const query = c.req.valid('query');
          const key = `points:${cacheKeyOf(query)}`;
          const refused = limitSearches(c, key);
          if (refused) return refused;
          return sendCachedAnswer(
            c,
            await cache.answer('vacancies', key, () => listVacancyPoints(deps, query)),
          );
        } catch (error) {
          if (error instanceof UnknownPlaceError) return unknownPlace(c, error);
          throw error;
        }
      })
      .on(vacancyDetail, async (c, session) => {
        const { id } = c.req.valid('param');
        const viewer = viewerOf(c);
        const result = await getVacancy(deps, id, viewer);
        if (!result.ok) return failFromDomain(c, result);
        // Students and guests are the audience a company's figure counts; companies' and admins' opens are not.
        if (views && (session === null || session.accountKind === 'student')) {
          views.record(
            id,
            session
              ? { kind: 'student', id: session.accountId }
              : { kind: 'guest', address: clientAddress(c, trustProxy) },
          );
        }
        return ok(c, result.value);
      })
      .on(vacancyCreate, async (c, session) => {
        const result = await createVacancy(deps, session.accountId, c.req.valid('json'));
        return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
      })
      .on(vacancyUpdate, async (c) => {
        const result = await updateVacancy(deps, viewerOf(c), c.req.valid('param').id, c.req.valid('json'));
        return result.ok ? ok(c, result.value) : failFromDomain(c, result);
      })
      .on(vacancyDelete, async (c) => {
        const result = await deleteVacancy(deps, viewerOf(c), c.req.valid('param').id);
        return result.ok ? ok(c, null) : failFromDomain(c, result);
      })
      .on(vacancyArchive, async (c) => {
        const result = await archiveVacancy(deps, viewerOf(c), c.req.valid('json'));
        return result.ok ? ok(c, result.value) : failFromDomain(c, result);
      })
      // docs/product.md#api-calls: no payload, no trailing slash; `{ success, data: { count, items, since } }`.
      .on(vacancyRecent, async (c, session) => {
        c.header('Cache-Control', 'no-store');
        const seenAt = await recentMarkOf(deps, session.accountId);
        if (seenAt) return ok(c, await recentVacanciesSince(deps, seenAt));
        // No mark yet (every student a broadcast brings back): one shared answer per minute.
        const from = lastWeekFrom(deps.now());
        const answer = await cache.answer('vacancies', `recent\u0000${from.getTime()}`, () =>
          recentVacanciesSince(deps, null, from),
        );
        c.header('Content-Type', 'application/json; charset=UTF-8');
        return c.body(answer.json);
      })
      .on(vacancyRecentSeen, async (c, session) =>
        ok(c, await markRecentVacanciesSeen(deps, session.accountId)),
      )
  );
}
