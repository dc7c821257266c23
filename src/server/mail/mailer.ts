/**
 * The mail port (DESIGN §4): domain functions describe a message; which transport carries it
 * (SMTP, the outbox folder, a test double) is chosen at start in main.ts.
 */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Карьера <no-reply@localhost>';
