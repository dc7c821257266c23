import { type JSX, useId } from 'react';
import { Link, useLocation } from 'wouter';
import { quoted } from '../../../../shared/format';
import { isReversed, type Period, PeriodFields, ReversedPeriodError } from '../../../ui/period-fields';
import { type BoardParams, boardHref } from './board-params';

/** «Показан отклик №N», «Отклики на вакансию …»: what the address narrowed, and the way back. */
export function FocusNotes({
  params,
  vacancyTitle,
}: {
  params: BoardParams;
  vacancyTitle: string | null;
}): JSX.Element | null {
  if (params.id !== null) {
    return (
      <p className="feedback-focus">
        Показан отклик №{params.id}.{' '}
        <Link href={boardHref({ ...params, id: null })}>Показать все отклики</Link>
      </p>
    );
  }
  if (params.vacancyId === null) return null;
  return (
    <p className="feedback-focus">
      Отклики на вакансию {vacancyTitle ? quoted(vacancyTitle) : `№${params.vacancyId}`}.{' '}
      <Link href={boardHref({ ...params, vacancyId: null })}>Все вакансии</Link>
    </p>
  );
}

/**
 * The career centre's extra filters: a company (from the companies among the loaded
 * applications, kept in the address) and the days applied (Moscow dates, both inclusive).
 */
export function AdminFilters({
  params,
  companies,
  period,
  onPeriod,
}: {
  params: BoardParams;
  companies: ReadonlyMap<number, string>;
  period: Period;
  onPeriod(period: Period): void;
}): JSX.Element {
  const id = useId();
  const [, navigate] = useLocation();
  return (
    <div className="application-filters">
      <label className="board__sort">
        <span>Компания</span>
        <select
          value={params.companyId === null ? '' : String(params.companyId)}
          onChange={(event) => {
            const value = Number(event.target.value);
            navigate(boardHref({ ...params, id: null, companyId: value > 0 ? value : null }));
          }}
        >
          <option value="">Все компании</option>
          {[...companies].map(([companyId, name]) => (
            <option key={companyId} value={companyId}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <PeriodFields period={period} errorId={`${id}-error`} onChange={onPeriod} />
      {isReversed(period) ? <ReversedPeriodError id={`${id}-error`} /> : null}
    </div>
  );
}
