/**
 * The Notifier port (src/server/notify/notifier.ts) over the Bot API: renders one notification
 * (bot/messages.ts, with its button) and sends it to one chat. The outbox worker
 * (src/server/outbox/) calls it after the transaction that queued the row has committed, and acts
 * on the DeliveryError it throws: retries, Telegram's retry_after, or a blocked chat.
 */
import { type Api, GrammyError, HttpError, type InlineKeyboard } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import { DeliveryError } from '../src/server/notify/delivery-error';
import type { Notification, Notifier } from '../src/server/notify/notifier';
import { confirmationButtons } from './confirm-sign-in';
import { slotKeyboard } from './interview-slot-buttons';
import { notificationButtonText, notificationText } from './messages';
import { appButton, type MiniAppSettings, screenOfNotification } from './mini-app-button';
import { isAlertNotification, subscriptionButtons } from './subscription-buttons';
import { threadButtons } from './thread-messages';

type TelegramNotifierOptions = MiniAppSettings & {
  /**
   * Its client's timeout must stay below the outbox lease (src/server/outbox/outbox-worker.ts),
   * so a hung call is abandoned before another instance may claim the row: NOTIFIER_TIMEOUT_SECONDS.
   */
  api: Api;
};

/** The Bot API call's timeout for notifications (grammY's `timeoutSeconds`). */
export const NOTIFIER_TIMEOUT_SECONDS = 10;

/** An invitation's (or a company's reschedule's) times above the button that opens the application. */
function withSlots(notification: Notification, rest: InlineKeyboard | undefined) {
  const slots =
    notification.type === 'application-status' || notification.type === 'interview'
      ? notification.slots
      : undefined;
  return slots?.times.length ? slotKeyboard(slots, rest) : rest;
}

/** The text and keyboard of a notification, exactly as the chat receives it. */
function renderNotification(
  settings: MiniAppSettings,
  notification: Notification,
): { text: string; keyboard: InlineKeyboardMarkup | undefined } {
  const keyboard =
    notification.type === 'sign-in-confirmation'
      ? confirmationButtons(notification.challengeId)
      : isAlertNotification(notification)
        ? subscriptionButtons(settings, notification)
        : notification.type === 'thread-message'
          ? threadButtons(settings, notification)
          : withSlots(
              notification,
              appButton(settings, screenOfNotification(notification), notificationButtonText(notification)),
            );
  return { text: notificationText(notification), keyboard };
}

export function createTelegramNotifier(options: TelegramNotifierOptions): Notifier {
  const { api } = options;
  return {
    async send(chatId, notification) {
      const { text, keyboard } = renderNotification(options, notification);
      try {
        const sent = await api.sendMessage(chatId, text, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          ...(keyboard ? { reply_markup: keyboard } : {}),
        });
        return { messageId: sent.message_id };
      } catch (error) {
        throw toDeliveryError(error);
      }
    },
  };
}

/**
 * The chat will not take messages until the user acts: they blocked the bot, deleted their
 * account, or never opened a chat with it ("chat not found", "can't initiate conversation").
 */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof GrammyError)) return false;
  if (error.error_code === 403) return true;
  return error.error_code === 400 && /chat not found|user not found/i.test(error.description);
}

/** Never carries the description: a GrammyError may quote the payload (the message text). */
function toDeliveryError(error: unknown): DeliveryError {
  if (isUnreachable(error)) return new DeliveryError('blocked', 'telegram-403');
  if (error instanceof GrammyError) {
    const code = `telegram-${error.error_code}`;
    if (error.error_code === 429) {
      const seconds = error.parameters.retry_after ?? 1;
      return new DeliveryError('retry', code, seconds * 1000);
    }
    return new DeliveryError(error.error_code >= 500 ? 'retry' : 'permanent', code);
  }
  if (error instanceof HttpError) {
    const cause = error.error instanceof Error ? error.error.name : 'unknown';
    return new DeliveryError('retry', `network-${cause}`);
  }
  return new DeliveryError('retry', error instanceof Error ? error.name : 'unknown');
}
