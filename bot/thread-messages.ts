/**
 * What the bot says about message threads (docs/decisions/058), as Telegram HTML: the notice of
 * new messages with «Ответить» and «Открыть отклик», the prompt «Ответить» opens, and the answers
 * to a reply in the chat.
 */
import { InlineKeyboard } from 'grammy';
import type { Notification } from '../src/server/notify/notifier';
import { quoted } from '../src/shared/format';
import { fallbackLink, isHttpsUrl, type MiniAppSettings, screenOfStart } from './mini-app-button';

type ThreadNotice = Extract<Notification, { type: 'thread-message' }>;

/** «Ответить»'s callback data: the application's id (1–64 bytes, core.telegram.org/bots/api). */
export const THREAD_REPLY_DATA = /^thread-reply:(\d{1,10})$/;

const NAME_MAX = 200;
const QUOTE_MAX = 1000;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function shown(text: string, max: number): string {
  const clean = text.trim();
  return escapeHtml(clean.length > max ? `${clean.slice(0, max - 1)}…` : clean);
}

export const THREAD_TEXT = {
  reply: 'Ответить',
  open: 'Открыть отклик',
  /** ForceReply's placeholder: 1–64 characters. */
  placeholder: { student: 'Ответ компании', company: 'Ответ студенту' },
  prompt: (vacancyTitle: string) =>
    `Напишите ответ по отклику на ${shown(quoted(vacancyTitle), NAME_MAX)} — он придёт в переписку на бирже.`,
  sent: 'Отправлено в переписку по отклику.',
  notYours:
    'Эта переписка недоступна вашему аккаунту в Telegram. Откройте отклик на бирже под аккаунтом, к которому пришло сообщение.',
  notText: 'В переписку из чата уходит только текст. Файл прикрепите в переписке на бирже.',
  gone: 'Переписка не найдена: возможно, отклик удалён.',
} as const;

export function threadNoticeText(notice: ThreadNotice): string {
  const from = notice.to === 'student' ? 'компании' : 'студента';
  const head =
    notice.count === 1
      ? `Новое сообщение от ${from} ${shown(notice.authorName, NAME_MAX)} по отклику на ${shown(quoted(notice.vacancyTitle), NAME_MAX)}:`
      : `Новые сообщения (${notice.count}) от ${from} ${shown(notice.authorName, NAME_MAX)} по отклику на ${shown(quoted(notice.vacancyTitle), NAME_MAX)}:`;
  const lines = [head, ...notice.texts.map((text) => `<blockquote>${shown(text, QUOTE_MAX)}</blockquote>`)];
  if (notice.files > 0) lines.push(`Прикреплено файлов: ${notice.files} — они в переписке.`);
  lines.push('Ответьте на это сообщение в чате, и ответ придёт в переписку.');
  return lines.join('\n');
}

/** «Ответить» (a callback: the bot asks for the reply) and «Открыть отклик» (the Mini App). */
export function threadButtons(settings: MiniAppSettings, notice: ThreadNotice): InlineKeyboard {
  const keyboard = new InlineKeyboard().text(THREAD_TEXT.reply, `thread-reply:${notice.applicationId}`);
  const screen = screenOfStart({
    kind: notice.to === 'student' ? 'application' : 'applicant',
    id: notice.applicationId,
  });
  if (isHttpsUrl(settings.publicUrl))
    return keyboard.webApp(THREAD_TEXT.open, `${settings.publicUrl.replace(/\/+$/, '')}${screen.path}`);
  const link = fallbackLink(settings, screen);
  return link ? keyboard.url(THREAD_TEXT.open, link) : keyboard;
}
