/**
 * /subscriptions: the saved searches (issue 13) of the student this Telegram user is linked to
 * (telegram-accounts.ts findLinkedAccount), each with a button opening the list with its
 * filters; editing them is the Mini App's «Мои подписки».
 */
import type { Bot, Context } from 'grammy';
import type { DomainDeps } from '../src/server/domain/deps';
import {
  type SubscriptionSummary,
  subscriptionSummaries,
} from '../src/server/domain/subscriptions/subscription-summaries';
import { findLinkedAccount } from '../src/server/domain/telegram/telegram-accounts';
import { paths } from '../src/shared/paths';
import { type StartTarget, searchStartTarget } from '../src/shared/start-param';
import { type AppLink, appKeyboard } from './app-keyboard';
import { NO_BUTTON_HINT } from './messages';
import { type AppScreen, type MiniAppSettings, screenOfStart } from './mini-app-button';
import { SUBSCRIPTIONS_TEXT, subscriptionButtonLabel, subscriptionsListText } from './subscriptions-messages';

type SubscriptionsCommandOptions = Pick<DomainDeps, 'db'> & {
  settings: (ctx: Context) => MiniAppSettings;
};

const MY_SUBSCRIPTIONS: AppLink = {
  screen: screenOfStart({ kind: 'subscriptions' }),
  label: SUBSCRIPTIONS_TEXT.mySubscriptions,
};

/**
 * The list with a subscription's filters. A t.me link (no https) carries only a start
 * parameter of 64 characters: a words-only search fits (start-param.ts), other filters do not,
 * so those open «Мои подписки», where each search has its own button.
 */
function screenOfSubscription(item: SubscriptionSummary): AppScreen {
  const params = new URLSearchParams(item.params).toString();
  const keys = Object.keys(item.params);
  const words = keys.length === 1 && item.params.text ? searchStartTarget(item.params.text) : null;
  const start: StartTarget = words ?? { kind: 'subscriptions' };
  return { path: params ? `${paths.vacancies}?${params}` : paths.vacancies, start };
}

export function handleSubscriptionsCommand(bot: Bot, options: SubscriptionsCommandOptions): void {
  bot.chatType('private').command('subscriptions', async (ctx) => {
    const settings = options.settings(ctx);
    const answer = async (text: string, links: readonly AppLink[], html = false) => {
      const keyboard = appKeyboard(settings, links);
      await ctx.reply(keyboard ? text : `${text}\n\n${NO_BUTTON_HINT}`, {
        ...(html ? { parse_mode: 'HTML' as const } : {}),
        ...(keyboard ? { reply_markup: keyboard } : {}),
      });
    };
    const account = await findLinkedAccount(options.db, ctx.from.id);
    if (!account) {
      await answer(SUBSCRIPTIONS_TEXT.unlinked, [
        { screen: { path: paths.login }, label: SUBSCRIPTIONS_TEXT.signIn },
      ]);
      return;
    }
    if (account.kind !== 'student') {
      await ctx.reply(SUBSCRIPTIONS_TEXT.notStudent);
      return;
    }
    const items = await subscriptionSummaries(options.db, account.id);
    if (items.length === 0) {
      await answer(SUBSCRIPTIONS_TEXT.none, [
        { screen: { path: paths.vacancies }, label: SUBSCRIPTIONS_TEXT.openVacancies },
      ]);
      return;
    }
    const { text, shown } = subscriptionsListText(items);
    const links: AppLink[] = items.slice(0, shown).map((item, index) => ({
      screen: screenOfSubscription(item),
      label: subscriptionButtonLabel(item, index),
    }));
    await answer(text, [...links, MY_SUBSCRIPTIONS], true);
  });
}
