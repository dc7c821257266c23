import { type EndpointShape, openApiPath } from '../../shared/contract/endpoint';

/** `GET /api/ping/` for a declaration and for one of Hono's routes alike. */
const routeKey = (method: string, path: string): string => `${method} ${path}`;

/**
 * No /api route answers without a declaration (docs/decisions/041-endpoint-declarations.md): the
 * app refuses to start if one does, e.g. a handler added straight to a Hono app. Middleware and
 * the JSON 404 are `ALL` entries and are not routes. Declarations with the same method and an
 * equivalent pattern would shadow each other, so they are refused too.
 */
export function assertEveryRouteDeclared(
  routes: readonly { method: string; path: string }[],
  declarations: readonly EndpointShape[],
): void {
  const declared = new Set(declarations.map((item) => routeKey(item.method, `/api${item.path}`)));
  const undeclared = routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
    .map((route) => routeKey(route.method, route.path))
    .filter((key) => !declared.has(key));
  if (undeclared.length > 0)
    throw new Error(`/api routes without a declaration: ${[...new Set(undeclared)].join(', ')}`);
  const shapes = declarations.map((item) => routeKey(item.method, openApiPath(item)));
  const twice = shapes.filter((key, index) => shapes.indexOf(key) !== index);
  if (twice.length > 0) throw new Error(`endpoints declared twice: ${twice.join(', ')}`);
}
