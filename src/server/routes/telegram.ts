import { Hono } from 'hono';
import {
  TelegramLinkRequestSchema,
  TelegramUndoRequestSchema,
  TelegramWriteAccessSchema,
  TG_LOGIN_CODES,
  TgLoginRequestSchema,
} from '../../shared/contract/telegram';
import { twoFactorMessages } from '../../shared/contract/two-factor';
import { messages } from '../../shared/messages';
import type { DomainDeps } from '../domain/deps';
import { signInWithTelegram } from '../domain/telegram/sign-in-with-telegram';
import { telegramLinkStatus, unlinkTelegram } from '../domain/telegram/telegram-accounts';
import { recordWriteAccess } from '../domain/telegram/write-access';
import { linkWithPassword } from '../domain/telegram-link/link-with-password';
import { undoTelegramLink } from '../domain/telegram-link/undo-link';
import { challengeFor } from '../domain/two-factor/factor';
import type { AppContext, AppEnv } from '../http/context';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { rateLimited } from '../http/rate-limited';
import { requireAccount } from '../http/require-account';
import { type CookiePolicy, writeSessionCookie } from '../http/session-cookie';
import type { TelegramAuthConfig } from '../telegram/config';
import { checkLoginWidget } from '../telegram/login-widget';
import type { LinkNoticeOptions } from './telegram-link-request';

export type TelegramRouteOptions = {
  deps: DomainDeps;
  cookie: CookiePolicy;
  telegram: TelegramAuthConfig | undefined;
  notice: LinkNoticeOptions;
  /** Whether the bot can confirm an admin's sign-in (docs/decisions/016). */
  secondFactorByBot?: boolean;
};

/** A failure with the machine-readable `code` the Telegram screens branch on. */
function refuse(c: AppContext, status: 401 | 403 | 404 | 503, message: string, code: string) {
  return c.json({ success: false as const, message, code }, status);
}

/** /api/tg-login/ (the Mini App) and /api/telegram/link/ (the website's Login Widget). */
export function telegramRoutes({
  deps,
  cookie,
  telegram,
  notice,
  secondFactorByBot = false,
}: TelegramRouteOptions) {
  const app = new Hono<AppEnv>();

  app.post('/tg-login/', async (c) => {
    if (!telegram) return refuse(c, 503, messages.telegramOff, 'telegram-off');
    const body = await parseJsonBody(c, TgLoginRequestSchema);
    if (!body.ok) return body.response;
    const session = c.get('session');
    const credential = c.get('bearerCredential');
    const result = await signInWithTelegram(deps, telegram, {
      initData: body.value.initData,
      resume: body.value.resume ?? false,
      current: session && credential ? { record: session, credential } : null,
    });
    if (!result.ok) {
      if (result.reason === 'invalid')
        return refuse(c, 401, messages.telegramInvalid, TG_LOGIN_CODES.invalid);
      if (result.reason === 'signed-out')
        return refuse(c, 403, messages.telegramSignedOut, TG_LOGIN_CODES.signedOut);
      // The client offers the email sign-in, as after a logout; that one leads to the factor.
      if (result.reason === 'second-factor')
        return refuse(c, 403, twoFactorMessages.enrolFirst, TG_LOGIN_CODES.signedOut);
      if (result.reason === 'second-factor-by-password')
        return refuse(c, 403, twoFactorMessages.miniAppByPassword, TG_LOGIN_CODES.signedOut);
      return refuse(c, 404, messages.telegramUnlinked, TG_LOGIN_CODES.unlinked);
    }
    // The cookie too: Telegram Desktop and Web keep cookies, and /files/ reads (<img>) need one.
    writeSessionCookie(c, cookie, result.credential, result.expiresAt);
    c.header('Cache-Control', 'no-store');
    if (result.secondFactorPending) {
      // An admin: the code comes next; the bearer opens /api/two-factor/* only, as after /api/login/.
      const challenge = await challengeFor(deps.db, result.session.account.id, secondFactorByBot);
      return ok(c, { ...challenge, bearer: result.credential });
    }
    return ok(c, { ...result.session, bearer: result.credential });
  });

  app.get('/telegram/link/', async (c) => {
    const allowed = requireAccount(c, ['student', 'company', 'admin']);
    if (!allowed.ok) return allowed.response;
    const { accountKind: kind, accountId: id } = allowed.session;
    return ok(c, await telegramLinkStatus(deps.db, { kind, id }));
  });

  app.post('/telegram/link/', async (c) => {
    const allowed = requireAccount(c, ['student', 'company', 'admin']);
    if (!allowed.ok) return allowed.response;
    if (!telegram) return refuse(c, 503, messages.telegramOff, 'telegram-off');
    const body = await parseJsonBody(c, TelegramLinkRequestSchema);
    if (!body.ok) return body.response;
    const { password, ...widget } = body.value;
    // The signature first: a forged widget answer costs no password attempt.
    const check = checkLoginWidget(widget, telegram.botToken, telegram.maxAgeSeconds, deps.now());
    if (!check.ok) return fail(c, 403, messages.telegramWidgetInvalid);
    const account = { kind: allowed.session.accountKind, id: allowed.session.accountId };
    // The link and its notice (undo link) commit together (docs/decisions/013).
    const linked = await linkWithPassword(deps, {
      account,
      password,
      link: { user: check.user, linkBase: notice.linkBase() },
    });
    if (!linked.ok && linked.reason === 'rate-limited') {
      return rateLimited(c, messages.telegramLinkRateLimited, linked.retryAfterSeconds);
    }
    if (!linked.ok)
      return fail(c, 400, messages.telegramLinkPasswordWrong, {
        password: messages.telegramLinkPasswordWrong,
      });
    return ok(c, await telegramLinkStatus(deps.db, account));
  });

  app.post('/telegram/unlink/', async (c) => {
    const allowed = requireAccount(c, ['student', 'company', 'admin']);
    if (!allowed.ok) return allowed.response;
    const account = { kind: allowed.session.accountKind, id: allowed.session.accountId };
    await unlinkTelegram(deps.db, account, allowed.session.id);
    return ok(c, await telegramLinkStatus(deps.db, account));
  });

  // requestWriteAccess's answer inside the Mini App (issue 13, docs/decisions/023).
  app.post('/telegram/write-access/', async (c) => {
    const allowed = requireAccount(c, ['student', 'company', 'admin']);
    if (!allowed.ok) return allowed.response;
    const body = await parseJsonBody(c, TelegramWriteAccessSchema);
    if (!body.ok) return body.response;
    const account = { kind: allowed.session.accountKind, id: allowed.session.accountId };
    const result = await recordWriteAccess(deps, account, body.value.allowed);
    return result.ok ? ok(c, result.value) : failFromDomain(c, result);
  });

  // The «это был не я» link from the notice mail: anyone holding it, no session needed.
  app.post('/telegram/undo/', async (c) => {
    const body = await parseJsonBody(c, TelegramUndoRequestSchema);
    if (!body.ok) return body.response;
    const result = await undoTelegramLink(deps, body.value.token);
    if (!result.ok) return fail(c, 400, messages.telegramUndoInvalid);
    return c.json({ success: true as const, data: null, message: messages.telegramUndoDone });
  });

  return app;
}
