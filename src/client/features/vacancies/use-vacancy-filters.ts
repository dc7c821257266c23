import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../shared/paths';
import { filtersToSearch, parseFilters, type VacancyFilters } from './filters';

export type HistoryMode = 'push' | 'replace';

/** The filters as the address says them, and a way to change them (which changes the address). */
export function useVacancyFilters(): {
  filters: VacancyFilters;
  key: string;
  apply: (next: VacancyFilters, mode?: HistoryMode) => void;
} {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => parseFilters(search), [search]);
  const key = filtersToSearch(filters);
  const keyRef = useRef(key);
  keyRef.current = key;
  const apply = useCallback(
    (next: VacancyFilters, mode: HistoryMode = 'push') => {
      const query = filtersToSearch(next);
      // The same filter set spelled again adds no history entry.
      if (query === keyRef.current) return;
      navigate(`${paths.vacancies}${query ? `?${query}` : ''}`, { replace: mode === 'replace' });
    },
    [navigate],
  );
  return { filters, key, apply };
}
