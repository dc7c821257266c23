import {
  telegramLinkStatus as linkStatusEndpoint,
  telegramLink,
  telegramUndo,
  telegramUnlink,
  telegramWriteAccess,
  tgLogin,
} from '../../shared/contract/endpoints/telegram.endpoints';
import { TG_LOGIN_CODES } from '../../shared/contract/telegram.contract';
import { twoFactorMessages } from '../../shared/contract/two-factor.contract';
import { messages } from '../../shared/messages';
import type { SessionRecord } from '../auth/sessions';
import type { DomainDeps } from '../domain/deps';
import { signInWithTelegram } from '../domain/telegram/sign-in-with-telegram';
import { telegramLinkStatus, unlinkTelegram } from '../domain/telegram/telegram-accounts';
import { recordWriteAccess } from '../domain/telegram/write-access';
import { linkWithPassword } from '../domain/telegram-link/link-with-password';
import { undoTelegramLink } from '../domain/telegram-link/undo-link';
import { challengeFor } from '../domain/two-factor/factor';
import { DeclaredRoutes } from '../http/declared-routes';
import { failFromDomain } from '../http/domain-failure';
import { fail, ok } from '../http/envelope';
import { rateLimited } from '../http/rate-limited';
import { type CookiePolicy, writeSessionCookie } from '../http/session-cookie';
import { type LinkNoticeOptions, refuseWithCode, telegramOff } from '../http/telegram-link-request';
import type { TelegramAuthConfig } from '../telegram/config';
import { checkLoginWidget } from '../telegram/login-widget';

type TelegramRouteOptions = {
  deps: DomainDeps;
  cookie: CookiePolicy;
  telegram: TelegramAuthConfig | undefined;
  notice: LinkNoticeOptions;
  /** Whether the bot can confirm an admin's sign-in (docs/decisions/016). */
  secondFactorByBot?: boolean;
};

const accountOf = (session: SessionRecord) => ({ kind: session.accountKind, id: session.accountId });

/** /api/tg-login/ (the Mini App) and /api/telegram/… (the website's Login Widget, unlink, undo). */
export function telegramRoutes({
  deps,
  cookie,
  telegram,
  notice,
  secondFactorByBot = false,
}: TelegramRouteOptions) {
  return (
    new DeclaredRoutes()
      .on(tgLogin, async (c, session) => {
        if (!telegram) return telegramOff(c);
        const body = c.req.valid('json');
        const credential = c.get('bearerCredential');
        const result = await signInWithTelegram(deps, telegram, {
          initData: body.initData,
          resume: body.resume ?? false,
          current: session && credential ? { record: session, credential } : null,
        });
        if (!result.ok) {
          if (result.reason === 'invalid')
            return refuseWithCode(c, 401, messages.telegramInvalid, TG_LOGIN_CODES.invalid);
          if (result.reason === 'signed-out')
            return refuseWithCode(c, 403, messages.telegramSignedOut, TG_LOGIN_CODES.signedOut);
          // The client offers the email sign-in, as after a logout; that one leads to the factor.
          if (result.reason === 'second-factor')
            return refuseWithCode(c, 403, twoFactorMessages.enrolFirst, TG_LOGIN_CODES.signedOut);
          if (result.reason === 'second-factor-by-password')
            return refuseWithCode(c, 403, twoFactorMessages.miniAppByPassword, TG_LOGIN_CODES.signedOut);
          return refuseWithCode(c, 404, messages.telegramUnlinked, TG_LOGIN_CODES.unlinked);
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
      })
      .on(linkStatusEndpoint, async (c, session) =>
        ok(c, await telegramLinkStatus(deps.db, accountOf(session))),
      )
      .on(telegramLink, async (c, session) => {
        if (!telegram) return telegramOff(c);
        const { password, ...widget } = c.req.valid('json');
        // The signature first: a forged widget answer costs no password attempt.
        const check = checkLoginWidget(widget, telegram.botToken, telegram.maxAgeSeconds, deps.now());
        if (!check.ok) return fail(c, 403, messages.telegramWidgetInvalid);
        const account = accountOf(session);
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
      })
      .on(telegramUnlink, async (c, session) => {
        const account = accountOf(session);
        await unlinkTelegram(deps.db, account, session.id);
        return ok(c, await telegramLinkStatus(deps.db, account));
      })
      // requestWriteAccess's answer inside the Mini App (issue 13, docs/decisions/023).
      .on(telegramWriteAccess, async (c, session) => {
        const result = await recordWriteAccess(deps, accountOf(session), c.req.valid('json').allowed);
        return result.ok ? ok(c, result.value) : failFromDomain(c, result);
      })
      // The «это был не я» link from the notice mail: anyone holding it, no session needed.
      .on(telegramUndo, async (c) => {
        const result = await undoTelegramLink(deps, c.req.valid('json').token);
        if (!result.ok) return fail(c, 400, messages.telegramUndoInvalid);
        return c.json({ success: true as const, data: null, message: messages.telegramUndoDone });
      })
  );
}
