import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../shared/messages';
import type { AppOptions } from './app-options';
import type { PublicListCache } from './cache/public-list-cache';
import type { SearchSnapshots } from './domain/vacancy-search/snapshot-store';
import type { VacancyViewRecorder } from './domain/vacancy-views/view-recorder';
import type { FileStorage } from './files/storage';
import { requireJsonBody, requireXhrHeader } from './http/api-guards';
import { checkAnswers } from './http/check-answers';
import type { AppEnv } from './http/context';
import type { DeclaredRoutes } from './http/declared-routes';
import { fail } from './http/envelope';
import type { CookiePolicy } from './http/session-cookie';
import { loadSession } from './http/session-middleware';
import { adminRoutes } from './routes/admin.routes';
import { announcementRoutes } from './routes/announcement.routes';
import { applicationRoutes } from './routes/application.routes';
import { applicationFigureRoutes } from './routes/application-figures.routes';
import { authRoutes } from './routes/auth.routes';
import { boardRoutes } from './routes/board.routes';
import { companyRoutes } from './routes/company.routes';
import { companyAccountRoutes } from './routes/company-account.routes';
import { companyVerificationRoutes } from './routes/company-verification.routes';
import { currencyRateRoutes } from './routes/currency-rate.routes';
import { favouriteRoutes } from './routes/favourite.routes';
import { feedbackRoutes } from './routes/feedback.routes';
import { FILE_UPLOAD_PATH, fileApiRoutes, UPLOAD_BODY_LIMIT_BYTES } from './routes/files.routes';
import { homeRoutes } from './routes/home.routes';
import { interviewRoutes } from './routes/interview.routes';
import { messageRoutes } from './routes/message.routes';
import { metaRoutes } from './routes/meta.routes';
import { outboxRoutes } from './routes/outbox.routes';
import { passwordRoutes } from './routes/password.routes';
import { placeRoutes } from './routes/place.routes';
import { registrationRoutes } from './routes/registration.routes';
import { searchSynonymRoutes } from './routes/search-synonym.routes';
import { studentRoutes } from './routes/student.routes';
import { studentProfileRoutes } from './routes/student-profile.routes';
import { subscriptionRoutes } from './routes/subscription.routes';
import { subscriptionUnsubscribeRoutes } from './routes/subscription-unsubscribe.routes';
import { tagRoutes } from './routes/tag.routes';
import { telegramRoutes } from './routes/telegram.routes';
import { twoFactorRoutes } from './routes/two-factor.routes';
import { vacancyRoutes } from './routes/vacancy.routes';
import { vacancyModerationRoutes } from './routes/vacancy-moderation.routes';
import { vacancyTypeRoutes } from './routes/vacancy-type.routes';
import { verificationRoutes } from './routes/verification.routes';
/** JSON bodies beyond this are refused with 413; uploads get their own limit on their own routes. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

type ApiShared = {
  cookie: CookiePolicy;
  linkBase: () => string;
  fileStorage: FileStorage;
  cache: PublicListCache;
  /** The public list in memory (docs/decisions/065-search-in-memory.md); null: off. */
  search: SearchSnapshots | null;
  views: VacancyViewRecorder;
};

/**
 * The /api sub-app: its guards, then every declared route (http/declared-routes.ts). What it
 * serves is exactly `declarations`; app.ts checks that nothing else answers below /api.
 */
export function createApiApp(
  options: AppOptions,
  { cookie, linkBase, fileStorage, cache, search, views }: ApiShared,
) {
  const { deps, logger } = options;
  const api = new Hono<AppEnv>();
  // The alert mails' one-click unsubscribe (RFC 8058) comes from mail clients: before the guards.
  const beforeGuards = subscriptionUnsubscribeRoutes({ deps });
  beforeGuards.mountOn(api);
  const declared: DeclaredRoutes[] = [];
  api.use(requireXhrHeader);
  // Tests hold every answer to its declaration (docs/decisions/041-endpoint-declarations.md).
  if (options.checkAnswers) api.use(checkAnswers);
  const limitBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) => fail(c, 413, messages.bodyTooLarge),
  });
  // Uploads have their own, larger limit on their one path; the file's own limit is checked later.
  const limitUpload = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT_BYTES,
    onError: (c) => fail(c, 413, messages.fileTooLarge),
  });
  // Reads carry no body: skip the limit's stream wrapping on the hot path.
  api.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return (c.req.path === FILE_UPLOAD_PATH ? limitUpload : limitBody)(c, next);
  });
  api.use(requireJsonBody([FILE_UPLOAD_PATH]));
  api.use(loadSession(deps, cookie));
  api.use(async (c, next) => {
    await next();
    // Personal answers are stored by no cache, the browser's own included (a shared computer keeps
    // no one's contacts after sign-out), unless a route says otherwise (the public lists' ETag).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  });
  const telegram = options.telegram;
  const notice = { deps, logger, linkBase };
  // The bot can confirm an admin's sign-in when it is configured (docs/decisions/016).
  const botConfigured = Boolean(telegram && deps.notifier);
  declared.push(
    authRoutes({
      deps,
      cookie,
      trustProxy: options.trustProxy,
      telegram,
      notice,
      secondFactorByBot: botConfigured,
    }),
  );
  declared.push(telegramRoutes({ deps, cookie, telegram, notice, secondFactorByBot: botConfigured }));
  declared.push(twoFactorRoutes({ deps, cookie, botConfigured, linkBase }));
  declared.push(passwordRoutes({ deps, logger, linkBase, trustProxy: options.trustProxy }));
  declared.push(
    registrationRoutes({ deps, logger, cookie, trustProxy: options.trustProxy, telegram, linkBase }),
  );
  declared.push(companyVerificationRoutes({ deps }));
  declared.push(verificationRoutes({ deps }));
  declared.push(outboxRoutes({ deps }));
  const board = { deps, cache };
  declared.push(
    vacancyRoutes({
      ...board,
      search,
      views,
      trustProxy: options.trustProxy,
      ...(options.searchRateLimit !== undefined ? { searchRateLimit: options.searchRateLimit } : {}),
    }),
  );
  declared.push(vacancyModerationRoutes({ deps }));
  declared.push(companyRoutes({ ...board, storage: fileStorage }));
  declared.push(tagRoutes(board));
  declared.push(vacancyTypeRoutes(board));
  declared.push(favouriteRoutes({ deps }));
  declared.push(feedbackRoutes({ deps, trustProxy: options.trustProxy }));
  declared.push(applicationRoutes({ deps }));
  declared.push(applicationFigureRoutes({ deps }));
  declared.push(messageRoutes({ deps }));
  declared.push(subscriptionRoutes({ deps }));
  declared.push(studentRoutes({ deps }));
  const fileDeps = { ...deps, storage: fileStorage };
  declared.push(fileApiRoutes(fileDeps));
  declared.push(studentProfileRoutes(fileDeps));
  declared.push(companyAccountRoutes(fileDeps));
  declared.push(adminRoutes({ deps }));
  declared.push(announcementRoutes({ deps }));
  declared.push(searchSynonymRoutes({ deps }));
  declared.push(placeRoutes({ deps }));
  declared.push(currencyRateRoutes({ deps }));
  declared.push(boardRoutes({ deps }));
  declared.push(homeRoutes({ deps }));
  declared.push(interviewRoutes({ deps }));
  declared.push(metaRoutes(() => declarations));
  for (const routes of declared) routes.mountOn(api);
  const declarations = [beforeGuards, ...declared].flatMap((routes) => routes.declarations);
  return { api, declarations };
}
