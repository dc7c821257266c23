/**
 * The notification port (docs/design.md#boundaries): domain functions say *what* happened to *whom*; the
 * Telegram bot (bot/telegram-notifier.ts) decides how it reads. A notification never fails the
 * call that caused it: it is an outbox row written in the cause's transaction, and the outbox
 * worker delivers it afterwards (docs/decisions/022-durable-outbox.md).
 */
import type { ApplicationStatus, StudentAnswer } from '../../shared/contract/application.contract';
import type { AccountKind } from '../../shared/contract/auth.contract';

export type AccountRef = { kind: AccountKind; id: number };

/** A vacancy as a saved search's alert shows it (docs/decisions/024). */
export type AlertVacancy = { id: number; title: string; companyName: string; salary: string };

/** Who receives it: one account, or every admin with Telegram linked. */
export type NotificationTarget = { account: AccountRef } | { admins: true };

export type Notification =
  /** A student or company was approved by an admin (`about: 'identity'`: a company's new identity). */
  | { type: 'account-approved'; kind: 'student' | 'company'; about?: 'identity' }
  /** …or denied, with the admin's reason. */
  | { type: 'account-denied'; kind: 'student' | 'company'; reason: string; about?: 'identity' }
  /** An admin replied to the account's feedback. */
  | { type: 'feedback-reply'; feedbackId: number; reply: string }
  /** The admin closed the account's feedback (issue 13). */
  | { type: 'feedback-closed'; feedbackId: number }
  /** To admins: a new feedback arrived. */
  | { type: 'feedback-new'; feedbackId: number; author: string; excerpt: string }
  /**
   * To admins: a registration awaits approval; `again`: a denied account asked for another review,
   * or a verified account changed what was verified (a company's name, INN or contact person; a
   * student's name, university or faculty) (decision 015); `photo`: an approved student put up a
   * new photo, to be looked at while they stay approved (docs/decisions/051).
   */
  | {
      type: 'registration-pending';
      kind: 'student' | 'company';
      accountId: number;
      name: string;
      again?: 'review' | 'identity' | 'photo';
    }
  /**
   * To the student: the company (or an admin, or archiving) moved their application; every move
   * but «viewed» (docs/decisions/020). `message`: the company's words, if any.
   */
  | {
      type: 'application-status';
      applicationId: number;
      vacancyTitle: string;
      companyName: string;
      status: ApplicationStatus;
      message: string | null;
      /** An invitation's times, each a button that books it from the chat (docs/decisions/057). */
      slots?: SlotChoice;
    }
  /**
   * To the company: the student answered its invitation or offer (docs/decisions/059); `asked`
   * is what was answered, `message` the student's words.
   */
  | {
      type: 'application-answer';
      applicationId: number;
      vacancyTitle: string;
      studentName: string;
      asked: 'invited' | 'offer';
      answer: StudentAnswer;
      message: string | null;
    }
  /** To the company: a student applied to its vacancy. */
  | { type: 'application-new'; applicationId: number; vacancyTitle: string; studentName: string }
  /**
   * To a student: a new vacancy for a saved search (issue 13, docs/decisions/024), with buttons
   * to open it, the search's list (`listQuery`: its /vacancies/ address params) and «Отписаться».
   */
  | { type: 'subscription-alert'; subscriptionId: number; vacancy: AlertVacancy; listQuery: string }
  /** …or the daily digest: the first vacancies and how many more there are. */
  | {
      type: 'subscription-digest';
      subscriptionId: number;
      vacancies: AlertVacancy[];
      more: number;
      listQuery: string;
    }
  /**
   * To the company: the career centre hid its vacancy, showed it again, or returned it for changes
   * with `reason` (issue 24, item 19; docs/decisions/052).
   */
  | {
      type: 'vacancy-moderated';
      action: 'hidden' | 'shown' | 'returned';
      vacancyId: number;
      vacancyTitle: string;
      reason: string | null;
    }
  /**
   * Interviews (issue 25, docs/decisions/057): to one side, what the other did (`booked` reaches
   * the company; `rescheduled`, `cancelled` either side), or a `reminder` 24 h or 1 h before.
   */
  | InterviewNotification
  /**
   * To the other side of an application's thread: new messages, a burst grouped into one notice
   * (docs/decisions/058). `texts`: the last few, cut; `count`: how many in all. Replying to it
   * in the chat posts into the thread.
   */
  | {
      type: 'thread-message';
      applicationId: number;
      to: 'student' | 'company';
      vacancyTitle: string;
      authorName: string;
      texts: string[];
      count: number;
      files: number;
    }
  /** To one admin: confirm a sign-in with buttons (docs/decisions/016). */
  | { type: 'sign-in-confirmation'; challengeId: string };

/**
 * The free times of an interview offered to the student, as buttons under the bot's message:
 * pressing one books it (bot/interview-slot-buttons.ts), as «Приду» with that time does.
 */
export type SlotChoice = { interviewId: number; times: { slotId: number; label: string }[] };

export type InterviewNotification = {
  type: 'interview';
  event: 'booked' | 'rescheduled' | 'cancelled' | 'reminder';
  interviewId: number;
  applicationId: number;
  /** Who reads it: the student opens their application, the company its applicant. */
  audience: 'student' | 'company';
  vacancyTitle: string;
  /** The other side: the company's name for the student, the applicant's for the company. */
  otherName: string;
  /** The booked time as people read it (Moscow time); null when none is booked. */
  when: string | null;
  /** The address or the meeting link. */
  where: string | null;
  message: string | null;
  /** The new times when the company reschedules: the student books one from the chat. */
  slots?: SlotChoice;
};

/**
 * What a delivered notification left in the chat: the bot message's id, which a thread notice
 * records so that a reply to it is posted into the thread (docs/decisions/058).
 */
type SentNotice = { messageId: number };

/**
 * The bot as the outbox worker (src/server/outbox/) uses it: present in DomainDeps exactly when a
 * bot is configured. Domain code never calls it: it queues through domain/outbox/enqueue.ts.
 */
export interface Notifier {
  /**
   * Sends one notification to one private chat, now. Throws a DeliveryError (delivery-error.ts)
   * the worker understands: blocked chat, rate limit, or a failure worth retrying.
   */
  send(chatId: number, notification: Notification): Promise<SentNotice | undefined>;
}
