import { type JSX, useState } from 'react';
import {
  APPLICATION_MESSAGE_MAX,
  type ApplicationItem,
  type ApplicationStatus,
} from '../../../../shared/contract/application.contract';
import { interviewIcs } from '../../../../shared/contract/endpoints/interview.endpoints';
import type { InterviewItem } from '../../../../shared/contract/interview.contract';
import type { Page } from '../../../../shared/contract/query';
import type { BoardRole } from '../../../lib/board-access';
import { slotText } from '../../../lib/interview-time';
import { type LoadResult, useResource } from '../../../lib/server-state';
import { useServices } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { CsvDownloadButton } from '../../../ui/csv-download-button';
import { useReasonPrompt } from '../../../ui/reason-prompt';
import { cancelInterview, fetchInterviewLink, fetchInterviews } from './board-interview-api';

/** The statuses whose application may have an upcoming interview (docs/decisions/057). */
const WITH_INTERVIEW: readonly ApplicationStatus[] = ['invited', 'offer', 'accepted'];
const NONE: LoadResult<Page<InterviewItem>> = {
  ok: true,
  data: { items: [], total: 0, page: 1, hasMore: false },
};

/**
 * The application's active upcoming interview, for the company's card: loaded when the card opens
 * on an invited (or later) application, again after `reload`. `active` is null when there is none.
 */
export function useCardInterview(item: ApplicationItem, role: BoardRole) {
  const { http } = useServices();
  const enabled = role === 'company' && WITH_INTERVIEW.includes(item.status);
  const [version, setVersion] = useState(0);
  const resource = useResource(`interview-${item.id}-${enabled}-${version}`, (signal) =>
    enabled ? fetchInterviews(http, item.id, signal) : Promise.resolve(NONE),
  );
  return {
    enabled,
    resource,
    active: resource.status === 'ready' ? (resource.data.items[0] ?? null) : null,
    reload: () => setVersion((value) => value + 1),
  };
}

type CardInterview = ReturnType<typeof useCardInterview>;

interface InterviewSectionProps {
  card: CardInterview;
  studentName: string;
  onReschedule(): void;
  /** After a cancellation: the card reloads the application and the interview. */
  onCancelled(): void;
}

/**
 * The interview on the company's card: its times (the one the student booked, or «ждём выбора
 * студента»), the format with its link or address, «Скачать .ics» once booked, «Перенести» and
 * «Отменить собеседование» (a message is required, and the cancellation is confirmed).
 */
export function InterviewSection({
  card,
  studentName,
  onReschedule,
  onCancelled,
}: InterviewSectionProps): JSX.Element | null {
  const { http, platform } = useServices();
  const prompt = useReasonPrompt();
  const [busy, setBusy] = useState(false);
  const { resource, active } = card;
  if (!card.enabled) return null;
  if (resource.status === 'loading')
    return (
      <p className="muted" role="status">
        Загружаем собеседование…
      </p>
    );
  if (resource.status === 'error')
    return (
      <div className="interview-card" role="alert">
        <p>Не удалось загрузить собеседование: {resource.message}</p>
        <Button variant="secondary" className="button--small" onClick={resource.reload}>
          Повторить
        </Button>
      </div>
    );
  if (!active) return null;
  const now = new Date();
  const booked = active.slots.find((slot) => slot.id === active.bookedSlotId) ?? null;

  const cancel = async () => {
    const message = await prompt.ask({
      title: 'Отменить собеседование?',
      label: 'Сообщение студенту: почему отменяете (обязательно)',
      confirmText: 'Отменить собеседование',
      max: APPLICATION_MESSAGE_MAX,
      emptyError: 'Напишите студенту, почему отменяете собеседование.',
      tooLongError: `Сообщение не длиннее ${APPLICATION_MESSAGE_MAX} символов.`,
    });
    if (message === null) return;
    const sure = await platform.confirm({
      title: 'Отменить собеседование?',
      message: `${studentName} получит ваше сообщение, а предложенное время освободится. Вернуть собеседование можно только новым приглашением.`,
      confirmText: 'Отменить собеседование',
      cancelText: 'Вернуться',
    });
    if (!sure) return;
    setBusy(true);
    const result = await cancelInterview(http, active.id, message);
    setBusy(false);
    if (!result.ok) return platform.toast('error', result.errors?.message ?? result.message);
    platform.toast('success', 'Собеседование отменено: студент получит сообщение.');
    onCancelled();
  };

  const titleId = `interview-${active.id}-title`;
  return (
    <section className="interview-card" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <h4 id={titleId} className="application-card__subtitle">
        Собеседование
      </h4>
      <p className="interview-card__state">
        {booked ? `Студент выбрал: ${slotText(booked, now)}.` : 'Ждём выбора студента.'}
      </p>
      <ul className="interview-card__slots" aria-label="Предложенное время">
        {active.slots.map((slot) => (
          <li key={slot.id} className={slot.id === active.bookedSlotId ? 'interview-card__slot--booked' : ''}>
            {slotText(slot, now)}
            {slot.id === active.bookedSlotId
              ? ' — выбрано студентом'
              : slot.taken
                ? ' — занято другим студентом'
                : ''}
          </li>
        ))}
      </ul>
      {active.format === 'online' ? (
        <p>
          Онлайн:{' '}
          {active.link ? (
            <a href={active.link} target="_blank" rel="noopener noreferrer">
              {active.link}
              <span className="visually-hidden"> (откроется в новой вкладке)</span>
            </a>
          ) : (
            'ссылка не указана'
          )}
        </p>
      ) : (
        <p>В офисе: {active.place ?? 'адрес не указан'}</p>
      )}
      {active.message ? <p className="application-card__text">{active.message}</p> : null}
      <div className="board-row__actions">
        {booked ? (
          <CsvDownloadButton
            source={{
              file: (client) => client.download(interviewIcs, { params: { id: active.id } }),
              link: (client) => fetchInterviewLink(client, active.id),
              fallbackName: `interview-${active.id}.ics`,
            }}
            text="Скачать .ics"
            busyText="Готовим .ics…"
            className="button button--secondary button--small"
          />
        ) : null}
        <Button variant="secondary" className="button--small" disabled={busy} onClick={onReschedule}>
          Перенести
        </Button>
        <Button
          variant="secondary"
          className="button--small button--danger"
          pending={busy}
          onClick={() => void cancel()}
        >
          Отменить собеседование
        </Button>
      </div>
      {prompt.dialog}
    </section>
  );
}
