import type { SessionAccount } from '../../../shared/contract/auth.contract';
import type { MailMessage } from '../../mail/mailer';

const WHOSE = { student: 'студента', company: 'компании', admin: 'администратора' } as const;

/** The recovery letter. The link's token sits in the fragment, so it never reaches server logs. */
export function resetMail(
  account: Pick<SessionAccount, 'kind' | 'email' | 'name'>,
  link: string,
  lifetimeMinutes: number,
): MailMessage {
  // Named: one email may hold a student's and a company's account, each with its own letter.
  // In brackets, not quotes: a company's name often carries its own (issue 24, item 13).
  const whose = `аккаунта ${WHOSE[account.kind]} (${account.name})`;
  const text = [
    'Здравствуйте!',
    '',
    `Кто-то (надеемся, вы) запросил восстановление пароля ${whose} на сайте «Карьера».`,
    `Чтобы задать новый пароль, откройте ссылку в течение ${lifetimeMinutes} минут:`,
    '',
    link,
    '',
    'Ссылка сработает один раз. Если вы не запрашивали восстановление, просто удалите это письмо:',
    'ваш пароль останется прежним.',
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html =
    `<p>Здравствуйте!</p><p>Кто-то (надеемся, вы) запросил восстановление пароля ${escapeHtml(whose)} на сайте «Карьера».</p>` +
    `<p><a href="${safeLink}">Задать новый пароль</a> — ссылка действует ${lifetimeMinutes} минут и сработает один раз.</p>` +
    '<p>Если вы не запрашивали восстановление, просто удалите это письмо: ваш пароль останется прежним.</p>';
  return { to: account.email, subject: 'Восстановление пароля', text, html };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
