import type { CSSProperties, JSX, ReactNode } from 'react';
import type { ExportList } from '../../../shared/contract/board-summary.contract';
import { ExportButton } from '../../ui/export-button';

export interface FigureRow {
  key: string;
  label: string;
  value: number;
}

const numberFormat = new Intl.NumberFormat('ru-RU');

/**
 * One of the career centre's figures as a list of labelled bars. The numbers are text in the
 * list (a screen reader reads «На проверке 12»); the bars only repeat them for the eye, scaled
 * to the largest row, and are hidden from assistive technology. No chart library: a few rows
 * of CSS read well at 360 px and follow Telegram's theme.
 */
export function FigureList({
  id,
  title,
  rows,
  exportList,
  exportLabel,
  note,
}: {
  id: string;
  title: string;
  rows: readonly FigureRow[];
  exportList: ExportList;
  exportLabel: string;
  note?: ReactNode;
}): JSX.Element {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <section className="figure" aria-labelledby={id}>
      <div className="figure__header">
        <h3 className="figure__title" id={id}>
          {title}
        </h3>
        <ExportButton list={exportList} label={exportLabel} />
      </div>
      {rows.length === 0 ? (
        <p className="muted figure__empty">Пока ничего нет.</p>
      ) : (
        <ul className="figure-list" aria-labelledby={id}>
          {rows.map((row) => (
            <li key={row.key} className="figure-list__row">
              <span className="figure-list__label">{row.label}</span>
              <span className="figure-list__value">{numberFormat.format(row.value)}</span>
              <span className="figure-list__track" aria-hidden="true">
                <span
                  className="figure-list__bar"
                  style={{ '--share': `${(row.value / max) * 100}%` } as CSSProperties}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      {note ? <p className="muted figure__note">{note}</p> : null}
    </section>
  );
}
