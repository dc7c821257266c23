import { passwordChange, passwordReset, resetMail } from '../../shared/contract/endpoints/password.endpoints';
import type { RecoveryKind } from '../../shared/contract/password.contract';
import { messages } from '../../shared/messages';
import type { DomainDeps } from '../domain/deps';
import { changePassword } from '../domain/password/change-password';
import { requestPasswordReset } from '../domain/password/request-password-reset';
import { resetPassword } from '../domain/password/reset-password';
import { clientAddress } from '../http/client-address';
import { DeclaredRoutes, type EndpointHandler } from '../http/declared-routes';
import { fail, ok } from '../http/envelope';
import { rateLimited } from '../http/rate-limited';
import type { Logger } from '../logger';

type PasswordRouteOptions = {
  deps: DomainDeps;
  logger: Logger;
  /**
   * The links' base: PUBLIC_URL, or else the address this server listens on. Never the request's
   * Host header: a client sets it, and would receive someone else's reset link at its own host.
   */
  linkBase: () => string;
  trustProxy: boolean;
};

/** /api/sendMail/, /api/changePass/, /api/student/changePass/, /api/company/changePass/. */
export function passwordRoutes({ deps, logger, linkBase, trustProxy }: PasswordRouteOptions) {
  // The same change for either kind; the declaration admits only its own kind.
  const change: EndpointHandler<(typeof passwordChange)[RecoveryKind]> = async (c, session) => {
    const result = await changePassword(deps, {
      ...c.req.valid('json'),
      account: { kind: session.accountKind, id: session.accountId },
      sessionId: session.id,
      sessionTelegramUserId: session.telegramUserId,
    });
    if (!result.ok && result.reason === 'rate-limited')
      return rateLimited(c, messages.passwordChangeRateLimited, result.retryAfterSeconds);
    if (!result.ok)
      return fail(c, 400, messages.invalidInput, { currentPassword: messages.currentPasswordWrong });
    return ok(c, null);
  };

  return new DeclaredRoutes()
    .on(resetMail, async (c) => {
      const result = await requestPasswordReset(deps, {
        ...c.req.valid('json'),
        address: clientAddress(c, trustProxy),
        linkBase: linkBase(),
      });
      if (!result.ok) return rateLimited(c, messages.resetRateLimited, result.retryAfterSeconds);
      // Not awaited: the answer leaves before the lookup and the SMTP conversation, so neither
      // its timing nor a mail failure can tell whether the account exists.
      result.delivery.catch((error: unknown) => {
        const code =
          error instanceof Error ? ((error as Error & { code?: string }).code ?? error.name) : 'unknown';
        logger.warn('password reset delivery failed', { requestId: c.get('requestId'), error: code });
      });
      return c.json({ success: true as const, data: null, message: messages.resetMailSent });
    })
    .on(passwordReset, async (c) => {
      const result = await resetPassword(deps, c.req.valid('json'));
      if (!result.ok) return fail(c, 400, messages.resetInvalid);
      return ok(c, null);
    })
    .on(passwordChange.student, change)
    .on(passwordChange.company, change);
}
