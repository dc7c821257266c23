import type { JSX, ReactNode } from 'react';
import type { VacancyListItem } from '../../shared/contract/vacancy';
import type { ListView } from './list-view';
import { LoadMore } from './load-more';
import { ErrorState, ListSkeleton } from './states';
import { useFocusAppended } from './use-focus-appended';
import { VacancyCard } from './vacancy-card';

interface VacancyListProps {
  list: ListView<VacancyListItem>;
  /** What to say when nothing matched (an EmptyState with what to do). */
  empty: JSX.Element;
  /** Names the list for screen readers. */
  label: string;
  headingLevel?: 2 | 3;
  showCompany?: boolean;
  /** A control on each card (the favourites heart), from the screen that lists. */
  actionFor?: (vacancy: VacancyListItem) => ReactNode;
  /** The list's total is a cap («больше 1 000», docs/decisions/029). */
  totalCapped?: boolean;
}

/** A load-more list of vacancy cards with its loading, empty and error states. */
export function VacancyList({
  list,
  empty,
  label,
  headingLevel = 2,
  showCompany = true,
  actionFor,
  totalCapped = false,
}: VacancyListProps): JSX.Element {
  const { containerRef, markWanted } = useFocusAppended<HTMLOListElement>(list);
  if (list.status === 'loading') return <ListSkeleton count={4} label="Загрузка вакансий…" />;
  if (list.status === 'error') {
    return (
      <ErrorState title="Не удалось загрузить вакансии" message={list.error ?? ''} onRetry={list.retry} />
    );
  }
  if (list.items.length === 0) return empty;
  return (
    <>
      <ol ref={containerRef} className="card-list" aria-label={label}>
        {list.items.map((vacancy, index) => (
          <li key={vacancy.id} data-index={index}>
            <VacancyCard
              vacancy={vacancy}
              headingLevel={headingLevel}
              showCompany={showCompany}
              action={actionFor?.(vacancy)}
            />
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
        onLoadMore={() => {
          markWanted();
          if (list.status === 'error-more') list.retry();
          else list.loadMore();
        }}
      />
    </>
  );
}
