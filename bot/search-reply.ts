/**
 * Plain text to the bot is a vacancy search (issue 13): the public list's own search
 * (list-vacancies.ts: Russian morphology, relevance first), its first results in the chat and the
 * rest in the Mini App. Registered after the commands, so it sees only what no command took.
 */
import type { Bot, Context } from 'grammy';
import * as v from 'valibot';
import { hitRateLimit, type RateLimitRule } from '../src/server/auth/rate-limit';
import type { DomainDeps } from '../src/server/domain/deps';
import { listVacancies } from '../src/server/domain/vacancies/list-vacancies';
import type { Logger } from '../src/server/logger';
import { SEARCH_TEXT_MAX } from '../src/shared/contract/query';
import { searchCostError } from '../src/shared/contract/search-cost';
import { VacancyListQuerySchema } from '../src/shared/contract/vacancy.contract';
import { paths } from '../src/shared/paths';
import { searchStartTarget } from '../src/shared/start-param';
import { type AppLink, appKeyboard } from './app-keyboard';
import { NO_BUTTON_HINT } from './messages';
import { type MiniAppSettings, screenOfStart } from './mini-app-button';
import {
  nothingFoundText,
  SEARCH_RESULTS_SHOWN,
  SEARCH_TEXT,
  searchResultsText,
  vacancyButtonLabel,
} from './search-messages';

/**
 * One search a second per Telegram user is plenty for a person typing; a flood (a script, a
 * stuck client) then costs one database write per message, not a search. In the database, so
 * the webhook's instances share the count (rate-limit.ts).
 */
const BOT_SEARCH_LIMIT: RateLimitRule = { limit: 1, windowMs: 1000 };

type SearchReplyOptions = Pick<DomainDeps, 'db' | 'now'> & {
  settings: (ctx: Context) => MiniAppSettings;
  logger: Logger;
};

/** Messages that are not text: a sticker, a photo, a voice message. */
const NOT_TEXT = [
  'message:sticker',
  'message:photo',
  'message:voice',
  'message:video',
  'message:video_note',
  'message:audio',
  'message:document',
  'message:animation',
] as const;

export function handleSearchMessages(bot: Bot, options: SearchReplyOptions): void {
  const privateChats = bot.chatType('private');
  privateChats.on('message:text', async (ctx) => {
    const text = ctx.message.text.replace(/\s+/g, ' ').trim();
    // A command no handler took (a typo, an old one): searching for «/stat» helps nobody.
    if (text.startsWith('/')) {
      await ctx.reply(SEARCH_TEXT.unknownCommand);
      return;
    }
    if (!text) {
      await ctx.reply(SEARCH_TEXT.empty);
      return;
    }
    if (text.length > SEARCH_TEXT_MAX) {
      await ctx.reply(SEARCH_TEXT.tooLong(SEARCH_TEXT_MAX));
      return;
    }
    // The list's cost limit (docs/decisions/029): the bot searches the same way.
    const tooComplex = searchCostError(text);
    if (tooComplex) {
      await ctx.reply(tooComplex);
      return;
    }
    const now = options.now();
    const hit = await hitRateLimit(options.db, `bot-search:${ctx.from.id}`, BOT_SEARCH_LIMIT, now);
    if (hit.count > BOT_SEARCH_LIMIT.limit) {
      // Said once a window: answering every message of a flood would be a flood of our own.
      if (hit.count === BOT_SEARCH_LIMIT.limit + 1) await ctx.reply(SEARCH_TEXT.tooFast);
      return;
    }
    await replyWithResults(ctx, options, text, now);
  });
  privateChats.on([...NOT_TEXT], async (ctx) => {
    await ctx.reply(SEARCH_TEXT.notText);
  });
}

async function replyWithResults(ctx: Context, options: SearchReplyOptions, text: string, now: Date) {
  const query = v.parse(VacancyListQuerySchema, {
    text,
    sort: 'relevance',
    limit: String(SEARCH_RESULTS_SHOWN),
  });
  let page: Awaited<ReturnType<typeof listVacancies>>;
  try {
    page = await listVacancies(
      { db: options.db, now: options.now },
      query,
      { kind: 'public', now },
      { facets: false },
    );
  } catch (error) {
    options.logger.error('bot search failed', { error: error instanceof Error ? error.name : 'unknown' });
    await ctx.reply(SEARCH_TEXT.failed);
    return;
  }
  const settings = options.settings(ctx);
  if (page.items.length === 0) {
    const keyboard = appKeyboard(settings, [
      { screen: { path: paths.vacancies }, label: SEARCH_TEXT.allVacancies },
    ]);
    await ctx.reply(nothingFoundText(text), {
      parse_mode: 'HTML',
      ...(keyboard ? { reply_markup: keyboard } : {}),
    });
    return;
  }
  const links: AppLink[] = page.items.map((item, index) => ({
    screen: screenOfStart({ kind: 'vacancy', id: item.id }),
    label: vacancyButtonLabel(item, index),
  }));
  // Without https the button is a t.me link, which carries the words only when they fit a start
  // parameter (start-param.ts); longer ones open the board's home.
  const start = searchStartTarget(text);
  links.push({
    screen: { path: `${paths.vacancies}?${new URLSearchParams({ text })}`, ...(start ? { start } : {}) },
    label: SEARCH_TEXT.allResults,
  });
  const keyboard = appKeyboard(settings, links);
  const body = searchResultsText(text, page.items, page.total);
  await ctx.reply(keyboard ? body : `${body}\n\n${NO_BUTTON_HINT}`, {
    parse_mode: 'HTML',
    link_preview_options: { is_disabled: true },
    ...(keyboard ? { reply_markup: keyboard } : {}),
  });
}
