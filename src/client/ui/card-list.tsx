import type { JSX, ReactNode } from 'react';
import type { ListView } from './list-view';
import { LoadMore, type LoadMoreProps } from './load-more';
import { ErrorState, ListSkeleton } from './states';
import { useFocusAppended } from './use-focus-appended';

export interface CardListProps<T extends { id: number }> {
  list: ListView<T>;
  /** Names the list for screen readers. */
  label: string;
  /** One card, put inside its `li` here. */
  renderItem(item: T): ReactNode;
  /** What to say when nothing matched (an EmptyState with what to do). */
  empty: JSX.Element;
  /** The skeleton's status text: «Загрузка компаний…». */
  loadingLabel: string;
  /** How many grey cards stand for the first page. */
  skeletonCount?: number;
  errorTitle: string;
  forms?: LoadMoreProps['forms'];
  totalCapped?: boolean;
}

/**
 * A load-more list of cards (vacancies, companies, students) with its loading, error and empty
 * states. Focus moves to the first card of a page asked for (use-focus-appended.ts).
 */
export function CardList<T extends { id: number }>({
  list,
  label,
  renderItem,
  empty,
  loadingLabel,
  skeletonCount = 4,
  errorTitle,
  forms,
  totalCapped = false,
}: CardListProps<T>): JSX.Element {
  const { containerRef, markWanted } = useFocusAppended<HTMLOListElement>(list);
  if (list.status === 'loading') return <ListSkeleton count={skeletonCount} label={loadingLabel} />;
  if (list.status === 'error') {
    return <ErrorState title={errorTitle} message={list.error ?? ''} onRetry={list.retry} />;
  }
  if (list.items.length === 0) return empty;
  return (
    <>
      <ol ref={containerRef} className="card-list" aria-label={label}>
        {list.items.map((item, index) => (
          <li key={item.id} data-index={index}>
            {renderItem(item)}
          </li>
        ))}
      </ol>
      <LoadMore
        shown={list.items.length}
        total={list.total}
        totalCapped={totalCapped}
        hasMore={list.hasMore}
        loading={list.status === 'loading-more'}
        error={list.status === 'error-more' ? list.error : null}
        forms={forms}
        onLoadMore={() => {
          markWanted();
          if (list.status === 'error-more') list.retry();
          else list.loadMore();
        }}
      />
    </>
  );
}
