import {
  searchSynonymCreate,
  searchSynonymList,
  searchSynonymRemove,
  searchSynonymUpdate,
} from '../../shared/contract/endpoints/search-synonym.endpoints';
import type { DomainDeps } from '../domain/deps';
import { listSearchSynonyms } from '../domain/search-synonyms/list-search-synonyms';
import { removeSearchSynonym, saveSearchSynonym } from '../domain/search-synonyms/save-search-synonym';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';

/** /api/search-synonym/…: the search's synonyms, listed and edited by admins (docs/decisions/060). */
export function searchSynonymRoutes({ deps }: { deps: DomainDeps }) {
  return new DeclaredRoutes()
    .on(searchSynonymList, async (c) => ok(c, await listSearchSynonyms(deps, c.req.valid('query'))))
    .on(searchSynonymCreate, async (c, session) => {
      const result = await saveSearchSynonym(deps, session.accountId, null, c.req.valid('json'));
      return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
    })
    .on(searchSynonymUpdate, async (c, session) => {
      const id = c.req.valid('param').id;
      const result = await saveSearchSynonym(deps, session.accountId, id, c.req.valid('json'));
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    })
    .on(searchSynonymRemove, async (c, session) => {
      const result = await removeSearchSynonym(deps, session.accountId, c.req.valid('param').id);
      return result.ok ? ok(c, result.value) : failFromDomain(c, result);
    });
}
