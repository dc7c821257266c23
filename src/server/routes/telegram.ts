import { Hono } from 'hono';
import { LoginWidgetDataSchema, TG_LOGIN_CODES, TgLoginRequestSchema } from '../../shared/contract/telegram';
import { messages } from '../../shared/messages';
import type { DomainDeps } from '../domain/deps';
import { signInWithTelegram } from '../domain/telegram/sign-in-with-telegram';
import { linkTelegramUser, telegramLinkStatus, unlinkTelegram } from '../domain/telegram/telegram-accounts';
import type { AppContext, AppEnv } from '../http/context';
import { fail, ok } from '../http/envelope';
import { parseJsonBody } from '../http/parse-body';
import { requireAccount } from '../http/require-account';
import { type CookiePolicy, writeSessionCookie } from '../http/session-cookie';
import type { TelegramAuthConfig } from '../telegram/config';
import { checkLoginWidget } from '../telegram/login-widget';

export type TelegramRouteOptions = {
  deps: DomainDeps;
  cookie: CookiePolicy;
  telegram: TelegramAuthConfig | undefined;
};

/** A failure with the machine-readable `code` the Telegram screens branch on. */
function refuse(c: AppContext, status: 401 | 403 | 404 | 503, message: string, code: string) {
  return c.json({ success: false as const, message, code }, status);
}

/** /api/tg-login/ (the Mini App) and /api/telegram/link/ (the website's Login Widget). */
export function telegramRoutes({ deps, cookie, telegram }: TelegramRouteOptions) {
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
      return refuse(c, 404, messages.telegramUnlinked, TG_LOGIN_CODES.unlinked);
    }
    // The cookie too: Telegram Desktop and Web keep cookies, and /files/ reads (<img>) need one.
    writeSessionCookie(c, cookie, result.credential, result.expiresAt);
    c.header('Cache-Control', 'no-store');
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
    const body = await parseJsonBody(c, LoginWidgetDataSchema);
    if (!body.ok) return body.response;
    const check = checkLoginWidget(body.value, telegram.botToken, telegram.maxAgeSeconds, deps.now());
    if (!check.ok) return fail(c, 403, messages.telegramWidgetInvalid);
    const account = { kind: allowed.session.accountKind, id: allowed.session.accountId };
    await deps.db.transaction((tx) => linkTelegramUser(tx, account, check.user, deps.now()));
    return ok(c, await telegramLinkStatus(deps.db, account));
  });

  app.post('/telegram/unlink/', async (c) => {
    const allowed = requireAccount(c, ['student', 'company', 'admin']);
    if (!allowed.ok) return allowed.response;
    const account = { kind: allowed.session.accountKind, id: allowed.session.accountId };
    await unlinkTelegram(deps.db, account);
    return ok(c, await telegramLinkStatus(deps.db, account));
  });

  return app;
}
