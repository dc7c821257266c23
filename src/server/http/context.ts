import type { Context } from 'hono';
import type { EndpointShape } from '../../shared/contract/endpoint';
import type { SessionRecord } from '../auth/sessions';
import type { PendingRecord } from '../domain/two-factor/pending';

/** Per-request values the middleware sets for the handlers. */
export type AppEnv = {
  Variables: {
    requestId: string;
    session: SessionRecord | null;
    /**
     * An admin's session that passed the password only (docs/decisions/016): `session` is null
     * then, and only the second-factor routes read this.
     */
    pendingSecondFactor: PendingRecord | null;
    /** How the credential arrived: the website's cookie or the Mini App's bearer header. */
    credentialSource: 'cookie' | 'bearer' | null;
    /** The bearer credential of a live session (tg-login hands it back instead of a new one). */
    bearerCredential: string | null;
    /** The declaration of the /api route that answers (http/declared-routes.ts); unset elsewhere. */
    endpoint: EndpointShape;
  };
};

export type AppContext = Context<AppEnv>;
