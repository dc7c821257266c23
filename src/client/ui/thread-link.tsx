/**
 * «Сообщения (N новых)»: the way into an application's thread (docs/decisions/058) from a row of
 * «Мои отклики» or the applications board. The count comes from the caller (lib/app-state.ts, `useUnread`,
 * `useUnread().forApplication(id)`): ui/ reads no state of its own.
 */
import type { JSX } from 'react';
import { Link } from 'wouter';
import { pluralRu } from '../../shared/format';
import { messagesPath } from '../../shared/paths';

export function ThreadLink({
  applicationId,
  reader,
  unread,
}: {
  applicationId: number;
  /** The student's screen, or the board's (company, admin). */
  reader: 'student' | 'board';
  unread: number;
}): JSX.Element {
  return (
    <Link href={messagesPath(applicationId, reader)} className="thread-link">
      Сообщения
      {unread > 0 ? ` (${pluralRu(unread, ['новое', 'новых', 'новых'])})` : null}
    </Link>
  );
}
