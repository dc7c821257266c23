import { type JSX, useState } from 'react';
import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import type { InterviewItem } from '../../../../shared/contract/interview.contract';
import { slotText } from '../../../lib/interview-time';
import { useResource } from '../../../lib/server-state';
import { useServices } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { AnswerButtons } from './answer-buttons';
import { fetchInterviewOf } from './answers-api';
import { InterviewCalendarLink } from './interview-calendar-link';
import { useAnswerSender } from './use-answer-sender';

interface InvitationAnswerProps {
  item: ApplicationItem;
  native: boolean;
  onChanged(item: ApplicationItem): void;
}

/** «Онлайн: <the meeting's link>» or «В офисе: Тверская, 1». */
function placeText(interview: InterviewItem): JSX.Element {
  if (interview.format === 'office') return <>В офисе: {interview.place ?? ''}</>;
  return interview.link ? (
    <>
      Онлайн:{' '}
      <a href={interview.link} target="_blank" rel="noopener noreferrer">
        ссылка на встречу<span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    </>
  ) : (
    <>Онлайн</>
  );
}

/**
 * The student's answer to an invitation (docs/decisions/057, 059): the company's times to pick
 * one from and «Приду», «Не смогу», «Предложить другое время»; once booked, the time, the
 * calendar file and the way to move or cancel it. An invitation written without times asks for
 * another time or a refusal only.
 */
export function InvitationAnswer({ item, native, onChanged }: InvitationAnswerProps): JSX.Element {
  const { http } = useServices();
  const sender = useAnswerSender(item, onChanged);
  const [chosen, setChosen] = useState<number | null>(null);
  const interview = useResource(`interview-${item.id}-${item.updatedAt}`, (signal) =>
    fetchInterviewOf(http, item.id, signal),
  );
  const dialog = sender.dialog;
  const decline = { text: 'Не смогу', run: () => sender.open('decline-invitation') };
  const askAnother = { text: 'Предложить другое время', run: () => sender.open('reschedule') };

  if (interview.status === 'loading')
    return <p className="answer-actions__note">Загружаем время собеседования…</p>;
  if (interview.status === 'error')
    return (
      <p className="answer-actions__note" role="alert">
        Не удалось загрузить время собеседования: {interview.message}{' '}
        <Button variant="secondary" onClick={interview.reload}>
          Повторить
        </Button>
      </p>
    );
  const found = interview.data;
  const asked =
    item.studentAnswer === 'reschedule' ? (
      <p className="answer-actions__note">Вы попросили другое время. Компания пришлёт новое приглашение.</p>
    ) : null;
  if (!found)
    return (
      <>
        {asked ?? (
          <p className="answer-actions__note">
            Компания не предложила время: напишите, когда вам удобно, или откажитесь.
          </p>
        )}
        <AnswerButtons
          main={askAnother}
          alternative={decline}
          native={native}
          pending={false}
          covered={dialog !== null}
        />
        {dialog}
      </>
    );
  const booked = found.slots.find((slot) => slot.id === found.bookedSlotId);
  if (booked)
    return (
      <>
        <p className="answer-actions__booked">
          Вы записаны: <strong>{slotText(booked, new Date())}</strong>. {placeText(found)}
        </p>
        <p className="answer-actions__note">
          <InterviewCalendarLink interviewId={found.id} /> · напомним за сутки и за час
        </p>
        <AnswerButtons
          main={askAnother}
          alternative={decline}
          native={false}
          pending={false}
          covered={dialog !== null}
        />
        {dialog}
      </>
    );
  const free = found.slots.filter((slot) => !slot.taken);
  const book = async (slotId: number) => {
    const refused = await sender.send('book', slotId);
    // Taken by another student meanwhile (or past, or no longer offered): the times as they are
    // now, none chosen, so the picker does not offer again what the refusal just named.
    if (refused?.status !== 409) return;
    setChosen(null);
    interview.reload();
  };
  return (
    <>
      {asked}
      <fieldset className="answer-slots">
        <legend>Выберите время собеседования</legend>
        <p className="answer-actions__note">{placeText(found)}</p>
        {found.slots.map((slot) => (
          <label key={slot.id} className="answer-slots__slot">
            <input
              type="radio"
              name={`slot-${item.id}`}
              value={slot.id}
              disabled={slot.taken}
              checked={chosen === slot.id}
              onChange={() => setChosen(slot.id)}
            />{' '}
            {slotText(slot, new Date())}
            {slot.taken ? ' — занято' : ''}
          </label>
        ))}
        {free.length === 0 ? (
          <p className="answer-actions__note">Все времена заняты: предложите своё.</p>
        ) : null}
      </fieldset>
      <AnswerButtons
        main={{
          text: chosen === null ? 'Выберите время' : 'Приду',
          run: () => chosen !== null && void book(chosen),
          disabled: chosen === null,
        }}
        alternative={decline}
        native={native}
        pending={sender.pending && sender.writing === null}
        covered={dialog !== null}
        more={
          <Button variant="secondary" onClick={askAnother.run}>
            {askAnother.text}
          </Button>
        }
      />
      {dialog}
    </>
  );
}
