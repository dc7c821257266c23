import { type JSX, useState } from 'react';
import { pluralRu } from '../../../shared/format';
import { useServices } from '../../lib/services';
import type { ConfirmOptions } from '../../platform/platform';
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
  /**
   * Asks for one value applied to every row (a denial reason), after `confirm` if both are set;
   * null means the admin cancelled and nothing runs. The answer is `run`'s second argument.
   */
  prompt?: (items: readonly T[]) => Promise<string | null>;
  run(items: readonly T[], answer?: string): Promise<BulkOutcome>;
}

const ROWS: readonly [string, string, string] = ['запись', 'записи', 'записей'];
const ROWS_GENITIVE: readonly [string, string, string] = ['записи', 'записей', 'записей'];

/** The one toast after a bulk action: what was done, what was skipped, what failed and why. */
export function outcomeMessage(
  outcome: BulkOutcome,
  skipped: number,
): { kind: 'success' | 'warning'; text: string } {
  const parts: string[] = [];
  if (outcome.done.length > 0) parts.push(`Готово: ${pluralRu(outcome.done.length, ROWS)}.`);
  if (skipped > 0) parts.push(`Пропущено: ${pluralRu(skipped, ROWS)} — к ним действие не относится.`);
  const first = outcome.failed[0];
  if (first)
    parts.push(`Не получилось для ${pluralRu(outcome.failed.length, ROWS_GENITIVE)}: ${first.message}`);
  return { kind: first ? 'warning' : 'success', text: parts.join(' ') };
}

/**
 * The bar that appears once rows are ticked: how many, the actions that apply, «Снять выбор».
 * It is a labelled toolbar so screen readers announce the count with the actions. It follows the
 * list in the DOM and sticks to the bottom of the screen (board.css): within a thumb's reach on a
 * phone, above Telegram's MainButton and the safe area, and next in the Tab order after the rows.
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
    if (targets.length === 0 || running !== null) return;
    if (action.confirm && !(await platform.confirm(action.confirm(targets)))) return;
    let answer: string | undefined;
    if (action.prompt) {
      const given = await action.prompt(targets);
      if (given === null) return;
      answer = given;
    }
    setRunning(action.id);
    try {
      const outcome = await action.run(targets, answer);
      // Changed rows are unticked; failed ones stay ticked, ready for another try.
      selection.deselect(outcome.done);
      onDone(action, outcome, targets);
      const message = outcomeMessage(outcome, selected.length - targets.length);
      platform.toast(message.kind, message.text);
    } finally {
      setRunning(null);
    }
  };

  return (
    <div className="bulk-bar" role="toolbar" aria-label={`Выбрано: ${pluralRu(selected.length, ROWS)}`}>
      {/* The count and «Снять выбор» share a line, so on a phone the actions get a row of their own. */}
      <div className="bulk-bar__summary">
        <span className="bulk-bar__count" aria-live="polite">
          Выбрано: {selected.length}
        </span>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={selection.clear}
          disabled={running !== null}
        >
          Снять выбор
        </button>
      </div>
      <div className="bulk-bar__actions">
        {actions.map((action) => {
          const count = selected.filter((item) => action.applies?.(item) ?? true).length;
          return (
            <button
              key={action.id}
              type="button"
              className={`button button--small ${action.destructive ? 'button--secondary button--danger' : 'button--primary'}`}
              disabled={count === 0 || running !== null}
              aria-busy={running === action.id}
              onClick={() => void run(action)}
            >
              {count === selected.length ? action.label : `${action.label} (${count})`}
            </button>
          );
        })}
      </div>
    </div>
  );
}
