import type { Executor } from '../../db/client';
import type { AlertVacancy, Notification } from '../../notify/notifier';
import type { DomainDeps } from '../deps';
import { enqueueMail, enqueueNotification } from '../outbox/enqueue';
import { alertMail, listQueryOf } from './alert-content';

/** What sending through the background loop needs beyond the domain's: the mails' link base. */
export type AlertDeps = Pick<DomainDeps, 'db' | 'now' | 'mailer' | 'notifier'> & {
  /** PUBLIC_URL or the server's own address, as every mailed link (app.ts `linkBase`). */
  linkBase: () => string;
  /** «Сразу» alerts' burst window (ALERT_SETTLE_SECONDS, ALERT_GAP_SECONDS); INSTANT_GROUPING without. */
  grouping?: { settleMs: number; gapMs: number };
};

export type AlertRecipient = {
  subscriptionId: number;
  studentId: number;
  email: string;
  channel: 'telegram' | 'email';
  token: string;
  query: Record<string, unknown>;
};

/**
 * Queues one alert or digest in the outbox, in the transaction that marks its matches sent:
 * Telegram when the subscription asks for it and the bot can reach the student, otherwise mail
 * (docs/decisions/024). Answers the channel used, or null when neither is configured.
 */
export async function deliverAlert(
  deps: AlertDeps,
  tx: Executor,
  to: AlertRecipient,
  vacancies: readonly AlertVacancy[],
  more: number,
): Promise<'telegram' | 'email' | null> {
  const listQuery = listQueryOf(to.query);
  const first = vacancies[0];
  if (!first) return null;
  if (to.channel === 'telegram') {
    const notification: Notification =
      vacancies.length === 1 && more === 0
        ? { type: 'subscription-alert', subscriptionId: to.subscriptionId, vacancy: first, listQuery }
        : {
            type: 'subscription-digest',
            subscriptionId: to.subscriptionId,
            vacancies: [...vacancies],
            more,
            listQuery,
          };
    const chats = await enqueueNotification(
      deps,
      tx,
      { account: { kind: 'student', id: to.studentId } },
      notification,
    );
    if (chats > 0) return 'telegram';
  }
  const mail = alertMail(to.email, vacancies, more, { base: deps.linkBase(), listQuery, token: to.token });
  const topic = vacancies.length === 1 && more === 0 ? 'subscription-alert' : 'subscription-digest';
  return (await enqueueMail(deps, tx, topic, mail)) ? 'email' : null;
}
