import type { JSX } from 'react';
import type { VacancyListItem } from '../../../shared/contract/vacancy.contract';
import { Button } from '../../ui/button';
import type { ModerationActions } from './use-moderation-actions';

/**
 * The admin's moderation of one row (docs/decisions/052), a group of its own under the vacancy's
 * details: beside the row's other actions they would squeeze the title into a narrow column.
 */
export function ModerationButtons({
  item,
  busy,
  actions,
}: {
  item: VacancyListItem;
  busy: boolean;
  actions: Pick<ModerationActions, 'hide' | 'show' | 'giveBack'>;
}): JSX.Element | null {
  const hidden = Boolean(item.moderation?.hidden);
  const published = item.status === 'published';
  if (!published && !hidden) return null;
  return (
    <fieldset className="vacancy-row__moderation" aria-label={`Модерация: ${item.title}`}>
      {published ? (
        <Button
          variant="ghost"
          className="button--small"
          disabled={busy}
          aria-label={`Вернуть компании на доработку: ${item.title}`}
          onClick={() => actions.giveBack(item)}
        >
          Вернуть компании
        </Button>
      ) : null}
      {published && !hidden ? (
        <Button
          variant="ghost"
          className="button--small button--danger"
          disabled={busy}
          aria-label={`Скрыть от студентов: ${item.title}`}
          onClick={() => actions.hide(item)}
        >
          Скрыть от студентов
        </Button>
      ) : null}
      {hidden ? (
        <Button
          variant="ghost"
          className="button--small"
          disabled={busy}
          aria-label={`Показать студентам снова: ${item.title}`}
          onClick={() => actions.show(item)}
        >
          Показать студентам снова
        </Button>
      ) : null}
    </fieldset>
  );
}
