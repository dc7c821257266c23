import {
  currentSession,
  firstAdminSetup,
  login,
  logout,
} from '../../shared/contract/endpoints/auth.endpoints';
import { INIT_DATA_MAX_LENGTH } from '../../shared/contract/init-data.contract';
import { messages } from '../../shared/messages';
import { completeSetup } from '../domain/auth/first-admin';
import { getSessionData } from '../domain/auth/get-session-data';
import { signIn } from '../domain/auth/sign-in';
import { signOut } from '../domain/auth/sign-out';
import type { DomainDeps } from '../domain/deps';
import { challengeFor } from '../domain/two-factor/factor';
import { clientAddress } from '../http/client-address';
import { DeclaredRoutes } from '../http/declared-routes';
import { fail, ok } from '../http/envelope';
import { rateLimited } from '../http/rate-limited';
import { type CookiePolicy, clearSessionCookie, writeSessionCookie } from '../http/session-cookie';
import { alreadySignedIn, type LinkNoticeOptions, linkRequest } from '../http/telegram-link-request';
import type { TelegramAuthConfig } from '../telegram/config';

type AuthRouteOptions = {
  deps: DomainDeps;
  cookie: CookiePolicy;
  trustProxy: boolean;
  telegram: TelegramAuthConfig | undefined;
  notice: LinkNoticeOptions;
  /** Whether the bot can confirm an admin's sign-in (docs/decisions/016). */
  secondFactorByBot?: boolean;
};

/** /api/login/, /api/logout/, /api/session/, /api/setup/ (contract/endpoints/auth.endpoints.ts): the domain → envelope. */
export function authRoutes({
  deps,
  cookie,
  trustProxy,
  telegram,
  notice,
  secondFactorByBot = false,
}: AuthRouteOptions) {
  return new DeclaredRoutes()
    .on(login, async (c, caller) => {
      const body = c.req.valid('json');
      // Inside Telegram the sign-in also links the account (checked first: bad input changes nothing).
      // From a signed-in caller that would move the link away from the account in use without a
      // word (docs/decisions/013): sign out first.
      if (body.initData !== undefined && caller) return alreadySignedIn(c, messages.alreadySignedInLink);
      const link = linkRequest(c, telegram, body.initData, deps.now());
      if (link instanceof Response) return link;
      // One domain operation: the session, the link and its notice commit together or not at all.
      const result = await signIn(deps, {
        ...body,
        address: clientAddress(c, trustProxy),
        link: link && { user: link, linkBase: notice.linkBase() },
      });
      if (!result.ok && result.reason === 'rate-limited') {
        const template =
          result.limit === 'account' ? messages.loginAccountLimited : messages.loginRateLimited;
        return rateLimited(c, template, result.retryAfterSeconds);
      }
      if (!result.ok) return fail(c, 401, messages.loginInvalid);
      writeSessionCookie(c, cookie, result.credential, result.expiresAt);
      if (result.secondFactorPending) {
        // An admin: the session waits for the second factor; linking waits for the full one.
        const challenge = await challengeFor(deps.db, result.session.account.id, secondFactorByBot);
        c.header('Cache-Control', 'no-store');
        return ok(c, { ...challenge, ...(link ? { bearer: result.credential } : {}) });
      }
      if (!link) return ok(c, result.session);
      return ok(c, { ...result.session, bearer: result.credential });
    })
    .on(logout, async (c, caller) => {
      // Inside Telegram, `initData` (docs/product.md#api-calls) also stops that user's automatic sign-in
      // (docs/design.md#sessions-and-telegram).
      const { initData } = c.req.valid('query');
      await signOut(deps, {
        session: caller,
        pending: c.get('pendingSecondFactor'),
        telegram:
          telegram && initData && initData.length <= INIT_DATA_MAX_LENGTH
            ? { config: telegram, initData }
            : null,
      });
      clearSessionCookie(c, cookie);
      return ok(c, null);
    })
    .on(currentSession, async (c, caller) => {
      const data = await getSessionData(deps, caller);
      // The account was removed while its session lived.
      if (!data) return fail(c, 401, messages.unauthorized);
      c.header('Cache-Control', 'no-store');
      return ok(c, data);
    })
    .on(firstAdminSetup, async (c) => {
      const result = await completeSetup(deps, c.req.valid('json'));
      if (!result.ok) return fail(c, 403, messages.setupInvalid);
      return ok(c, null, 201);
    });
}
