/**
 * The thread of one application (docs/decisions/058): the cover letter, the status moves with
 * their messages and the messages, oldest first, «Показать ранние» above them; the composer below
 * while the reader may write, else why not (`closedReason`). Exported for the app's screens
 * (thread-screen.tsx) and for any route that composes it beside an application.
 */
import { type JSX, useRef, useState } from 'react';
import type { ThreadItem } from '../../../shared/contract/message.contract';
import { useRefreshUnread } from '../../lib/unread-api';
import { Button } from '../../ui/button';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { ReportDialog } from './report-dialog';
import { ThreadComposer } from './thread-composer';
import { ThreadItemView } from './thread-item';
import type { ThreadNames, ThreadReader } from './thread-texts';
import { itemKey, useThread } from './use-thread';

interface ApplicationThreadProps {
  applicationId: number;
  reader: ThreadReader;
  names: ThreadNames;
}

export function ApplicationThread({ applicationId, reader, names }: ApplicationThreadProps): JSX.Element {
  const refreshUnread = useRefreshUnread();
  // The career centre's reading marks nothing read (docs/decisions/058): no counts to refresh.
  const thread = useThread(applicationId, reader === 'admin' ? () => undefined : refreshUnread);
  const [reporting, setReporting] = useState<ThreadItem | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  if (thread.load.status === 'loading') return <ListSkeleton count={3} label="Загружаем переписку…" />;
  if (thread.load.status === 'error')
    return (
      <ErrorState
        title="Не удалось загрузить переписку"
        message={thread.load.message}
        code={thread.load.code}
        onRetry={thread.retry}
      />
    );

  const loadEarlier = () => {
    thread.loadEarlier();
    // The button may vanish with the last page: reading goes on at the top of the list.
    listRef.current?.focus();
  };

  return (
    <div className="thread">
      {thread.hasEarlier ? (
        <div className="thread__earlier">
          <Button variant="secondary" pending={thread.earlier.pending} onClick={loadEarlier}>
            Показать ранние
          </Button>
          {thread.earlier.error ? (
            <p className="field__error" role="alert">
              {thread.earlier.error}
            </p>
          ) : null}
        </div>
      ) : null}
      {thread.items.length === 0 ? (
        <EmptyState title="Сообщений пока нет." />
      ) : (
        <ol className="thread__items" aria-label="Переписка" ref={listRef} tabIndex={-1}>
          {thread.items.map((item) => (
            <ThreadItemView
              key={itemKey(item)}
              item={item}
              names={names}
              reader={reader}
              onReport={reader === 'admin' ? undefined : setReporting}
            />
          ))}
        </ol>
      )}
      {reader === 'admin' ? (
        <p className="thread__closed muted">
          Вы читаете переписку, потому что на сообщение в ней пожаловались. Писать в неё карьерный центр не
          может.
        </p>
      ) : thread.writable ? (
        <ThreadComposer
          applicationId={applicationId}
          company={reader === 'company'}
          covered={reporting !== null}
          onSent={thread.put}
        />
      ) : (
        <p className="thread__closed" role="status">
          {thread.closedReason ?? 'Писать в эту переписку сейчас нельзя.'}
        </p>
      )}
      {reporting ? (
        <ReportDialog item={reporting} onReported={thread.put} onClose={() => setReporting(null)} />
      ) : null}
    </div>
  );
}
