/**
 * A keyboard of several Mini App buttons, one a row, built from the same single buttons as
 * every other message (mini-app-button.ts), so they follow the same https / t.me / none rules.
 */
import { InlineKeyboard } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { type AppScreen, appButton, type MiniAppSettings } from './mini-app-button';

export type AppLink = { screen: AppScreen; label: string };

/** Telegram shows a long label cut anyway; a short one reads whole on a 360 px phone. */
const LABEL_MAX = 48;

function buttonLabel(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > LABEL_MAX ? `${clean.slice(0, LABEL_MAX - 1)}…` : clean;
}

/** The buttons that can open something, one a row; undefined when none can. */
export function appKeyboard(
  settings: MiniAppSettings,
  links: readonly AppLink[],
): InlineKeyboard | undefined {
  const rows: InlineKeyboardButton[][] = [];
  for (const link of links) {
    const button = appButton(settings, link.screen, buttonLabel(link.label))?.inline_keyboard[0]?.[0];
    if (button) rows.push([button]);
  }
  return rows.length > 0 ? InlineKeyboard.from(rows) : undefined;
}
