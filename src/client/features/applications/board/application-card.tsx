import { type JSX, useEffect, useRef, useState } from 'react';
import {
  type ApplicationItem,
  type ApplicationStatus,
  type ChosenApplicationStatus,
  COMPANY_TRANSITIONS,
} from '../../../../shared/contract/application.contract';
import { useUnread } from '../../../lib/app-state';
import type { BoardRole } from '../../../lib/board-access';
import { ThreadLink } from '../../../ui/thread-link';
import { OverlayScope, useBackClosable } from '../../../ui/use-back-closable';
import { ApplicantProfile } from './applicant-profile';
import { ApplicationMoveForm } from './application-move-form';
import { ApplicationNoteForm } from './application-note-form';
import { ApplicationHistory, moveLabel, turnText } from './application-parts';
import { InterviewForm } from './interview-form';
import { InterviewSection, useCardInterview } from './interview-section';
import type { ApplicationActions } from './use-application-actions';

/** «Пригласить» opens the interview form (docs/decisions/057); the others write a message. */
type MessageMove = Exclude<ChosenApplicationStatus, 'hired' | 'invited'>;

/** Why a card offers no moves: the final statuses of docs/decisions/020-application-statuses.md. */
const FINAL_TEXT: Partial<Record<ApplicationStatus, string>> = {
  declined: 'Студент отказался: статус больше не меняется.',
  hired: 'Студент принят на работу: статус больше не меняется.',
  rejected: 'Студенту отказано: статус больше не меняется.',
  withdrawn: 'Студент отозвал отклик: статус больше не меняется.',
};

interface ApplicationCardProps {
  item: ApplicationItem;
  role: BoardRole;
  actions: ApplicationActions;
  onClose(): void;
}

/**
 * The applicant's card, opened inside the row (a phone keeps the list's place; a notification's
 * `?id=N` opens it). Focus moves to its heading; Telegram's BackButton closes it like an overlay,
 * asking first while the message of a move or the note holds unsaved text.
 */
export function ApplicationCard({ item, role, actions, onClose }: ApplicationCardProps): JSX.Element {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [writing, setWriting] = useState<MessageMove | null>(null);
  // The interview form: new times for the active interview, else a new invitation.
  const [planning, setPlanning] = useState(false);
  const interview = useCardInterview(item, role);
  const busy = actions.busyId === item.id;
  const name = `${item.student.firstName} ${item.student.lastName}`;
  const titleId = `application-${item.id}-card`;
  // Back with a typed invitation or refusal asks before it closes the card (issue 24, item 9).
  const { hold } = useBackClosable(true, onClose);
  const unread = useUnread();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // With an interview on, «Перенести» in its section is the way to new times: no second button.
  const moves = COMPANY_TRANSITIONS[item.status].filter(
    (to): to is ChosenApplicationStatus =>
      to !== 'new' && to !== 'viewed' && to !== 'withdrawn' && !(to === 'invited' && interview.active),
  );
  const start = (to: ChosenApplicationStatus) => {
    actions.clearMoveError();
    if (to === 'hired') actions.hire(item);
    else if (to === 'invited') setPlanning(true);
    else setWriting(to);
  };
  /** An interview was sent, moved or cancelled: the application and its interview again. */
  const interviewChanged = () => {
    setPlanning(false);
    interview.reload();
    actions.refresh(item);
    headingRef.current?.focus();
  };

  return (
    <OverlayScope value={hold}>
      <section className="application-card" id={`application-${item.id}-details`} aria-labelledby={titleId}>
        <h3 className="application-card__title" id={titleId} ref={headingRef} tabIndex={-1}>
          Отклик №{item.id}: {name}
        </h3>
        <ApplicantProfile item={item} />
        <section className="application-card__section" aria-labelledby={`${titleId}-letter`}>
          <h4 id={`${titleId}-letter`} className="application-card__subtitle">
            Сопроводительное письмо
          </h4>
          {item.letter ? (
            <p className="application-card__text">{item.letter}</p>
          ) : (
            <p className="muted">Студент откликнулся без письма.</p>
          )}
        </section>
        <ApplicationHistory item={item} />
        <p className="application-card__thread">
          <ThreadLink applicationId={item.id} reader="board" unread={unread.forApplication(item.id)} />
        </p>
        {turnText(item) ? (
          <p className="application-card__turn" role="status">
            {turnText(item)}
          </p>
        ) : null}
        {planning ? null : (
          <InterviewSection
            card={interview}
            studentName={name}
            onReschedule={() => setPlanning(true)}
            onCancelled={interviewChanged}
          />
        )}
        {role === 'company' ? (
          <ApplicationNoteForm
            applicationId={item.id}
            note={item.note}
            busy={busy}
            serverError={actions.noteError}
            onSave={(note) => actions.saveNote(item, note)}
          />
        ) : item.note ? (
          <section className="application-card__section" aria-labelledby={`${titleId}-note`}>
            <h4 id={`${titleId}-note`} className="application-card__subtitle">
              Заметка компании
            </h4>
            <p className="application-card__text">{item.note}</p>
          </section>
        ) : null}
        {planning ? (
          <InterviewForm
            applicationId={item.id}
            interview={interview.active}
            onCancel={() => setPlanning(false)}
            onDone={interviewChanged}
          />
        ) : writing !== null ? (
          <ApplicationMoveForm
            applicationId={item.id}
            to={writing}
            busy={busy}
            serverError={actions.moveError}
            onCancel={() => setWriting(null)}
            onSubmit={(message, answerBy) =>
              void actions.move(item, writing, message, answerBy).then((done) => {
                if (done) setWriting(null);
              })
            }
          />
        ) : (
          <div className="board-row__actions application-card__actions">
            {moves.length === 0 ? (
              <p className="muted">{FINAL_TEXT[item.status] ?? ''}</p>
            ) : (
              moves.map((to) => (
                <button
                  key={to}
                  type="button"
                  className={`button button--small ${to === 'rejected' ? 'button--secondary button--danger' : to === 'hired' || to === 'invited' ? 'button--primary' : 'button--secondary'}`}
                  disabled={busy}
                  onClick={() => start(to)}
                >
                  {moveLabel(item.status, to)}
                </button>
              ))
            )}
            <button type="button" className="button button--ghost button--small" onClick={onClose}>
              Свернуть
            </button>
          </div>
        )}
      </section>
    </OverlayScope>
  );
}
