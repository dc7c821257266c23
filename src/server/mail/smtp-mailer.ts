import nodemailer from 'nodemailer';
import { DEFAULT_MAIL_FROM, type Mailer } from './mailer';

/** Sends through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(options: { url: string; from?: string | undefined }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
