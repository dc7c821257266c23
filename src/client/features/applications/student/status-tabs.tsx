import type { JSX } from 'react';
import { type ApplicationStatus, OPEN_APPLICATION_STATUSES } from '../../../../shared/contract/application';

export type StatusTab = 'all' | 'open' | 'closed';

const TABS: readonly { value: StatusTab; label: string }[] = [
  { value: 'all', label: 'Все' },
  { value: 'open', label: 'Активные' },
  { value: 'closed', label: 'Завершённые' },
];

/** What each tab asks getItems for; empty: every status. */
export const TAB_STATUSES: Record<StatusTab, readonly ApplicationStatus[]> = {
  all: [],
  open: OPEN_APPLICATION_STATUSES,
  closed: ['hired', 'rejected', 'withdrawn'],
};

export const TAB_EMPTY: Record<StatusTab, string> = {
  all: 'Вы ещё не откликались на вакансии.',
  open: 'Активных откликов нет: компании ответили на все или вы их отозвали.',
  closed: 'Завершённых откликов пока нет.',
};

/**
 * Toggle buttons with aria-pressed, drawn like the board's status filters (the filter-tabs
 * classes, board-filters.css): they filter one list rather than switch panels.
 */
export function StatusTabs({
  value,
  onChange,
}: {
  value: StatusTab;
  onChange(tab: StatusTab): void;
}): JSX.Element {
  return (
    <fieldset className="filter-tabs">
      <legend className="visually-hidden">Статус отклика</legend>
      <div className="filter-tabs__row">
        {TABS.map((tab) => (
          <button
            key={tab.value}
            type="button"
            className="filter-tabs__tab"
            aria-pressed={tab.value === value}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
