import type { Message, Update } from 'grammy/types';
import { FAKE_BOT_INFO } from './fake-bot-api';

/**
 * The updates Telegram would send a bot, for feeding it in tests (`bot.handleUpdate`, or the fake
 * Bot API's getUpdates: tests/helpers/fake-bot-api.ts): messages, button presses, chat membership.
 */

const user = (id: number) => ({ id, is_bot: false as const, first_name: 'Иван', language_code: 'ru' });
const privateChat = (id: number) => ({ id, type: 'private' as const, first_name: 'Иван' });

/**
 * A private message `text` from a user; a leading command gets its bot_command entity. With
 * `replyTo`, it replies in the chat to that message of the bot (its id and text, as Telegram
 * sends the replied message along).
 */
export function messageUpdate(
  updateId: number,
  userId: number,
  text: string,
  replyTo?: { messageId: number; text: string },
): Update {
  const command = /^\/\w+/.exec(text)?.[0];
  const date = Math.floor(Date.now() / 1000);
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date,
      chat: privateChat(userId),
      from: user(userId),
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
      ...(replyTo
        ? {
            reply_to_message: {
              message_id: replyTo.messageId,
              date,
              chat: privateChat(userId),
              from: FAKE_BOT_INFO,
              text: replyTo.text,
              reply_to_message: undefined,
            },
          }
        : {}),
    },
  };
}

/**
 * A press of an inline button `data` by a user, under a bot message of the chat (its text,
 * entities and keyboard when given, as Telegram sends them back with the press).
 */
export function callbackQueryUpdate(
  updateId: number,
  userId: number,
  data: string,
  message: Pick<Message.TextMessage, 'text' | 'entities' | 'reply_markup'> = { text: 'Сообщение бота' },
): Update {
  return {
    update_id: updateId,
    callback_query: {
      id: `cb${updateId}`,
      from: user(userId),
      chat_instance: 'ci',
      data,
      message: {
        message_id: 9,
        date: Math.floor(Date.now() / 1000),
        chat: privateChat(userId),
        from: FAKE_BOT_INFO,
        ...message,
      },
    },
  };
}

/** The user blocked ('kicked') or unblocked ('member') the bot in their private chat. */
export function myChatMemberUpdate(updateId: number, userId: number, status: 'kicked' | 'member'): Update {
  const date = Math.floor(Date.now() / 1000);
  const bot = { ...FAKE_BOT_INFO };
  return {
    update_id: updateId,
    my_chat_member: {
      chat: privateChat(userId),
      from: user(userId),
      date,
      old_chat_member:
        status === 'kicked'
          ? { status: 'member', user: bot }
          : { status: 'kicked', user: bot, until_date: 0 },
      new_chat_member:
        status === 'kicked'
          ? { status: 'kicked', user: bot, until_date: 0 }
          : { status: 'member', user: bot },
    },
  };
}
