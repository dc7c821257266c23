import type { DictionaryEndpoints } from '../../shared/contract/endpoints/dictionary.endpoints';
import { cacheKeyOf } from '../cache/cache-key';
import type { DictionaryKind } from '../domain/dictionaries/dictionary-kinds';
import { getDictionaryItem, listDictionaryItems } from '../domain/dictionaries/list-dictionary-items';
import { deleteDictionaryItem, saveDictionaryItem } from '../domain/dictionaries/save-dictionary-item';
import { sendCachedAnswer } from '../http/cached-answer';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { viewerOf } from '../http/viewer';
import type { BoardRouteOptions } from './vacancy.routes';

/**
 * `/api/<base>/getItems`, `/api/<base>/` (create), `/api/<base>/:id/` (read, edit, delete) of an
 * admin dictionary, from its declarations (src/shared/contract/endpoints/dictionary.endpoints.ts). Reads are
 * public; writes are the career centre's.
 */
export function dictionaryRoutes(
  endpoints: DictionaryEndpoints,
  kind: DictionaryKind,
  { deps, cache }: BoardRouteOptions,
) {
  return new DeclaredRoutes()
    .on(endpoints.list, async (c, session) => {
      const parsed = c.req.valid('query');
      if (session?.accountKind === 'admin') {
        const includeHidden = parsed.includeHidden ?? false;
        return ok(c, await listDictionaryItems(deps, kind, parsed, { includeHidden }));
      }
      // Visible items only, whoever asks: one shared answer.
      const query = { ...parsed, includeHidden: undefined };
      const answer = await cache.answer('dictionaries', `${kind}:${cacheKeyOf(query)}`, () =>
        listDictionaryItems(deps, kind, query, { includeHidden: false }),
      );
      return sendCachedAnswer(c, answer);
    })
    .on(endpoints.item, async (c) => {
      const result = await getDictionaryItem(deps, kind, c.req.valid('param').id, viewerOf(c));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(endpoints.create, async (c) => {
      const result = await saveDictionaryItem(deps, kind, null, c.req.valid('json'));
      return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
    })
    .on(endpoints.update, async (c) => {
      const result = await saveDictionaryItem(deps, kind, c.req.valid('param').id, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(endpoints.remove, async (c) => {
      const result = await deleteDictionaryItem(deps, kind, c.req.valid('param').id);
      return result.ok ? ok(c, null) : failFromDomain(c, result);
    });
}
