import type { EndpointShape } from '../../shared/contract/endpoint';
import { openApiDocument, ping } from '../../shared/contract/endpoints/meta.endpoints';
import { DeclaredRoutes } from '../http/declared-routes';
import { ok } from '../http/envelope';
import { buildOpenApiDocument } from '../http/openapi';

/** The API's version in its description: raised when a declaration changes incompatibly. */
const API_VERSION = '1';

/** /api/ping/ and /api/openapi.json; the description is built once, from what the app serves. */
export function metaRoutes(served: () => readonly EndpointShape[]) {
  let document: Record<string, unknown> | null = null;
  return new DeclaredRoutes()
    .on(ping, (c) => ok(c, { pong: true as const }))
    .on(openApiDocument, (c) => {
      document ??= buildOpenApiDocument(served(), API_VERSION);
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(document);
    });
}
