/**
 * The mail port (docs/design.md#boundaries): domain functions describe a message; which transport carries it
 * (SMTP, the outbox folder, a test double) is chosen at start in main.ts.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alerts. */
  headers?: Record<string, string>;
  /**
   * A calendar entry (docs/decisions/057-interviews.md): nodemailer sends `content` as a
   * `text/calendar; method=…` alternative and as an attachment named `filename`.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Карьера <no-reply@localhost>';

/** `make` called at the first call only; later calls share its promise (a transport made once). */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
