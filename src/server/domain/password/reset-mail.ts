import type { MailMessage } from '../../mail/mailer';

/** The recovery letter. The link's token sits in the fragment, so it never reaches server logs. */
export function resetMail(to: string, link: string, lifetimeMinutes: number): MailMessage {
  const text = [
    'Здравствуйте!',
    '',
    'Кто-то (надеемся, вы) запросил восстановление пароля на сайте «Карьера».',
    `Чтобы задать новый пароль, откройте ссылку в течение ${lifetimeMinutes} минут:`,
    '',
    link,
    '',
    'Ссылка сработает один раз. Если вы не запрашивали восстановление, просто удалите это письмо:',
    'ваш пароль останется прежним.',
  ].join('\n');
  const safeLink = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const html =
    '<p>Здравствуйте!</p><p>Кто-то (надеемся, вы) запросил восстановление пароля на сайте «Карьера».</p>' +
    `<p><a href="${safeLink}">Задать новый пароль</a> — ссылка действует ${lifetimeMinutes} минут и сработает один раз.</p>` +
    '<p>Если вы не запрашивали восстановление, просто удалите это письмо: ваш пароль останется прежним.</p>';
  return { to, subject: 'Восстановление пароля', text, html };
}
