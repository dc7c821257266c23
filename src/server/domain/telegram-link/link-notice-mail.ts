import type { MailMessage } from '../../mail/mailer';
import type { TelegramUser } from '../../telegram/init-data';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Who was linked, as the owner will recognise it: @username, else the name, and the id. */
function telegramName(user: TelegramUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.username ? `@${user.username} (${name}, id ${user.id})` : `${name} (id ${user.id})`;
}

/** The notice of a new Telegram link, with the «это был не я» link (docs/decisions/013). */
export function linkNoticeMail(
  to: string,
  user: TelegramUser,
  undoLink: string,
  lifetimeDays: number,
): MailMessage {
  const who = telegramName(user);
  const text = [
    'Здравствуйте!',
    '',
    `К вашему аккаунту на сайте «Карьера» привязан Telegram ${who}.`,
    'Теперь из этого Telegram можно входить в аккаунт без пароля.',
    '',
    'Если это были не вы, откройте ссылку — Telegram будет отвязан, все сеансы аккаунта завершатся,',
    `входить не нужно (ссылка действует ${lifetimeDays} дней и сработает один раз):`,
    '',
    undoLink,
    '',
    'После этого смените пароль через «Забыли пароль?» на странице входа.',
    'Если Telegram привязали вы, ничего делать не нужно.',
  ].join('\n');
  const html =
    `<p>Здравствуйте!</p><p>К вашему аккаунту на сайте «Карьера» привязан Telegram ${escapeHtml(who)}. ` +
    'Теперь из этого Telegram можно входить в аккаунт без пароля.</p>' +
    `<p>Если это были не вы: <a href="${escapeHtml(undoLink)}">отвязать этот Telegram</a> — все сеансы ` +
    `аккаунта завершатся, входить не нужно; ссылка действует ${lifetimeDays} дней и сработает один раз. ` +
    'Затем смените пароль через «Забыли пароль?» на странице входа.</p>' +
    '<p>Если Telegram привязали вы, ничего делать не нужно.</p>';
  return { to, subject: 'К аккаунту привязан Telegram', text, html };
}
