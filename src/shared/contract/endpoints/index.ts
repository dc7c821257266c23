/**
 * Every declared /api endpoint (src/shared/contract/endpoint.ts), for the server's start-up check,
 * the API description, the authorisation matrix and the client tests' fake server. The client's
 * code never imports this module: each screen imports the declarations it calls, so its chunk
 * carries only their schemas.
 */
import type { EndpointShape } from '../endpoint';
import * as admin from './admin.endpoints';
import * as announcement from './announcement.endpoints';
import * as application from './application.endpoints';
import * as auth from './auth.endpoints';
import * as board from './board.endpoints';
import * as company from './company.endpoints';
import * as currencyRate from './currency-rate.endpoints';
import * as dictionary from './dictionary.endpoints';
import * as favourite from './favourite.endpoints';
import * as feedback from './feedback.endpoints';
import * as files from './files.endpoints';
import * as home from './home.endpoints';
import * as interview from './interview.endpoints';
import * as message from './message.endpoints';
import * as meta from './meta.endpoints';
import * as outbox from './outbox.endpoints';
import * as password from './password.endpoints';
import * as place from './place.endpoints';
import * as profile from './profile.endpoints';
import * as registration from './registration.endpoints';
import * as searchSynonym from './search-synonym.endpoints';
import * as student from './student.endpoints';
import * as subscription from './subscription.endpoints';
import * as telegram from './telegram.endpoints';
import * as twoFactor from './two-factor.endpoints';
import * as unmatchedAddress from './unmatched-address.endpoints';
import * as vacancy from './vacancy.endpoints';
import * as vacancyMap from './vacancy-map.endpoints';
import * as vacancyModeration from './vacancy-moderation.endpoints';
import * as vacancyWrite from './vacancy-write.endpoints';
import * as verification from './verification.endpoints';

/**
 * The declarations by area (`endpoints.vacancy.vacancyDetail`), for the client tests' fake server
 * (src/client/app/testing/fake-answer.ts), which answers each by its declared type.
 */
export const endpoints = {
  admin,
  announcement,
  application,
  auth,
  board,
  company,
  currencyRate,
  dictionary,
  favourite,
  feedback,
  files,
  home,
  interview,
  message,
  meta,
  outbox,
  password,
  place,
  profile,
  registration,
  searchSynonym,
  student,
  subscription,
  telegram,
  twoFactor,
  unmatchedAddress,
  vacancy,
  vacancyMap,
  vacancyModeration,
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
