import { Hono } from 'hono';
import { DictionaryItemInputSchema, DictionaryListQuerySchema } from '../../shared/contract/dictionary-item';
import { cacheKeyOf } from '../cache/cache-key';
import { type DictionaryKind, dictionaryMessages } from '../domain/dictionaries/dictionary-kinds';
import { getDictionaryItem, listDictionaryItems } from '../domain/dictionaries/list-dictionary-items';
import { deleteDictionaryItem, saveDictionaryItem } from '../domain/dictionaries/save-dictionary-item';
import { sendCachedAnswer } from '../http/cached-answer';
import type { AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { parseIdParam, parseQuery } from '../http/parse-query';
import { requireAccount, viewerOf } from '../http/require-account';
import type { BoardRouteOptions } from './vacancy';

/**
 * `/api/<base>/getItems`, `/api/<base>/` (create), `/api/<base>/:id/` (read, edit, delete) of an
 * admin dictionary. Reads are public; writes are the career centre's.
 */
export function dictionaryRoutes(base: string, kind: DictionaryKind, { deps, cache }: BoardRouteOptions) {
  const app = new Hono<AppEnv>();
  const notFound = dictionaryMessages[kind].notFound;

  app.get(`/${base}/getItems`, async (c) => {
    const parsed = parseQuery(c, DictionaryListQuerySchema);
    if (!parsed.ok) return parsed.response;
    if (c.get('session')?.accountKind === 'admin') {
      const includeHidden = parsed.value.includeHidden ?? false;
      return ok(c, await listDictionaryItems(deps, kind, parsed.value, { includeHidden }));
    }
    // Visible items only, whoever asks: one shared answer.
    const query = { ...parsed.value, includeHidden: undefined };
    const answer = await cache.answer('dictionaries', `${kind}:${cacheKeyOf(query)}`, () =>
      listDictionaryItems(deps, kind, query, { includeHidden: false }),
    );
    return sendCachedAnswer(c, answer);
  });

  app.get(`/${base}/:id{[0-9]+}/`, async (c) => {
    const id = parseIdParam(c, notFound);
    if (!id.ok) return id.response;
    const result = await getDictionaryItem(deps, kind, id.value, viewerOf(c));
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.post(`/${base}/`, async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    const body = await parseJsonBody(c, DictionaryItemInputSchema);
    if (!body.ok) return body.response;
    const result = await saveDictionaryItem(deps, kind, null, body.value);
    return result.ok ? ok(c, result.value, 201) : failFromDomain(c, result);
  });

  app.put(`/${base}/:id{[0-9]+}/`, async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    const id = parseIdParam(c, notFound);
    if (!id.ok) return id.response;
    const body = await parseJsonBody(c, DictionaryItemInputSchema);
    if (!body.ok) return body.response;
    const result = await saveDictionaryItem(deps, kind, id.value, body.value);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  app.delete(`/${base}/:id{[0-9]+}/`, async (c) => {
    const auth = requireAccount(c, ['admin']);
    if (!auth.ok) return auth.response;
    const id = parseIdParam(c, notFound);
    if (!id.ok) return id.response;
    const result = await deleteDictionaryItem(deps, kind, id.value);
    return result.ok ? ok(c, null) : failFromDomain(c, result);
  });

  return app;
}
