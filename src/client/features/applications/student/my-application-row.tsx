import { type JSX, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type ApplicationItem, isWithdrawable } from '../../../../shared/contract/application.contract';
import { quoted } from '../../../../shared/format';
import { paths } from '../../../../shared/paths';
import { useUnread } from '../../../lib/app-state';
import { useServices } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { ThreadLink } from '../../../ui/thread-link';
import { AnswerActions } from '../answers/answer-actions';
import { ApplicationStatusBadge } from '../application-status-badge';
import { withdrawApplication } from '../applications-api';
import { ApplicationTimeline, formatDay } from './application-parts';

export const WITHDRAWN_TOAST = 'Отклик отозван. Если передумаете, откликнитесь снова на странице вакансии.';

interface MyApplicationRowProps {
  item: ApplicationItem;
  /** The application a notification led to (`?id=N`): its history starts open. */
  focused: boolean;
  onChanged(item: ApplicationItem): void;
}

/** One application in «Мои отклики»: the vacancy, the status, the company's word, the history. */
export function MyApplicationRow({ item, focused, onChanged }: MyApplicationRowProps): JSX.Element {
  const { http, platform } = useServices();
  const unread = useUnread();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `application-${item.id}`;
  const rowRef = useRef<HTMLLIElement>(null);

  async function withdraw(): Promise<void> {
    const yes = await platform.confirm({
      title: 'Отозвать отклик?',
      message: `Компания ${quoted(item.vacancy.companyName)} перестанет рассматривать ваш отклик на вакансию ${quoted(item.vacancy.title)}. Откликнуться снова можно будет на странице вакансии.`,
      confirmText: 'Отозвать',
      cancelText: 'Оставить',
      destructive: true,
    });
    if (!yes) return;
    setPending(true);
    setError(null);
    const result = await withdrawApplication(http, item.id);
    setPending(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    platform.toast('success', WITHDRAWN_TOAST);
    onChanged(result.data);
    // The button that had focus is gone with the open status: the row keeps it.
    rowRef.current?.focus();
  }

  return (
    <li
      ref={rowRef}
      tabIndex={-1}
      className={`board-row my-application${focused ? ' my-application--focused' : ''}`}
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
    >
      <div className="board-row__main">
        <div className="board-row__heading">
          <h2 className="board-row__title" id={titleId}>
            <Link href={`${paths.vacancy}${item.vacancy.id}/`}>{item.vacancy.title}</Link>
          </h2>
          <ApplicationStatusBadge status={item.status} />
        </div>
        <p className="board-row__meta">
          <span className="board-row__company">{item.vacancy.companyName}</span>
          <span>
            Отклик от <time dateTime={item.createdAt}>{formatDay(item.createdAt)}</time>
          </span>
        </p>
        {item.lastMessage ? (
          <section className="my-application__message" aria-label="Сообщение компании">
            <p className="my-application__message-title">Сообщение компании</p>
            <p className="my-application__message-body">{item.lastMessage}</p>
          </section>
        ) : null}
        <AnswerActions item={item} focused={focused} onChanged={onChanged} />
        {item.status === 'withdrawn' ? null : (
          <p className="my-application__thread">
            <ThreadLink applicationId={item.id} reader="student" unread={unread.forApplication(item.id)} />
          </p>
        )}
        {item.letter ? (
          <details className="my-application__letter" open={focused}>
            <summary>Ваше сопроводительное письмо</summary>
            <p className="my-application__letter-body">{item.letter}</p>
          </details>
        ) : null}
        <ApplicationTimeline history={item.history} open={focused} />
        {error ? (
          <p className="my-application__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {isWithdrawable(item.status) ? (
        <div className="board-row__actions">
          <Button variant="secondary" pending={pending} onClick={() => void withdraw()}>
            Отозвать отклик
          </Button>
        </div>
      ) : null}
    </li>
  );
}
