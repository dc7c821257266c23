import type { JSX } from 'react';
import {
  type ApplicationStatus,
  OPEN_APPLICATION_STATUSES,
} from '../../../../shared/contract/application.contract';
import { type FilterTab, FilterTabs } from '../../../ui/board-list/filter-tabs';

export type StatusTab = 'all' | 'open' | 'closed';

const TABS: readonly FilterTab<StatusTab>[] = [
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

/** The board's status filters (ui/board-list/filter-tabs.tsx): they filter one list. */
export function StatusTabs({
  value,
  onChange,
}: {
  value: StatusTab;
  onChange(tab: StatusTab): void;
}): JSX.Element {
  return <FilterTabs label="Статус отклика" value={value} tabs={TABS} onChange={onChange} />;
}
