/**
 * The Notifier port (src/server/notify/notifier.ts) over the Bot API. `notify` only queues: the
 * API call that caused it has already answered by the time Telegram is asked, and nothing here
 * ever throws into it. One queue, one message at a time: the volume is small (approvals,
 * feedback), and sending in order keeps us far below Telegram's 30 messages a second.
 */
import { type Api, GrammyError, HttpError } from 'grammy';
import type { Database } from '../src/server/db/client';
import { markBotBlocked } from '../src/server/domain/telegram/bot-blocked';
import { findNotificationRecipients } from '../src/server/domain/telegram/notification-recipients';
import type { Logger } from '../src/server/logger';
import type { Notification, NotificationTarget, Notifier } from '../src/server/notify/notifier';
import { confirmationButtons } from './confirm-sign-in';
import { notificationButtonText, notificationText } from './messages';
import { appButton, type MiniAppSettings, screenOfNotification } from './mini-app-button';
import { isAlertNotification, subscriptionButtons } from './subscription-buttons';

export type TelegramNotifierOptions = MiniAppSettings & {
  api: Api;
  db: Database;
  now: () => Date;
  logger: Logger;
};

export function createTelegramNotifier(options: TelegramNotifierOptions): Notifier {
  const { api, db, now, logger } = options;
  let tail: Promise<void> = Promise.resolve();

  async function deliver(target: NotificationTarget, notification: Notification) {
    const chats = await findNotificationRecipients(db, target);
    if (chats.length === 0) return;
    const text = notificationText(notification);
    const keyboard =
      notification.type === 'sign-in-confirmation'
        ? confirmationButtons(notification.challengeId)
        : isAlertNotification(notification)
          ? subscriptionButtons(options, notification)
          : appButton(options, screenOfNotification(notification), notificationButtonText(notification));
    for (const chatId of chats) {
      try {
        await api.sendMessage(chatId, text, {
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          ...(keyboard ? { reply_markup: keyboard } : {}),
        });
      } catch (error) {
        await handleSendError(error, chatId, notification.type);
      }
    }
  }

  async function handleSendError(error: unknown, chatId: number, type: Notification['type']) {
    if (isUnreachable(error)) {
      // Until they write to the bot again (/start clears the mark), skip them.
      await markBotBlocked(db, chatId, now());
      logger.info('telegram user unreachable; marked as blocked', { chatId, type });
      return;
    }
    // Never log the error itself: a GrammyError carries the payload (the message text).
    logger.warn('telegram notification failed', { chatId, type, ...describeError(error) });
  }

  return {
    notify(target, notification) {
      tail = tail
        .then(() => deliver(target, notification))
        .catch((error: unknown) => {
          // The recipients' query or the blocked mark failed (database closing, say).
          logger.error('telegram notification dropped', { type: notification.type, ...describeError(error) });
        });
    },
    async idle() {
      // A notification queued while we wait extends the tail: wait until it stops moving.
      let seen: Promise<void>;
      do {
        seen = tail;
        await seen;
      } while (seen !== tail);
    },
  };
}

/**
 * The chat will not take messages until the user acts: they blocked the bot, deleted their
 * account, or never opened a chat with it ("chat not found", "can't initiate conversation").
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof GrammyError)) return false;
  if (error.error_code === 403) return true;
  return error.error_code === 400 && /chat not found|user not found/i.test(error.description);
}

/** Loggable facts about a failure: Telegram's code and description, or the network error's name. */
function describeError(error: unknown): Record<string, string | number> {
  if (error instanceof GrammyError) {
    return { errorCode: error.error_code, description: error.description.slice(0, 200) };
  }
  if (error instanceof HttpError) {
    const cause = error.error instanceof Error ? error.error.name : 'unknown';
    return { error: 'network', cause };
  }
  return { error: error instanceof Error ? error.name : 'unknown' };
}
