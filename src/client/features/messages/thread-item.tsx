/** One item of a thread (docs/decisions/058): the cover letter, a status move or a message. */
import type { JSX } from 'react';
import type { ThreadItem } from '../../../shared/contract/message.contract';
import { PlainText } from '../../ui/plain-text';
import { PrivateFileLink } from '../../ui/private-file-link';
import {
  authorName,
  KIND_LABELS,
  statusText,
  type ThreadNames,
  type ThreadReader,
  threadTime,
} from './thread-texts';

interface ThreadItemViewProps {
  item: ThreadItem;
  names: ThreadNames;
  reader: ThreadReader;
  /** «Пожаловаться» on the other side's message; absent for the career centre. */
  onReport?: ((item: ThreadItem) => void) | undefined;
}

const kb = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

export function ThreadItemView({ item, names, reader, onReport }: ThreadItemViewProps): JSX.Element {
  const author = authorName(item, names, reader);
  const own = item.mine && reader !== 'admin';
  const classes = ['thread-item', `thread-item--${item.kind}`, own ? 'thread-item--mine' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} aria-label={`${KIND_LABELS[item.kind]}: ${author}`}>
      <p className="thread-item__meta">
        <span className="thread-item__author">{author}</span>
        <time dateTime={item.at} className="thread-item__time">
          {threadTime(item.at)}
        </time>
      </p>
      {item.kind === 'letter' ? <p className="thread-item__kind">{KIND_LABELS.letter}</p> : null}
      {item.kind === 'status' ? <p className="thread-item__kind">{statusText(item)}</p> : null}
      {item.text ? <PlainText className="thread-item__text" text={item.text} /> : null}
      {item.file ? (
        <p className="thread-item__file">
          <PrivateFileLink url={item.file.url} fileName={`Вложение ${item.id}.pdf`} newTab>
            Вложение (PDF, {kb.format(Math.max(1, item.file.size / 1024))} КБ)
          </PrivateFileLink>
        </p>
      ) : null}
      <ThreadItemFooter item={item} own={own} onReport={onReport} />
    </li>
  );
}

function ThreadItemFooter({
  item,
  own,
  onReport,
}: {
  item: ThreadItem;
  own: boolean;
  onReport: ThreadItemViewProps['onReport'];
}): JSX.Element | null {
  if (item.kind !== 'message') return null;
  if (own) return item.readByOther ? <p className="thread-item__read">Прочитано</p> : null;
  if (item.reported) return <p className="thread-item__reported">Жалоба отправлена в карьерный центр</p>;
  if (!onReport) return null;
  return (
    <button type="button" className="link-button thread-item__report" onClick={() => onReport(item)}>
      Пожаловаться
    </button>
  );
}
