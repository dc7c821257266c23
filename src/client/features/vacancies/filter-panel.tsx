import { type JSX, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { pluralRu } from '../../../shared/format';
import { countPanelFilters, type VacancyFilters } from '../../../shared/vacancy-filters';
import { Button } from '../../ui/button';
import { useBackClosable } from '../../ui/use-back-closable';
import { useMediaQuery } from '../../ui/use-media-query';
import { FilterFields } from './filter-fields';

/** Where the filters sit beside the list; below it they open as a sheet. */
const SIDEBAR_QUERY = '(min-width: 1024px)';

interface FilterPanelProps {
  filters: VacancyFilters;
  onChange: (next: VacancyFilters) => void;
  onReset: () => void;
  /** The current count, for the sheet's «Показать 12 вакансий». */
  total: number | null;
  /** `total` is a cap: «Показать больше 1 000 вакансий». */
  totalCapped?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ResetButton({
  filters,
  onReset,
  label = 'Сбросить фильтры',
}: {
  filters: VacancyFilters;
  onReset: () => void;
  label?: string;
}): ReactNode {
  if (countPanelFilters(filters) === 0) return null;
  return (
    <Button variant="ghost" onClick={onReset}>
      {label}
    </Button>
  );
}

/**
 * Filters as a sidebar on desktops and as a modal sheet on phones (a native <dialog>: it traps
 * focus, closes on Escape and gives focus back to the «Фильтры» button).
 */
export function FilterPanel({
  filters,
  onChange,
  onReset,
  total,
  totalCapped = false,
  open,
  onOpenChange,
}: FilterPanelProps): JSX.Element {
  const wide = useMediaQuery(SIDEBAR_QUERY);
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useBackClosable(open && wide === false, () => onOpenChange(false));
  // Once opened, the sheet keeps its fields (and what they loaded) while it is closed again.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Until the width is known (the server's render), the sidebar is there and CSS hides it on phones,
  // so a desktop's first paint already has it and nothing moves when the script arrives.
  if (wide !== false) {
    return (
      <aside
        className={wide === null ? 'filter-sidebar filter-sidebar--wide-only' : 'filter-sidebar'}
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className="filter-sidebar__title">
          Фильтры
        </h2>
        <FilterFields filters={filters} onChange={onChange} shown />
        <ResetButton filters={filters} onReset={onReset} />
      </aside>
    );
  }
  return (
    <dialog
      ref={dialogRef}
      className="filter-sheet"
      aria-labelledby={titleId}
      onClose={() => onOpenChange(false)}
      onCancel={() => onOpenChange(false)}
    >
      <div className="filter-sheet__header">
        <h2 id={titleId}>Фильтры</h2>
        <ResetButton filters={filters} onReset={onReset} label="Сбросить" />
        <button
          type="button"
          className="icon-button"
          aria-label="Закрыть фильтры"
          onClick={() => onOpenChange(false)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="filter-sheet__body">
        <FilterFields filters={filters} onChange={onChange} shown={opened} />
      </div>
      <div className="filter-sheet__footer">
        <Button block onClick={() => onOpenChange(false)}>
          {total === null
            ? 'Показать вакансии'
            : totalCapped
              ? `Показать больше ${pluralRu(total, ['вакансии', 'вакансий', 'вакансий'])}`
              : `Показать ${pluralRu(total, ['вакансию', 'вакансии', 'вакансий'])}`}
        </Button>
      </div>
    </dialog>
  );
}

/** The «Фильтры · 3» button that opens the sheet; hidden on desktops where the sidebar shows. */
export function FilterToggle({
  filters,
  onOpen,
}: {
  filters: VacancyFilters;
  onOpen: () => void;
}): JSX.Element | null {
  const wide = useMediaQuery(SIDEBAR_QUERY);
  if (wide === true) return null;
  const count = countPanelFilters(filters);
  return (
    <Button
      variant="secondary"
      onClick={onOpen}
      aria-haspopup="dialog"
      className={wide === null ? 'filter-toggle--narrow-only' : undefined}
    >
      Фильтры
      {count > 0 ? (
        <span className="count-badge">
          <span className="visually-hidden">: выбрано </span>
          {count}
        </span>
      ) : null}
    </Button>
  );
}
