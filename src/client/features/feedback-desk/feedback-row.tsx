import type { JSX } from 'react';
import { Link } from 'wouter';
import {
  FEEDBACK_TRANSITIONS,
  type FeedbackItem,
  type FeedbackStatus,
} from '../../../shared/contract/feedback.contract';
import { isAppPath } from '../../../shared/paths';
import { RowCheckbox, type RowSelection } from '../../ui/board-list/board-list-view';
import { kindTitles } from '../../ui/kind-labels';
import {
  FeedbackHistory,
  FeedbackReply,
  FeedbackStatusBadge,
  FeedbackText,
  formatDateTimeRu,
} from './feedback-parts';
import { FeedbackReplyForm } from './feedback-reply-form';

/** The button for a move; «Отвечено» is not a button of its own but the reply form. */
function moveLabel(from: FeedbackStatus, to: FeedbackStatus): string {
  if (to === 'closed') return 'Закрыть';
  if (to === 'in_progress') {
    if (from === 'closed') return 'Открыть снова';
    if (from === 'answered') return 'Вернуть в работу';
    return 'Взять в работу';
  }
  return 'Ответить';
}

const AUTHOR_KINDS: Record<FeedbackItem['author']['kind'], string> = { ...kindTitles, guest: 'Гость' };

interface FeedbackRowProps {
  item: FeedbackItem;
  selection: RowSelection | null;
  busy: boolean;
  /** Opened from a notification: text and history shown in full. */
  expanded: boolean;
  replying: boolean;
  replyError: string | undefined;
  onMove(item: FeedbackItem, to: FeedbackStatus): void;
  onReplyStart(item: FeedbackItem): void;
  onReplyCancel(): void;
  onReply(item: FeedbackItem, reply: string): void;
}

/** One feedback on the admin board: who, from where, what, the answer, the history, the moves. */
export function FeedbackRow(props: FeedbackRowProps): JSX.Element {
  const { item, busy } = props;
  const titleId = `feedback-${item.id}-title`;
  const name = `обращение №${item.id}`;
  const moves = FEEDBACK_TRANSITIONS[item.status].filter((to) => to !== 'answered');
  const canReply = FEEDBACK_TRANSITIONS[item.status].includes('answered');
  return (
    <li className="board-row feedback-row" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <RowCheckbox selection={props.selection} />
      <div className="board-row__main feedback-row__main">
        <div className="board-row__heading">
          <h2 className="board-row__title" id={titleId}>
            Обращение №{item.id}
          </h2>
          <FeedbackStatusBadge status={item.status} />
        </div>
        <p className="board-row__meta">
          <span>
            <span className="feedback-row__kind">{AUTHOR_KINDS[item.author.kind]}</span> {item.author.name}
          </span>
          {item.author.email ? <a href={`mailto:${item.author.email}`}>{item.author.email}</a> : null}
          <time dateTime={item.createdAt}>{formatDateTimeRu(item.createdAt)}</time>
          {item.page ? (
            <span>
              Со страницы{' '}
              {isAppPath(item.page) ? <Link href={item.page}>{item.page}</Link> : <code>{item.page}</code>}
            </span>
          ) : null}
        </p>
        <FeedbackText text={item.text} expanded={props.expanded} />
        <FeedbackReply item={item} showChannel />
        <FeedbackHistory item={item} open={props.expanded} />
        {props.replying ? (
          <FeedbackReplyForm
            feedbackId={item.id}
            busy={busy}
            serverError={props.replyError}
            onCancel={props.onReplyCancel}
            onSubmit={(reply) => props.onReply(item, reply)}
          />
        ) : null}
      </div>
      {props.replying ? null : (
        <div className="board-row__actions feedback-row__actions">
          {canReply ? (
            <button
              type="button"
              className="button button--primary button--small"
              disabled={busy}
              aria-label={`Ответить: ${name}`}
              onClick={() => props.onReplyStart(item)}
            >
              Ответить
            </button>
          ) : null}
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              className="button button--secondary button--small"
              disabled={busy}
              aria-label={`${moveLabel(item.status, to)}: ${name}`}
              onClick={() => props.onMove(item, to)}
            >
              {moveLabel(item.status, to)}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
