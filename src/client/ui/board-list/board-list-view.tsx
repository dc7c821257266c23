import { type JSX, type ReactNode, useEffect, useRef } from 'react';
import type { ListView } from '../list-view';
import { LoadMore } from '../load-more';
import { EmptyState, ErrorState, ListSkeleton } from '../states';
import { type BulkAction, BulkBar, type BulkOutcome } from './bulk-bar';
import type { Selection } from './use-selection';

export interface RowSelection {
  selected: boolean;
  toggle(): void;
  /** «Выбрать: Иван Петров» — the checkbox's accessible name names the row. */
  label: string;
}

interface BoardListViewProps<T extends { id: number }> {
  /** The h1 and the list's accessible name. */
  title: string;
  titleId: string;
  /** Beside the title: «Новая вакансия», «Скачать CSV». */
  headerActions?: ReactNode;
  /** Between the header and the filters: e.g. the companies' identity changes awaiting review. */
  intro?: ReactNode;
  /** Filter tabs, search, sort: the screen's own controls, laid out in one row that wraps. */
  filters: ReactNode;
  list: ListView<T>;
  /** The loaded rows: as each screen renders them, with the row's checkbox when selectable. */
  renderItem(item: T, selection: RowSelection | null): ReactNode;
  /** The name of a row for its checkbox label. */
  itemName(item: T): string;
  emptyTitle: string;
  /** Under the empty state's title: «Создать первую вакансию». */
  emptyAction?: ReactNode;
  loadingLabel: string;
  errorTitle: string;
  /** The counted noun in the genitive after «из»: ['студента', 'студентов', 'студентов']. */
  forms: readonly [string, string, string];
  /** After the list, inside the section: the admins' «Новый администратор» form. */
  footer?: ReactNode;
  /** Bulk actions (approve, deny, archive, close); rows get checkboxes only when there are some. */
  bulk?: {
    selection: Selection;
    actions: readonly BulkAction<T>[];
    onDone(action: BulkAction<T>, outcome: BulkOutcome, items: readonly T[]): void;
  };
}

/**
 * The one list pattern of the admin board (issue 6): header with actions, filters, a «select all»
 * and a bulk bar, the rows, the loading, error and empty states, and load-more paging. Screens
 * supply the query, the row and the actions; they never lay out a list themselves.
 */
export function BoardListView<T extends { id: number }>(props: BoardListViewProps<T>): JSX.Element {
  const { list, bulk } = props;
  return (
    <section className="board board--list" aria-labelledby={props.titleId}>
      <header className="board__header">
        <h1 id={props.titleId}>{props.title}</h1>
        {props.headerActions ? <div className="board__header-actions">{props.headerActions}</div> : null}
      </header>
      {props.intro}
      <div className="board__filters">{props.filters}</div>
      {list.status === 'loading' ? (
        <ListSkeleton label={props.loadingLabel} />
      ) : list.status === 'error' ? (
        <ErrorState
          title={props.errorTitle}
          message={list.error ?? ''}
          onRetry={list.retry}
          code={list.errorCode}
        />
      ) : list.items.length === 0 ? (
        <EmptyState title={props.emptyTitle}>{props.emptyAction}</EmptyState>
      ) : (
        // One block for the rows and the bulk bar: the bar sticks to the screen's bottom only
        // while this block (not just its own row of a grid) is on screen.
        <div className="board-list__body">
          {bulk ? <SelectAll ids={list.items.map((item) => item.id)} selection={bulk.selection} /> : null}
          <ul className="board-list" aria-label={props.title}>
            {list.items.map((item) =>
              props.renderItem(
                item,
                bulk
                  ? {
                      selected: bulk.selection.has(item.id),
                      toggle: () => bulk.selection.toggle(item.id),
                      label: `Выбрать: ${props.itemName(item)}`,
                    }
                  : null,
              ),
            )}
          </ul>
          <LoadMore
            shown={list.items.length}
            total={list.total}
            hasMore={list.hasMore}
            loading={list.status === 'loading-more'}
            error={list.status === 'error-more' ? list.error : null}
            onLoadMore={list.loadMore}
            forms={props.forms}
          />
          {bulk ? (
            <BulkBar
              items={list.items}
              selection={bulk.selection}
              actions={bulk.actions}
              onDone={bulk.onDone}
            />
          ) : null}
        </div>
      )}
      {props.footer}
    </section>
  );
}

/** «Выбрать все показанные»: mixed (indeterminate) while only some of the shown rows are ticked. */
function SelectAll({ ids, selection }: { ids: readonly number[]; selection: Selection }): JSX.Element {
  const ref = useRef<HTMLInputElement>(null);
  const ticked = ids.filter((id) => selection.has(id)).length;
  const all = ids.length > 0 && ticked === ids.length;
  const some = ticked > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <div className="board-list__tools">
      <label className="board-list__select-all">
        <input ref={ref} type="checkbox" checked={all} onChange={() => selection.toggleAll(ids)} />
        Выбрать все показанные
      </label>
    </div>
  );
}

/** The checkbox a selectable row puts first. */
export function RowCheckbox({ selection }: { selection: RowSelection | null }): JSX.Element | null {
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      className="board-row__select"
      checked={selection.selected}
      onChange={selection.toggle}
      aria-label={selection.label}
    />
  );
}

/** A sort select for the filter row. */
export function SortSelect<S extends string>({
  value,
  options,
  onChange,
}: {
  value: S;
  options: readonly { value: S; label: string }[];
  onChange(value: S): void;
}): JSX.Element {
  return (
    <label className="board__sort">
      <span>Сортировка</span>
      <select
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
