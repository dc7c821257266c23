/**
 * Every declared /api endpoint (src/shared/contract/endpoint.ts), for the server's start-up check,
 * the API description, the authorisation matrix and the client tests' fake server. The client's
 * code never imports this module: each screen imports the declarations it calls, so its chunk
 * carries only their schemas.
 */
import type { EndpointShape } from '../endpoint';
import * as admin from './admin';
import * as application from './application';
import * as auth from './auth';
import * as board from './board';
import * as company from './company';
import * as dictionary from './dictionary';
import * as favourite from './favourite';
import * as feedback from './feedback';
import * as files from './files';
import * as home from './home';
import * as meta from './meta';
import * as outbox from './outbox';
import * as password from './password';
import * as profile from './profile';
import * as registration from './registration';
import * as student from './student';
import * as subscription from './subscription';
import * as telegram from './telegram';
import * as twoFactor from './two-factor';
import * as vacancy from './vacancy';
import * as vacancyWrite from './vacancy-write';
import * as verification from './verification';

/**
 * The declarations by area (`endpoints.vacancy.vacancyDetail`), for the client tests' fake server
 * (src/client/app/testing/fake-answer.ts), which answers each by its declared type.
 */
export const endpoints = {
  admin,
  application,
  auth,
  board,
  company,
  dictionary,
  favourite,
  feedback,
  files,
  home,
  meta,
  outbox,
  password,
  profile,
  registration,
  student,
  subscription,
  telegram,
  twoFactor,
  vacancy,
  vacancyWrite,
  verification,
};

const AREAS: readonly object[] = Object.values(endpoints);

function isEndpoint(value: unknown): value is EndpointShape {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value
  );
}

/** Declarations anywhere in an area's exports, families of them (one per dictionary) included. */
function collect(value: unknown, into: EndpointShape[]): void {
  if (isEndpoint(value)) into.push(value);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) collect(item, into);
}

export const ENDPOINTS: readonly EndpointShape[] = (() => {
  const found: EndpointShape[] = [];
  for (const area of AREAS) collect(area, found);
  return [...new Set(found)];
})();

/** `GET /api/ping/`: how Hono's `app.routes` and the authorisation matrix name a route. */
export const endpointKey = (declaration: Pick<EndpointShape, 'method' | 'path'>): string =>
  `${declaration.method} /api${declaration.path}`;
