import { type JSX, type ReactNode, useId } from 'react';
import { STATUS_REFUSAL_CODES } from '../../shared/contract/verification.contract';
import { Button } from './button';

/** Nothing to show, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }): JSX.Element {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      {children ? <div className="empty-state__body">{children}</div> : null}
    </div>
  );
}

/**
 * What an account waiting for the career centre's review (or refused by it) reads where a screen's
 * data is not yet theirs (docs/decisions/015): the server's 403
 * says why with its `code`, and this says what happens next and who to ask.
 */
export const REVIEW_WAIT = {
  pendingTitle: 'Ждём проверки карьерного центра',
  pendingNext:
    'Карьерный центр проверяет каждый новый аккаунт вручную. О решении мы напишем на почту, а если Telegram привязан — и в боте; после одобрения здесь всё откроется само. Вопросы — по кнопке «Обратная связь» внизу страницы.',
  deniedTitle: 'Карьерный центр не подтвердил аккаунт',
  deniedNext:
    'Исправьте данные в профиле и нажмите там «Запросить повторную проверку». Вопросы — по кнопке «Обратная связь» внизу страницы.',
} as const;

/** A failed load with the server's (or the client's) Russian reason and a way to try again. */
export function ErrorState({
  title = 'Не удалось загрузить данные',
  message,
  onRetry,
  code,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  /** The refusal's code: the account's own status (STATUS_REFUSAL_CODES) is no error to retry. */
  code?: string | null | undefined;
}): JSX.Element {
  if (code === STATUS_REFUSAL_CODES.pending || code === STATUS_REFUSAL_CODES.denied)
    return <ReviewWaitState denied={code === STATUS_REFUSAL_CODES.denied} message={message} />;
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{title}</p>
      <p className="error-state__message">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Повторить
        </Button>
      ) : null}
    </div>
  );
}

/** An account under review (or refused): why, from the server, and what happens next. */
function ReviewWaitState({ denied, message }: { denied: boolean; message: string }): JSX.Element {
  const titleId = useId();
  return (
    <div className="empty-state" role="status" aria-labelledby={titleId}>
      <p className="empty-state__title" id={titleId}>
        {denied ? REVIEW_WAIT.deniedTitle : REVIEW_WAIT.pendingTitle}
      </p>
      <div className="empty-state__body">
        <p>{message}</p>
        <p>{denied ? REVIEW_WAIT.deniedNext : REVIEW_WAIT.pendingNext}</p>
      </div>
    </div>
  );
}

/** Grey blocks in the shape of the cards that are coming; one status for screen readers. */
export function ListSkeleton({
  count = 3,
  label = 'Загрузка…',
}: {
  count?: number;
  label?: string;
}): JSX.Element {
  return (
    <div className="skeleton-list" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={index} className="skeleton-card" aria-hidden="true">
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}
