/** Pieces of a feedback shown both on the admin board and in the author's own list. */
import { type JSX, useId, useState } from 'react';
import {
  FEEDBACK_STATUS_LABELS,
  type FeedbackItem,
  type FeedbackStatus,
} from '../../../shared/contract/feedback.contract';

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** «21 ноября 2026 г., 14:05» in the reader's time zone. */
export function formatDateTimeRu(iso: string): string {
  return dateTime.format(new Date(iso));
}

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }): JSX.Element {
  return (
    <span className={`status-badge status-badge--feedback-${status}`}>{FEEDBACK_STATUS_LABELS[status]}</span>
  );
}

/** Longer texts start clamped to a few lines; the admin opens the one they work on. */
const CLAMP_CHARS = 280;
const CLAMP_LINES = 4;

function isLong(text: string): boolean {
  return text.length > CLAMP_CHARS || text.split('\n').length > CLAMP_LINES;
}

export function FeedbackText({ text, expanded }: { text: string; expanded: boolean }): JSX.Element {
  const id = useId();
  const [open, setOpen] = useState(expanded);
  const long = isLong(text);
  const clamped = long && !open;
  return (
    <div className="feedback-text">
      {/* pre-wrap keeps the author's line breaks; the text is never parsed as markup. */}
      <p id={id} className={`feedback-text__body${clamped ? ' feedback-text__body--clamped' : ''}`}>
        {text}
      </p>
      {long ? (
        <button
          type="button"
          className="quiet-link feedback-text__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Свернуть' : 'Показать полностью'}
        </button>
      ) : null}
    </div>
  );
}

const CHANNEL_LABELS: Record<NonNullable<FeedbackItem['replyChannel']>, string> = {
  telegram: 'отправлен в Telegram',
  email: 'отправлен на почту',
  none: 'не доставлен: Telegram не привязан, письмо отправить не удалось',
};

/** The career centre's answer, when and how it reached the author (admins see the channel). */
export function FeedbackReply({
  item,
  showChannel,
}: {
  item: FeedbackItem;
  showChannel: boolean;
}): JSX.Element | null {
  if (item.reply === null) return null;
  const channel = showChannel && item.replyChannel !== null ? CHANNEL_LABELS[item.replyChannel] : null;
  return (
    <section className="feedback-reply" aria-label={`Ответ на обращение №${item.id}`}>
      <p className="feedback-reply__title">
        Ответ карьерного центра
        {item.repliedAt ? (
          <span className="feedback-reply__date">{formatDateTimeRu(item.repliedAt)}</span>
        ) : null}
      </p>
      <p className="feedback-reply__body">{item.reply}</p>
      {channel ? (
        <p className={`feedback-reply__channel feedback-reply__channel--${item.replyChannel ?? 'none'}`}>
          Ответ {channel}
        </p>
      ) : null}
    </section>
  );
}

/** Who moved it when, oldest first; open on the feedback a notification led to. */
export function FeedbackHistory({ item, open }: { item: FeedbackItem; open: boolean }): JSX.Element | null {
  if (item.history.length === 0) return null;
  return (
    <details className="feedback-history" open={open}>
      <summary>История ({item.history.length})</summary>
      <ol className="feedback-history__list">
        {item.history.map((event) => (
          <li key={`${event.at}-${event.to}`}>
            <span className="feedback-history__who">{event.adminName}</span>: «
            {FEEDBACK_STATUS_LABELS[event.from]}» → «{FEEDBACK_STATUS_LABELS[event.to]}»,{' '}
            <time dateTime={event.at}>{formatDateTimeRu(event.at)}</time>
          </li>
        ))}
      </ol>
    </details>
  );
}
