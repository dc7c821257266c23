import { useState } from 'react';
import { useLocation } from 'wouter';

interface ListFilters<T extends string, S extends string> {
  /** The tab shown: the chosen one, or 'all' while the address points at one record. */
  tab: T | 'all';
  text: string;
  sort: S;
  /** A tab pressed: it replaces the focused record's address entry rather than adding one. */
  changeTab(next: T | 'all'): void;
  /** Sets the chosen tab only, for a link that leaves the focused record itself. */
  chooseTab(next: T | 'all'): void;
  setText(text: string): void;
  setSort(sort: S): void;
}

/**
 * The filter row of a board list with status tabs, a search and a sort: the applications board
 * (features/applications/board/applications-board-screen.tsx) and the admin's feedback
 * (features/feedback-desk/admin-feedback-board.tsx). A notification's link narrows such a list to
 * one record (`?id=`); the record is looked up among all, whatever tab was chosen, so the tab
 * shows as 'all' until the user picks one, which drops the record from the address
 * (`unfocusedHref`). ui/board-list/tab-search-sort.tsx shows it.
 */
export function useListFilters<T extends string, S extends string>(options: {
  initialTab: T | 'all';
  initialSort: S;
  focused: boolean;
  unfocusedHref: string;
}): ListFilters<T, S> {
  const [, navigate] = useLocation();
  const [chosen, chooseTab] = useState<T | 'all'>(options.initialTab);
  const [text, setText] = useState('');
  const [sort, setSort] = useState<S>(options.initialSort);
  return {
    tab: options.focused ? 'all' : chosen,
    text,
    sort,
    changeTab: (next) => {
      chooseTab(next);
      if (options.focused) navigate(options.unfocusedHref, { replace: true });
    },
    chooseTab,
    setText,
    setSort,
  };
}
