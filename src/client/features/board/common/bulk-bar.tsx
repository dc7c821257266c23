import { type JSX, useState } from 'react';
import { pluralRu } from '../../../../shared/format';
import { useServices } from '../../../lib/services';
import type { ConfirmOptions } from '../../../platform/platform';
import type { Selection } from './use-selection';

/** What a bulk action did: the ids it changed and the ones it could not, with the server's reason. */
export interface BulkOutcome {
  done: readonly number[];
  failed: readonly { id: number; message: string }[];
}

export interface BulkAction<T> {
  id: string;
  /** «Подтвердить», «Отклонить», «В архив», «Закрыть». */
  label: string;
  destructive?: boolean;
  /** Rows this action can apply to; others are skipped (and counted in the button). */
  applies?: (item: T) => boolean;
  /** Asked before running (destructive actions must ask). */
  confirm?: (items: readonly T[]) => ConfirmOptions;
  run(items: readonly T[]): Promise<BulkOutcome>;
}

const ROWS: readonly [string, string, string] = ['запись', 'записи', 'записей'];

/**
 * The bar that appears once rows are ticked: how many, the actions that apply, «Снять выбор».
 * It is a labelled toolbar so screen readers announce the count with the actions.
 */
export function BulkBar<T extends { id: number }>({
  items,
  selection,
  actions,
  onDone,
}: {
  items: readonly T[];
  selection: Selection;
  actions: readonly BulkAction<T>[];
  onDone(action: BulkAction<T>, outcome: BulkOutcome, items: readonly T[]): void;
}): JSX.Element | null {
  const { platform } = useServices();
  const [running, setRunning] = useState<string | null>(null);
  const selected = items.filter((item) => selection.has(item.id));
  if (selected.length === 0) return null;

  const run = async (action: BulkAction<T>) => {
    const targets = selected.filter((item) => action.applies?.(item) ?? true);
    if (targets.length === 0) return;
    if (action.confirm && !(await platform.confirm(action.confirm(targets)))) return;
    setRunning(action.id);
    try {
      const outcome = await action.run(targets);
      onDone(action, outcome, targets);
      if (outcome.failed.length > 0) {
        platform.toast(
          'warning',
          `Не получилось для ${pluralRu(outcome.failed.length, ROWS)}: ${outcome.failed[0]?.message ?? ''}`,
        );
      } else {
        platform.toast('success', `Готово: ${pluralRu(outcome.done.length, ROWS)}.`);
      }
    } finally {
      setRunning(null);
    }
  };

  return (
    <div className="bulk-bar" role="toolbar" aria-label={`Выбрано: ${pluralRu(selected.length, ROWS)}`}>
      <span className="bulk-bar__count" aria-live="polite">
        Выбрано: {selected.length}
      </span>
      <div className="bulk-bar__actions">
        {actions.map((action) => {
          const count = selected.filter((item) => action.applies?.(item) ?? true).length;
          return (
            <button
              key={action.id}
              type="button"
              className={action.destructive ? 'button button--danger' : 'button'}
              disabled={count === 0 || running !== null}
              aria-busy={running === action.id}
              onClick={() => void run(action)}
            >
              {count === selected.length ? action.label : `${action.label} (${count})`}
            </button>
          );
        })}
        <button
          type="button"
          className="button button--ghost"
          onClick={selection.clear}
          disabled={running !== null}
        >
          Снять выбор
        </button>
      </div>
    </div>
  );
}
