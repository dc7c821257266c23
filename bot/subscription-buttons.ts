/**
 * The buttons under a saved search's alert (docs/decisions/024): open the vacancy, open the
 * search's list in the Mini App, and «Отписаться», a callback carrying the subscription's id
 * that bot/unsubscribe-button.ts answers after checking the subscription is the presser's.
 */
import { InlineKeyboard } from 'grammy';
import type { Notification } from '../src/server/notify/notifier';
import { START_PARAM_RE, type StartTarget, startParamFor } from '../src/shared/start-param';
import {
  type AppScreen,
  fallbackLink,
  isHttpsUrl,
  type MiniAppSettings,
  screenOfStart,
} from './mini-app-button';
import { SUBSCRIPTION_BUTTONS } from './subscription-messages';

export const UNSUBSCRIBE_DATA = /^unsub:(\d{1,10})$/;

type AlertNotification = Extract<Notification, { type: 'subscription-alert' | 'subscription-digest' }>;

export function isAlertNotification(notification: Notification): notification is AlertNotification {
  return notification.type === 'subscription-alert' || notification.type === 'subscription-digest';
}

/** A screen with its start parameter when Telegram accepts it (at most 512 characters). */
function screenOf(target: StartTarget): AppScreen {
  const screen = screenOfStart(target);
  return START_PARAM_RE.test(startParamFor(target)) ? screen : { path: screen.path };
}

function addAppButton(keyboard: InlineKeyboard, settings: MiniAppSettings, screen: AppScreen, label: string) {
  if (isHttpsUrl(settings.publicUrl)) {
    keyboard.webApp(label, `${settings.publicUrl.replace(/\/+$/, '')}${screen.path}`).row();
    return;
  }
  const link = fallbackLink(settings, screen);
  if (link) keyboard.url(label, link).row();
}

export function subscriptionButtons(
  settings: MiniAppSettings,
  notification: AlertNotification,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (notification.type === 'subscription-alert')
    addAppButton(
      keyboard,
      settings,
      screenOf({ kind: 'vacancy', id: notification.vacancy.id }),
      SUBSCRIPTION_BUTTONS.vacancy,
    );
  addAppButton(
    keyboard,
    settings,
    screenOf({ kind: 'list', query: notification.listQuery }),
    SUBSCRIPTION_BUTTONS.list,
  );
  return keyboard.text(SUBSCRIPTION_BUTTONS.unsubscribe, `unsub:${notification.subscriptionId}`);
}
