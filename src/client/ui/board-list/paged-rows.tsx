import type { JSX, ReactNode } from 'react';
import { ListLoadMore } from '../list-load-more';
import type { ListView } from '../list-view';
import { ErrorState, ListSkeleton } from '../states';

/**
 * The rows of a person's own list, without the board's filters or bulk bar (board-list-view.tsx
 * has those): «Мои отклики» (features/applications/student/my-applications-screen.tsx) and «Мои
 * обращения» (features/feedback-desk/my-feedback-list.tsx). Loading, error and empty states,
 * then the rows and load-more paging.
 */
export function PagedRows<T>({
  list,
  label,
  loadingLabel,
  errorTitle,
  empty,
  forms,
  renderItem,
}: {
  list: ListView<T>;
  /** The list's accessible name. */
  label: string;
  loadingLabel: string;
  errorTitle: string;
  /** When nothing is there yet: an EmptyState with what to do. */
  empty: ReactNode;
  /** The counted noun in the genitive after «из»: ['отклика', 'откликов', 'откликов']. */
  forms: readonly [string, string, string];
  renderItem(item: T): ReactNode;
}): JSX.Element {
  if (list.status === 'loading') return <ListSkeleton label={loadingLabel} />;
  if (list.status === 'error') {
    return (
      <ErrorState title={errorTitle} message={list.error ?? ''} onRetry={list.retry} code={list.errorCode} />
    );
  }
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="board-list" aria-label={label}>
        {list.items.map(renderItem)}
      </ul>
      <ListLoadMore list={list} forms={forms} />
    </>
  );
}
