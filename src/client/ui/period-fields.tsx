import type { JSX } from 'react';

/** Moscow days `YYYY-MM-DD`, both inclusive; empty: unbounded. */
export interface Period {
  from: string;
  to: string;
}

export const ALL_TIME: Period = { from: '', to: '' };

/** The start is after the end: such a period loads nothing and says why (ReversedPeriodError). */
export function isReversed(period: Period): boolean {
  return period.from !== '' && period.to !== '' && period.from > period.to;
}

interface PeriodFieldsProps {
  period: Period;
  /** The id of the ReversedPeriodError the screen places where its layout wants it. */
  errorId: string;
  onChange(period: Period): void;
}

/**
 * «С даты» and «По дату», each bounded by the other: the applications board's admin filters
 * (board/application-filters.tsx) and the figures' period (figures/application-figures-section.tsx).
 * Their look is in styles/application-board.css (`.application-period__date`).
 */
export function PeriodFields(props: PeriodFieldsProps): JSX.Element {
  return (
    <>
      <DateField end="from" {...props} />
      <DateField end="to" {...props} />
    </>
  );
}

function DateField({
  end,
  period,
  errorId,
  onChange,
}: PeriodFieldsProps & { end: keyof Period }): JSX.Element {
  const reversed = isReversed(period);
  return (
    <label className="board__sort">
      <span>{end === 'from' ? 'С даты' : 'По дату'}</span>
      <input
        type="date"
        className="application-period__date"
        value={period[end]}
        // The other end bounds the picker; an open end ('') bounds nothing.
        min={(end === 'to' && period.from) || undefined}
        max={(end === 'from' && period.to) || undefined}
        aria-invalid={reversed || undefined}
        aria-describedby={reversed ? errorId : undefined}
        onChange={(event) => onChange({ ...period, [end]: event.target.value })}
      />
    </label>
  );
}

export function ReversedPeriodError({ id }: { id: string }): JSX.Element {
  return (
    <p id={id} className="field__error" role="alert">
      Начало периода позже конца: поменяйте даты местами.
    </p>
  );
}
