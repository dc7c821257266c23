import { type JSX, useRef } from 'react';
import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import { pluralRu } from '../../../../shared/format';
import { useUnread } from '../../../lib/app-state';
import type { BoardRole } from '../../../lib/board-access';
import { RowCheckbox, type RowSelection } from '../../../ui/board-list/board-list-view';
import { ApplicationStatusBadge } from '../application-status-badge';
import { ApplicationCard } from './application-card';
import { formatMoscow } from './application-parts';
import type { ApplicationActions } from './use-application-actions';

interface ApplicationRowProps {
  item: ApplicationItem;
  role: BoardRole;
  selection: RowSelection | null;
  open: boolean;
  actions: ApplicationActions;
  onToggle(item: ApplicationItem, open: boolean): void;
}

/**
 * One application: who, to which vacancy, when, its status; a new (unread) one stands out. The
 * name is the button that opens the card under it (a disclosure: aria-expanded).
 */
export function ApplicationRow({
  item,
  role,
  selection,
  open,
  actions,
  onToggle,
}: ApplicationRowProps): JSX.Element {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const titleId = `application-${item.id}-title`;
  const name = `${item.student.firstName} ${item.student.lastName}`;
  const unread = item.status === 'new';
  // Messages the company has not read in this application's thread (docs/decisions/058).
  const messages = useUnread().forApplication(item.id);
  const close = () => {
    onToggle(item, false);
    toggleRef.current?.focus();
  };
  return (
    <li
      className={`board-row application-row${unread ? ' application-row--new' : ''}${open ? ' application-row--open' : ''}`}
      aria-labelledby={titleId}
      aria-busy={actions.busyId === item.id || undefined}
    >
      <RowCheckbox selection={selection} />
      <div className="board-row__main application-row__main">
        <div className="board-row__heading">
          <h2 className="board-row__title" id={titleId}>
            <button
              ref={toggleRef}
              type="button"
              className="application-row__toggle"
              aria-expanded={open}
              aria-controls={open ? `application-${item.id}-details` : undefined}
              onClick={() => (open ? close() : onToggle(item, true))}
            >
              {name}
            </button>
          </h2>
          <ApplicationStatusBadge status={item.status} />
          {messages > 0 ? (
            <span className="count-badge" title="Новые сообщения в переписке">
              {messages > 99 ? '99+' : messages}
              <span className="visually-hidden">
                {' '}
                {pluralRu(messages, ['новое сообщение', 'новых сообщения', 'новых сообщений'])}
              </span>
            </span>
          ) : null}
        </div>
        <p className="board-row__meta">
          <span>{item.vacancy.title}</span>
          {role === 'admin' ? <span className="board-row__company">{item.vacancy.companyName}</span> : null}
          <time dateTime={item.createdAt}>{formatMoscow(item.createdAt)}</time>
        </p>
        {open ? <ApplicationCard item={item} role={role} actions={actions} onClose={close} /> : null}
      </div>
    </li>
  );
}
