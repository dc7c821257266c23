import { type JSX, lazy, type ReactNode, Suspense } from 'react';
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
 * An account under review or refused is no error to retry (ui/review-wait-state.tsx): its own chunk,
 * since most first screens never meet one (tests/e2e/js-budget.journey.test.ts).
 */
const ReviewWaitState = lazy(async () => ({
  default: (await import('./review-wait-state')).ReviewWaitState,
}));

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
    return (
      <Suspense fallback={null}>
        <ReviewWaitState denied={code === STATUS_REFUSAL_CODES.denied} message={message} />
      </Suspense>
    );
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
