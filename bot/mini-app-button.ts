/**
 * The button under a bot message that opens a screen of the Mini App. Telegram opens an inline
 * `web_app` button only for an https address and only in private chats
 * (docs/telegram-pitfalls.md#the-bot-side); without https we fall back to a URL button with the Mini App link
 * `t.me/<bot>/<app>?startapp=…`, which needs the app registered in BotFather (BOT_USERNAME, MINI_APP_NAME);
 * without either, no button.
 */
import { InlineKeyboard } from 'grammy';
import type { Notification } from '../src/server/notify/notifier';
import { paths } from '../src/shared/paths';
import { miniAppLink, pathForStartTarget, type StartTarget } from '../src/shared/start-param';

export type MiniAppSettings = {
  publicUrl: string | undefined;
  botUsername: string | undefined;
  miniAppName: string | undefined;
};

/** A screen: its path in the app, and its start parameter when it has one (start-param.ts). */
export type AppScreen = { path: string; start?: StartTarget };

export function isHttpsUrl(url: string | undefined): url is string {
  return url?.startsWith('https://') ?? false;
}

export function screenOfStart(start: StartTarget): AppScreen {
  return { path: pathForStartTarget(start), start };
}

export function appButton(
  settings: MiniAppSettings,
  screen: AppScreen,
  label: string,
): InlineKeyboard | undefined {
  if (isHttpsUrl(settings.publicUrl)) {
    return new InlineKeyboard().webApp(label, `${settings.publicUrl.replace(/\/+$/, '')}${screen.path}`);
  }
  const link = fallbackLink(settings, screen);
  return link ? new InlineKeyboard().url(label, link) : undefined;
}

export function fallbackLink(settings: MiniAppSettings, screen: AppScreen): string | null {
  const { botUsername, miniAppName } = settings;
  if (!botUsername || !miniAppName) return null;
  // A screen without a start parameter opens the app's home instead: every notification's screen has
  // one (src/shared/start-param.ts), the admin's sign-in page alone does not.
  return screen.start
    ? miniAppLink({ username: botUsername, appName: miniAppName }, screen.start)
    : `https://t.me/${botUsername}/${miniAppName}`;
}

/** A decision on a new name, INN or contact person concerns «Данные компании», where they live. */
function companyScreen(about: 'identity' | undefined): 'company_data' | 'company_profile' {
  return about === 'identity' ? 'company_data' : 'company_profile';
}

/** Where each notification leads the reader. */
export function screenOfNotification(notification: Notification): AppScreen {
  switch (notification.type) {
    case 'account-approved':
      // An approved student may apply now: the message says so and the button opens the vacancies.
      if (notification.kind === 'student') return screenOfStart({ kind: 'screen', screen: 'vacancies' });
      return screenOfStart({ kind: 'screen', screen: companyScreen(notification.about) });
    case 'account-denied':
      if (notification.kind === 'student') return screenOfStart({ kind: 'screen', screen: 'profile' });
      return screenOfStart({ kind: 'screen', screen: companyScreen(notification.about) });
    case 'feedback-reply':
    case 'feedback-closed':
    case 'feedback-new':
      return screenOfStart({ kind: 'feedback', id: notification.feedbackId });
    case 'registration-pending':
      return notification.kind === 'student'
        ? screenOfStart({ kind: 'student', id: notification.accountId })
        : screenOfStart({ kind: 'companies', id: notification.accountId });
    case 'application-status':
      return screenOfStart({ kind: 'application', id: notification.applicationId });
    case 'application-answer':
    case 'application-new':
      return screenOfStart({ kind: 'applicant', id: notification.applicationId });
    case 'interview':
      return notification.audience === 'student'
        ? screenOfStart({ kind: 'application', id: notification.applicationId })
        : screenOfStart({ kind: 'applicant', id: notification.applicationId });
    case 'thread-message':
      return screenOfStart({
        kind: notification.to === 'student' ? 'application' : 'applicant',
        id: notification.applicationId,
      });
    case 'vacancy-moderated':
      return screenOfStart({ kind: 'editvacancy', id: notification.vacancyId });
    case 'sign-in-confirmation':
      return { path: paths.adminLogin };
    case 'subscription-alert':
      return screenOfStart({ kind: 'vacancy', id: notification.vacancy.id });
    case 'subscription-digest':
      return screenOfStart({ kind: 'list', query: notification.listQuery });
  }
}
