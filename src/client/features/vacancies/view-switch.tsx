import type { JSX } from 'react';
import type { VacancyFilters } from '../../../shared/vacancy-filters';
import type { VacanciesView } from './use-vacancy-filters';

/** «Списком» or «На карте» (docs/decisions/064-map-and-list.md): two pressed-or-not buttons. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: VacanciesView;
  onChange: (view: VacanciesView) => void;
}): JSX.Element {
  const option = (value: VacanciesView, label: string) => (
    <button
      type="button"
      className="view-switch__option"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
    >
      {label}
    </button>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar's pair of toggles, not a form's fieldset.
    <div className="view-switch" role="group" aria-label="Как показать вакансии">
      {option('list', 'Списком')}
      {option('map', 'На карте')}
    </div>
  );
}

/** The map's area as a removable chip: the list keeps only what lies inside it. */
export function AreaChip({
  filters,
  onChange,
}: {
  filters: VacancyFilters;
  onChange: (next: VacancyFilters) => void;
}): JSX.Element | null {
  if (filters.bbox === null) return null;
  return (
    <button
      type="button"
      className="chip chip--removable"
      aria-label="Убрать: в области карты"
      onClick={() => onChange({ ...filters, bbox: null })}
    >
      В области карты <span aria-hidden="true">×</span>
    </button>
  );
}
