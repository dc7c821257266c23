import type { JSX } from 'react';
import { SearchField } from '../search-field';
import { SortSelect } from './board-list-view';
import { type FilterTab, FilterTabs } from './filter-tabs';

type RecencySort = 'newest' | 'oldest' | 'updated';

const RECENCY_SORTS: readonly { value: RecencySort; label: string }[] = [
  { value: 'newest', label: 'Сначала новые' },
  { value: 'oldest', label: 'Сначала старые' },
  { value: 'updated', label: 'Недавно изменённые' },
];

/** What the row shows and changes; lib/use-list-filters.ts holds it (ui/ imports no lib/ state). */
interface TabSearchSortState<T extends string> {
  tab: T;
  text: string;
  sort: RecencySort;
  changeTab(next: T): void;
  setText(text: string): void;
  setSort(sort: RecencySort): void;
}

/** What the row says: the tabs' group label, the search's label and its placeholder. */
export interface TabSearchSortTexts {
  tabs: string;
  search: string;
  placeholder: string;
}

/**
 * A board list's status tabs, then its search and a newest/oldest/updated sort: the applications
 * board and the admin's feedback. The look is in styles/feedback.css (`.feedback-tabs`,
 * `.feedback-filters`), where it began; `tabsClassName` adds a list's own (the applications
 * board wraps its eight tabs on a wide screen).
 */
export function TabSearchSort<T extends string>({
  filters,
  tabs,
  texts,
  tabsClassName,
}: {
  filters: TabSearchSortState<T>;
  tabs: readonly FilterTab<T>[];
  texts: TabSearchSortTexts;
  tabsClassName?: string;
}): JSX.Element {
  return (
    <>
      <div className={tabsClassName ? `feedback-tabs ${tabsClassName}` : 'feedback-tabs'}>
        <FilterTabs<T> label={texts.tabs} value={filters.tab} tabs={tabs} onChange={filters.changeTab} />
      </div>
      <div className="feedback-filters">
        <SearchField
          label={texts.search}
          placeholder={texts.placeholder}
          value={filters.text}
          onSearch={filters.setText}
        />
        <SortSelect<RecencySort> value={filters.sort} options={RECENCY_SORTS} onChange={filters.setSort} />
      </div>
    </>
  );
}
