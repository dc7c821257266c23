import type { JSX, ReactNode } from 'react';
import type { VacancyListItem } from '../../shared/contract/vacancy.contract';
import type { ListView } from './list-view';
import { CardList } from './load-more';
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
  return (
    <CardList
      list={list}
      label={label}
      empty={empty}
      loadingLabel="Загрузка вакансий…"
      errorTitle="Не удалось загрузить вакансии"
      totalCapped={totalCapped}
      renderItem={(vacancy) => (
        <VacancyCard
          vacancy={vacancy}
          headingLevel={headingLevel}
          showCompany={showCompany}
          action={actionFor?.(vacancy)}
        />
      )}
    />
  );
}
