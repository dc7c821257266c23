import {
  availability,
  register,
  registerPhoto,
} from '../../shared/contract/endpoints/registration.endpoints';
import { messages } from '../../shared/messages';
import type { DomainDeps } from '../domain/deps';
import { attachFirstPhoto } from '../domain/registration/attach-first-photo';
import { checkAvailability } from '../domain/registration/check-availability';
import { registerAccount } from '../domain/registration/register-account';
import { clientAddress } from '../http/client-address';
import { DeclaredRoutes } from '../http/declared-routes';
import { fail, ok } from '../http/envelope';
import { rateLimited } from '../http/rate-limited';
import { type CookiePolicy, writeSessionCookie } from '../http/session-cookie';
import { alreadySignedIn, linkRequest } from '../http/telegram-link-request';
import type { Logger } from '../logger';
import type { TelegramAuthConfig } from '../telegram/config';

type RegistrationRouteOptions = {
  deps: DomainDeps;
  logger: Logger;
  cookie: CookiePolicy;
  trustProxy: boolean;
  telegram: TelegramAuthConfig | undefined;
  linkBase: () => string;
};

/** /api/register/ and /api/validation/ (guests); /api/register/photo/ (the new student). */
export function registrationRoutes({
  deps,
  logger,
  cookie,
  trustProxy,
  telegram,
  linkBase,
}: RegistrationRouteOptions) {
  return new DeclaredRoutes()
    .on(availability, async (c) => {
      const result = await checkAvailability(deps, {
        ...c.req.valid('json'),
        address: clientAddress(c, trustProxy),
      });
      if (!result.ok) return rateLimited(c, messages.availabilityRateLimited, result.retryAfterSeconds);
      return ok(c, { available: result.available });
    })
    .on(register, async (c, session) => {
      // A signed-in caller may not make a second account: inside Telegram that would also move
      // their Telegram link to it (docs/decisions/013). Sign out first.
      if (session) return alreadySignedIn(c, messages.alreadySignedInRegister);
      const body = c.req.valid('json');
      const telegramUser = linkRequest(c, telegram, body.initData, deps.now());
      if (telegramUser instanceof Response) return telegramUser;
      const result = await registerAccount(deps, {
        ...body,
        address: clientAddress(c, trustProxy),
        link: telegramUser && { user: telegramUser, linkBase: linkBase() },
        linkBase: linkBase(),
      });
      if (!result.ok && result.reason === 'rate-limited')
        return rateLimited(c, messages.registerRateLimited, result.retryAfterSeconds);
      if (!result.ok) return fail(c, 409, messages.registerDuplicate, { email: messages.registerDuplicate });
      logger.info('account registered', {
        requestId: c.get('requestId'),
        kind: result.session.kind,
        id: result.session.account.id,
      });
      writeSessionCookie(c, cookie, result.credential, result.expiresAt);
      if (telegramUser) return ok(c, { ...result.session, bearer: result.credential }, 201);
      return ok(c, result.session, 201);
    })
    .on(registerPhoto, async (c, session) => {
      const result = await attachFirstPhoto(deps, {
        studentId: session.accountId,
        fileId: c.req.valid('json').fileId,
      });
      if (result === 'not-found') return fail(c, 404, messages.fileNotFound);
      if (result === 'already-set') return fail(c, 409, messages.photoAlreadySet);
      return ok(c, null);
    });
}
