import { type Context, Hono } from 'hono';
import { ACCOUNT_KINDS } from '../../shared/contract/auth.contract';
import type {
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointShape,
} from '../../shared/contract/endpoint';
import { twoFactorMessages } from '../../shared/contract/two-factor.contract';
import { messages } from '../../shared/messages';
import type { SessionRecord } from '../auth/sessions';
import type { PendingRecord } from '../domain/two-factor/pending';
import type { AppContext, AppEnv } from './context';
import { fail } from './envelope';
import { parseJsonBody } from './parse-body';
import { parseParams, parseQuery } from './parse-query';

/** The request as a handler reads it: `c.req.valid('json' | 'query' | 'param')`, typed by the declaration. */
type EndpointContext<E extends EndpointShape> = Context<
  AppEnv,
  string,
  { out: { json: EndpointBody<E>; query: EndpointQuery<E>; param: EndpointParams<E> } }
>;

/** Who is calling, as the declaration's access allows: no guest where an account is required. */
type CallerOf<E extends EndpointShape> = E['access'] extends 'public'
  ? SessionRecord | null
  : E['access'] extends 'second-factor'
    ? PendingRecord
    : SessionRecord;

export type EndpointHandler<E extends EndpointShape> = (
  c: EndpointContext<E>,
  caller: CallerOf<E>,
) => Response | Promise<Response>;

type Admitted =
  | { ok: true; caller: SessionRecord | PendingRecord | null }
  | { ok: false; response: Response };

/** The access rule of docs/decisions/041-endpoint-declarations.md: 401 for no account, 403 for the wrong kind. */
function admit(c: AppContext, access: EndpointShape['access']): Admitted {
  if (access === 'public') return { ok: true, caller: c.get('session') };
  if (access === 'second-factor') {
    const pending = c.get('pendingSecondFactor');
    return pending
      ? { ok: true, caller: pending }
      : { ok: false, response: fail(c, 401, twoFactorMessages.notPending) };
  }
  const session = c.get('session');
  if (!session) return { ok: false, response: fail(c, 401, messages.unauthorized) };
  const kinds: readonly string[] = access === 'signed-in' ? ACCOUNT_KINDS : access;
  if (!kinds.includes(session.accountKind)) return { ok: false, response: fail(c, 403, messages.forbidden) };
  return { ok: true, caller: session };
}

/**
 * The only way to serve an /api route: each handler is mounted from its declaration, behind the
 * declared access rule and one validation of path, query and body (parse-body.ts, parse-query.ts).
 * The Hono app stays private, so nothing can be added to it without a declaration.
 */
export class DeclaredRoutes {
  readonly #app = new Hono<AppEnv>();
  readonly #declared: EndpointShape[] = [];

  on<E extends EndpointShape>(declaration: E, handler: EndpointHandler<E>): this {
    this.#declared.push(declaration);
    this.#app.on(declaration.method, declaration.path, async (c) => {
      c.set('endpoint', declaration);
      const admitted = admit(c, declaration.access);
      if (!admitted.ok) return admitted.response;
      if (declaration.params) {
        const params = parseParams(c, declaration.params, declaration.notFound ?? messages.notFoundApi);
        if (!params.ok) return params.response;
        c.req.addValidatedData('param', params.value as object);
      }
      if (declaration.query) {
        const query = parseQuery(c, declaration.query);
        if (!query.ok) return query.response;
        c.req.addValidatedData('query', query.value as object);
      }
      if (declaration.body && !declaration.bodyReadByHandler) {
        const body = await parseJsonBody(c, declaration.body);
        if (!body.ok) return body.response;
        c.req.addValidatedData('json', body.value as object);
      }
      // The context is the same object; only its declared input type is narrowed.
      return handler(c as unknown as EndpointContext<E>, admitted.caller as CallerOf<E>);
    });
    return this;
  }

  /** The declarations served, in the order they were mounted. */
  get declarations(): readonly EndpointShape[] {
    return this.#declared;
  }

  /** Mounts every declared route on `api` (the /api sub-app). */
  mountOn(api: Hono<AppEnv>): void {
    api.route('/', this.#app);
  }
}
