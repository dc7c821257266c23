/** Pieces of an application the vacancy page and «Мои отклики» both show (issue 12). */
import type { JSX } from 'react';
import type {
  ApplicationEvent,
  ApplicationStatus,
  StudentAnswer,
} from '../../../../shared/contract/application.contract';
import { csvDateTime } from '../../../../shared/moscow-time';

/** «23.11.2026» — the day in Moscow time, as the career centre and the bot's messages count it. */
export function formatDay(iso: string): string {
  return csvDateTime(new Date(iso)).slice(0, 10);
}

/** «23.11.2026 14:05 мск»: a student outside Moscow sees which clock is meant. */
function formatMoment(iso: string): string {
  return `${csvDateTime(new Date(iso))} мск`;
}

/** What each move means to the student, in their words rather than the status names. */
const EVENT_LABELS: Record<ApplicationStatus, string> = {
  new: 'Отклик отправлен',
  viewed: 'Компания просмотрела отклик',
  invited: 'Приглашение',
  offer: 'Предложение о работе',
  accepted: 'Вы приняли предложение',
  declined: 'Вы отказались',
  hired: 'Вы приняты',
  rejected: 'Отказ',
  withdrawn: 'Вы отозвали отклик',
};

/** The student's own answers to an invitation, as their history says them. */
const STUDENT_INVITATION_ANSWERS: Record<StudentAnswer, string> = {
  accept: 'Вы выбрали время собеседования',
  decline: 'Вы отказались от собеседования',
  reschedule: 'Вы попросили другое время',
};

function eventLabel(event: ApplicationEvent): string {
  if (event.to === 'rejected' && event.by === 'system') return 'Отказ: вакансия закрыта';
  if (event.to === 'withdrawn' && event.by !== 'student') return 'Отклик отозван';
  if (event.by === 'student' && event.from === 'invited' && event.answer)
    return STUDENT_INVITATION_ANSWERS[event.answer];
  return EVENT_LABELS[event.to];
}

/** The history, oldest first, as the server gives it (docs/decisions/020-application-statuses.md). */
export function ApplicationTimeline({
  history,
  open,
}: {
  history: readonly ApplicationEvent[];
  open: boolean;
}): JSX.Element | null {
  if (history.length === 0) return null;
  return (
    <details className="application-timeline" open={open}>
      <summary>История отклика ({history.length})</summary>
      <ol className="application-timeline__list">
        {history.map((event) => (
          <li key={`${event.at}-${event.to}`} className="application-timeline__event">
            <span className="application-timeline__label">{eventLabel(event)}</span>{' '}
            <time className="application-timeline__time" dateTime={event.at}>
              {formatMoment(event.at)}
            </time>
            {event.message ? <p className="application-timeline__message">{event.message}</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
