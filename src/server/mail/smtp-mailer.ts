import { DEFAULT_MAIL_FROM, type Mailer, once } from './mailer';

/**
 * Sends through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). The
 * timeouts stay well inside the outbox lease (src/server/outbox/outbox-worker.ts): a hung server
 * is given up before another instance may claim the same row.
 */
export function createSmtpMailer(options: { url: string; from?: string | undefined }): Mailer {
  // nodemailer loads with the first mail, not with the server (docs/decisions/035-release-build.md).
  const transport = once(async () =>
    (await import('nodemailer')).default.createTransport({
      url: options.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  );
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    async send(message) {
      await (await transport()).sendMail({ from, ...message });
    },
  };
}
