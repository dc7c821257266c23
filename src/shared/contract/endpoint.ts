/**
 * One declaration per /api endpoint (docs/decisions/041-endpoint-declarations.md): the server mounts its
 * handler from it (src/server/http/declared-routes.ts), the client calls it with `api(endpoint, input)`
 * (src/client/lib/http.ts), the authorisation matrix has a row for it (tests/authz/) and
 * /api/openapi.json describes it. A route that is not declared is refused at start-up.
 */
import type * as v from 'valibot';
import type { AccountKind } from './auth.contract';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `public` (anyone, the session is optional), `signed-in` (any account), the listed
 * kinds (401 for a guest, 403 for another kind), or `second-factor` (an admin's session that passed
 * the password only, docs/decisions/016).
 */
type EndpointAccess = 'public' | 'signed-in' | 'second-factor' | readonly AccountKind[];

export interface EndpointShape {
  method: EndpointMethod;
  /** Hono's pattern below /api, e.g. `/vacancy/:id{[0-9]+}/`. */
  path: string;
  /** One line for the API description. */
  summary: string;
  access: EndpointAccess;
  /** Path parameters; a value that does not parse answers 404 with `notFound`. */
  params?: v.GenericSchema;
  /** The answer when `params` does not parse (default: the generic «not found»). */
  notFound?: string;
  query?: v.GenericSchema;
  /** A JSON body; `multipart` takes a form upload instead (`body` then describes nothing). */
  body?: v.GenericSchema;
  /**
   * The handler reads the body itself and `body` describes only its JSON form: the one-click
   * unsubscribe also takes a mail client's form body (docs/decisions/024).
   */
  bodyReadByHandler?: true;
  multipart?: true;
  /** `data` of the success envelope; `file` answers send bytes (CSV), `document` a bare JSON document. */
  response: v.GenericSchema;
  answer?: 'envelope' | 'file' | 'document';
  /** The success status (201 for creations). */
  status?: 200 | 201;
}

/** Declares an endpoint; the literal types are kept, so handlers and callers are typed by it. */
export function endpoint<const E extends EndpointShape>(declaration: E): E {
  return declaration;
}

type OutputOf<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;
type InputOf<S> = S extends v.GenericSchema ? v.InferInput<S> : undefined;

/** The parsed request a handler reads with `c.req.valid(…)`. */
export type EndpointParams<E extends EndpointShape> = OutputOf<E['params']>;
export type EndpointQuery<E extends EndpointShape> = OutputOf<E['query']>;
export type EndpointBody<E extends EndpointShape> = OutputOf<E['body']>;
export type EndpointReply<E extends EndpointShape> = v.InferOutput<E['response']>;

/** What a query string may carry from the client: the schema's keys, any printable value. */
export type QueryValue = string | number | boolean | null | undefined;

/** The client's input: path parameters, query, JSON body or form, as the declaration asks. */
export type EndpointInput<E extends EndpointShape> = (E['params'] extends v.GenericSchema
  ? { params: { [K in keyof InputOf<E['params']>]: string | number } }
  : { params?: never }) &
  (E['query'] extends v.GenericSchema
    ? { query?: { [K in keyof InputOf<E['query']>]?: QueryValue } }
    : { query?: never }) &
  (E['body'] extends v.GenericSchema ? { body: InputOf<E['body']> } : { body?: never }) &
  (E['multipart'] extends true ? { form: FormData } : { form?: never });

const PARAM = /:([A-Za-z_]+)(\{[^}]*\})?/g;

/** The address of one call below /api: the pattern with its parameters filled in. */
export function endpointPath(
  declaration: EndpointShape,
  params: Record<string, string | number> = {},
): string {
  return declaration.path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declaration.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The pattern as OpenAPI writes it: `/vacancy/{id}/`. */
export function openApiPath(declaration: EndpointShape): string {
  return declaration.path.replace(PARAM, (_, name: string) => `{${name}}`);
}

/** The names of the path's parameters, in order. */
export function pathParameterNames(declaration: EndpointShape): string[] {
  return [...declaration.path.matchAll(PARAM)].map((match) => match[1] ?? '');
}
