/**
 * Lists that append pages: the «Показать ещё» control, and `CardList`, the list of cards built on
 * it (vacancies, companies, students). They share one module because they share the first screen
 * of /vacancies/ and /companies/: in a chunk of its own the card list made /companies/ about 0.1 KB
 * heavier (gzip) than its copies inside each screen had; beside LoadMore it is 0.1 KB lighter
 * (docs/decisions/033-first-screen-weight.md, `npm run bench -- --only first-screen`).
 */
import type { JSX, ReactNode } from 'react';
import { pluralRu } from '../../shared/format';
import { Button } from './button';
import type { ListView } from './list-view';
import { ErrorState, ListSkeleton } from './states';
import { useFocusAppended } from './use-focus-appended';

interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** A failed next page: the loaded items stay, the button becomes «Повторить». */
  error: string | null;
  onLoadMore: () => void;
  /** Forms of the counted noun in the genitive after «из»: ['вакансии', 'вакансий', 'вакансий']. */
  forms?: readonly [string, string, string];
  /** `total` is a cap, not a count (docs/decisions/029): «всего больше 1 000 вакансий». */
  totalCapped?: boolean;
}

/** «Показано 20 из 134» and «Показать ещё» under a list that appends pages. */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  error,
  onLoadMore,
  forms = ['вакансии', 'вакансий', 'вакансий'],
  totalCapped = false,
}: LoadMoreProps): JSX.Element | null {
  if (shown === 0) return null;
  return (
    <div className="load-more">
      <p className="load-more__progress">
        {totalCapped
          ? `Показано ${new Intl.NumberFormat('ru-RU').format(shown)} — всего больше ${pluralRu(total, forms)}`
          : `Показано ${new Intl.NumberFormat('ru-RU').format(shown)} из ${pluralRu(total, forms)}`}
      </p>
      {error ? (
        <p className="load-more__error" role="alert">
          {error}
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" pending={loading} onClick={onLoadMore} className="load-more__button">
          {error ? 'Повторить' : 'Показать ещё'}
        </Button>
      ) : null}
    </div>
  );
}

interface CardListProps<T extends { id: number }> {
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
  /** As LoadMore's. */
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
    return (
      <ErrorState title={errorTitle} message={list.error ?? ''} onRetry={list.retry} code={list.errorCode} />
    );
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
