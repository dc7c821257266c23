import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';
import { DEFAULT_MAIL_FROM, type Mailer, once } from './mailer';

/**
 * Without SMTP_URL (a developer machine, a demo): each message becomes an .eml file in
 * `dir`, which any mail client opens. The log names the file only: never the recipient (personal
 * data) nor the message body, because recovery mails carry secrets.
 */
export function createOutboxMailer(options: {
  dir: string;
  from?: string | undefined;
  logger: Logger;
}): Mailer {
  // nodemailer's stream transport builds the RFC 5322 message without sending it anywhere. It
  // loads with the first mail, not with the server (docs/decisions/035-release-build.md).
  const transport = once(async () =>
    (await import('nodemailer')).default.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  const from = options.from ?? DEFAULT_MAIL_FROM;
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(options.dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      options.logger.info('mail written to outbox', { file });
    },
  };
}
