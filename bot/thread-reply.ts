/**
 * Writing into a message thread from the chat (docs/decisions/058): replying to a thread notice
 * (or to the prompt «Ответить» opens) posts the reply into that application's thread as the
 * account linked to the Telegram user, with the same checks and limits as POST /api/message/send
 * (src/server/domain/messages/send-message.ts); a refusal is answered in the chat. Registered
 * before the search (bot/search-reply.ts), which takes every other text.
 */
import type { Bot, Context } from 'grammy';
import * as v from 'valibot';
import type { DomainDeps } from '../src/server/domain/deps';
import { findBotPost, recordBotPost } from '../src/server/domain/messages/bot-posts';
import { sendMessage } from '../src/server/domain/messages/send-message';
import { findThread } from '../src/server/domain/messages/thread-access';
import type { DomainFailure } from '../src/server/domain/result';
import { findLinkedAccount } from '../src/server/domain/telegram/telegram-accounts';
import { MessageSendSchema, type MessageSide } from '../src/shared/contract/message.contract';
import { THREAD_REPLY_DATA, THREAD_TEXT } from './thread-messages';

/** What a refusal says in the chat: its message, or the first field's. */
function refusalText(failure: DomainFailure): string {
  if (failure.reason === 'invalid') return Object.values(failure.errors)[0] ?? THREAD_TEXT.gone;
  return failure.message;
}

/** The side the Telegram user's linked account writes as; null for none or an admin. */
async function writerOf(deps: DomainDeps, telegramUserId: number) {
  const account = await findLinkedAccount(deps.db, telegramUserId);
  if (!account || account.kind === 'admin') return null;
  return { kind: account.kind as MessageSide, id: account.id };
}

/** The thread a reply in this chat answers, if it replies to one of the bot's thread messages. */
async function repliedThread(deps: DomainDeps, ctx: Context) {
  const chatId = ctx.chat?.id;
  const repliedTo = ctx.message?.reply_to_message?.message_id;
  if (chatId === undefined || repliedTo === undefined) return null;
  return findBotPost(deps.db, chatId, repliedTo);
}

export function handleThreadReplies(bot: Bot, deps: DomainDeps): void {
  const privateChats = bot.chatType('private');

  // «Ответить»: ask for the reply with Telegram's reply field open, and remember the prompt.
  privateChats.callbackQuery(THREAD_REPLY_DATA, async (ctx) => {
    const applicationId = Number(ctx.match[1]);
    const writer = await writerOf(deps, ctx.from.id);
    const thread = writer ? await findThread(deps.db, writer, applicationId) : null;
    if (!writer || !thread?.ok) {
      await ctx.answerCallbackQuery({ text: THREAD_TEXT.notYours, show_alert: true });
      return;
    }
    await ctx.answerCallbackQuery();
    const notice = ctx.callbackQuery.message?.message_id;
    const prompt = await ctx.reply(THREAD_TEXT.prompt(thread.value.vacancyTitle), {
      parse_mode: 'HTML',
      ...(notice === undefined
        ? {}
        : { reply_parameters: { message_id: notice, allow_sending_without_reply: true } }),
      reply_markup: { force_reply: true, input_field_placeholder: THREAD_TEXT.placeholder[writer.kind] },
    });
    await recordBotPost(
      deps.db,
      { chatId: ctx.chat.id, messageId: prompt.message_id, applicationId, side: writer.kind },
      deps.now(),
    );
  });

  privateChats.on('message:text', async (ctx, next) => {
    const post = await repliedThread(deps, ctx);
    if (!post) return next();
    const writer = await writerOf(deps, ctx.from.id);
    // The notice went to one side: a chat now linked to another account (or none) may not answer it.
    if (!writer || writer.kind !== post.side) {
      await ctx.reply(THREAD_TEXT.notYours);
      return;
    }
    const input = v.safeParse(MessageSendSchema, {
      applicationId: post.applicationId,
      text: ctx.message.text,
    });
    if (!input.success) {
      await ctx.reply(input.issues[0]?.message ?? THREAD_TEXT.gone);
      return;
    }
    const result = await sendMessage(deps, writer, input.output);
    await ctx.reply(result.ok ? THREAD_TEXT.sent : refusalText(result), {
      reply_parameters: { message_id: ctx.message.message_id, allow_sending_without_reply: true },
    });
  });

  // A photo or a file in reply to a thread message: only text goes into the thread from the chat.
  privateChats.on('message', async (ctx, next) => {
    if (!ctx.message.text && (await repliedThread(deps, ctx))) {
      await ctx.reply(THREAD_TEXT.notText);
      return;
    }
    return next();
  });
}
