import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../shared/paths';
import { filtersToSearch, parseFilters, type VacancyFilters } from './filters';

/**
 * The filters as the address says them, and a way to change them (which changes the address).
 * A change replaces the history entry rather than adding one: the list is one entry whatever its
 * filters, so Back (the browser's or Telegram's BackButton) leaves the list in one press instead
 * of stepping through every chip and typed character.
 */
export function useVacancyFilters(): {
  filters: VacancyFilters;
  key: string;
  apply: (next: VacancyFilters) => void;
} {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const key = filtersToSearch(filters);
  const keyRef = useRef(key);
  keyRef.current = key;
  const apply = useCallback(
    (next: VacancyFilters) => {
      const query = filtersToSearch(next);
      if (query === keyRef.current) return;
      navigate(`${paths.vacancies}${query ? `?${query}` : ''}`, { replace: true });
    },
    [navigate],
  );
  return { filters, key, apply };
}
