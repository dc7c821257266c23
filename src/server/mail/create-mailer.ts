import { join } from 'node:path';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the outbox folder DATA_DIR/outbox/. */
export function createMailer(env: Env, logger: Logger): Mailer {
  if (env.smtpUrl) return createSmtpMailer({ url: env.smtpUrl, from: env.mailFrom });
  return createOutboxMailer({ dir: join(env.dataDir, 'outbox'), from: env.mailFrom, logger });
}
