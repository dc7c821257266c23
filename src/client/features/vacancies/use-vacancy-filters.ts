import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../shared/paths';
import { filtersToSearch, parseFilters, type VacancyFilters } from '../../../shared/vacancy-filters';

/** «Списком» or «На карте» (docs/decisions/064-map-and-list.md): in the address, not in the search. */
export type VacanciesView = 'list' | 'map';

const addressOf = (query: string, view: VacanciesView) => {
  const search = [query, view === 'map' ? 'view=map' : ''].filter(Boolean).join('&');
  return `${paths.vacancies}${search ? `?${search}` : ''}`;
};

/**
 * The filters as the address says them, and a way to change them (which changes the address).
 * A change replaces the history entry rather than adding one: the list is one entry whatever its
 * filters, so Back (the browser's or Telegram's BackButton) leaves the list in one press instead
 * of stepping through every chip and typed character. The view is kept beside them and is not
 * part of the list's key: switching it loads no list again.
 */
export function useVacancyFilters(): {
  filters: VacancyFilters;
  key: string;
  apply: (next: VacancyFilters) => void;
  view: VacanciesView;
  showView: (view: VacanciesView) => void;
} {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const view: VacanciesView = new URLSearchParams(search).get('view') === 'map' ? 'map' : 'list';
  const key = filtersToSearch(filters);
  const current = useRef({ key, view });
  current.current = { key, view };
  const apply = useCallback(
    (next: VacancyFilters) => {
      const query = filtersToSearch(next);
      if (query === current.current.key) return;
      navigate(addressOf(query, current.current.view), { replace: true });
    },
    [navigate],
  );
  const showView = useCallback(
    (next: VacanciesView) => {
      if (next !== current.current.view) navigate(addressOf(current.current.key, next), { replace: true });
    },
    [navigate],
  );
  return { filters, key, apply, view, showView };
}
