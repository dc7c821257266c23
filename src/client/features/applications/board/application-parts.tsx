/** Small pieces of an application on the company's and admins' board: dates, badge, history. */
import type { JSX } from 'react';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationEvent,
  type ApplicationItem,
  type ApplicationStatus,
} from '../../../../shared/contract/application.contract';
import { STUDENT_ANSWER_LABELS } from '../../../../shared/contract/application-answer.contract';
import { lastMoscowDay, MOSCOW_TIME_ZONE } from '../../../../shared/moscow-time';

const moscowDateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * «21 ноября 2026 г. в 14:05 МСК». Moscow time for everyone (src/shared/moscow-time.ts): an
 * invitation's «завтра в 14:00» is read against the same clock by the company and the student.
 */
export function formatMoscow(iso: string): string {
  return `${moscowDateTime.format(new Date(iso))} МСК`;
}

/** Whose turn it is, in the company's words (docs/decisions/059); null when nothing waits. */
export function turnText(item: ApplicationItem): string | null {
  if (item.status === 'offer') {
    if (!item.awaitingStudent) return null;
    return item.answerBy
      ? `Ждём ответа студента на предложение до ${lastMoscowDay(item.answerBy)}.`
      : 'Ждём ответа студента на предложение.';
  }
  if (item.status === 'accepted')
    return 'Студент принял предложение. Отметьте «Принят на работу», когда он выйдет на работу.';
  if (item.status !== 'invited') return null;
  if (item.studentAnswer === 'reschedule')
    return 'Студент просит другое время: его сообщение — в истории. Измените приглашение.';
  if (item.studentAnswer === 'accept') return 'Студент выбрал время и придёт на собеседование.';
  return 'Ждём, когда студент ответит на приглашение.';
}

/** The board's own verbs: «Пригласить» is a button, «Приглашение» is the status it leads to. */
export function moveLabel(from: ApplicationStatus, to: ApplicationStatus): string {
  if (to === 'invited') return from === 'invited' ? 'Изменить приглашение' : 'Пригласить';
  if (to === 'offer') return from === 'offer' ? 'Изменить предложение' : 'Сделать предложение';
  if (to === 'hired') return 'Принят на работу';
  if (to === 'rejected') return 'Отказать';
  return APPLICATION_STATUS_LABELS[to];
}

const ACTORS: Record<ApplicationEvent['by'], string> = {
  student: 'Студент',
  company: 'Компания',
  admin: 'Карьерный центр',
  system: 'Автоматически',
};

const EVENTS: Record<ApplicationStatus, string> = {
  new: 'отклик отправлен',
  viewed: 'отклик просмотрен',
  invited: 'приглашение',
  offer: 'предложение о работе',
  accepted: 'принял предложение',
  declined: 'отказался',
  hired: 'принят на работу',
  rejected: 'отказ',
  withdrawn: 'отклик отозван',
};

/** A move's words; a student's answer says what they answered (docs/decisions/059). */
function eventText(event: ApplicationEvent): string {
  if (event.answer && (event.from === 'invited' || event.from === 'offer'))
    return STUDENT_ANSWER_LABELS[event.from][event.answer] ?? EVENTS[event.to];
  return EVENTS[event.to];
}

/** Who moved the application when, oldest first, with the message the student received. */
export function ApplicationHistory({ item }: { item: ApplicationItem }): JSX.Element {
  return (
    <section className="application-card__section" aria-labelledby={`application-${item.id}-history`}>
      <h4 id={`application-${item.id}-history`} className="application-card__subtitle">
        История
      </h4>
      {item.history.length === 0 ? (
        <p className="muted">Пока без изменений.</p>
      ) : (
        <ol className="application-history">
          {item.history.map((event) => (
            <li key={`${event.at}-${event.to}`} className="application-history__event">
              <time dateTime={event.at} className="application-history__time">
                {formatMoscow(event.at)}
              </time>
              <span>
                <span className="application-history__who">{ACTORS[event.by]}</span>: {eventText(event)}
              </span>
              {event.message ? <p className="application-history__message">{event.message}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
