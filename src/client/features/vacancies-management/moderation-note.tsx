import type { JSX } from 'react';
import type { VacancyModeration } from '../../../shared/contract/vacancy.contract';
import { formatDateRu } from '../../../shared/format';

/** «28 ноября 2026» and, for admins, «, Иван Петров»: who did it and when (docs/decisions/052). */
function when(at: string, by: string | null): string {
  return by ? `${formatDateRu(at)}, ${by}` : formatDateRu(at);
}

/**
 * What the career centre did to a vacancy, said where its company works on it (the board's row and
 * the editor): the reason of a return in full, and what to do next. Admins read who did it.
 */
export function ModerationNote({
  moderation,
  compact = false,
}: {
  moderation: VacancyModeration | undefined;
  /** In a list row: one short paragraph per fact. */
  compact?: boolean;
}): JSX.Element | null {
  if (!moderation || (!moderation.hidden && !moderation.returned)) return null;
  const { hidden, returned } = moderation;
  return (
    <div className={`status-banner status-banner--denied${compact ? ' moderation-note--compact' : ''}`}>
      {returned ? (
        <>
          <p className="status-banner__title">
            Карьерный центр вернул вакансию на доработку ({when(returned.at, returned.by)})
          </p>
          <p className="moderation-note__reason">{returned.reason}</p>
          {compact ? null : <p>Исправьте вакансию и опубликуйте её снова: до этого студенты её не видят.</p>}
        </>
      ) : null}
      {hidden ? (
        <p className={returned || compact ? undefined : 'status-banner__title'}>
          Скрыта карьерным центром ({when(hidden.at, hidden.by)}): студенты её не видят, пока карьерный центр
          не покажет её снова.
        </p>
      ) : null}
    </div>
  );
}
