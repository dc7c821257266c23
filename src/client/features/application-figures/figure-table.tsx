import type { JSX, ReactNode } from 'react';
import { CsvDownloadButton, type CsvSource } from '../../ui/csv-download-button';

export interface FigureColumn<Row> {
  key: string;
  label: string;
  value: (row: Row) => ReactNode;
  /** The row's header cell (its name): read first by screen readers, left-aligned. */
  heading?: boolean;
}

/**
 * One table of the outcome figures with its «Скачать CSV». A real table (header cells, a row
 * header per row) so a screen reader announces «Приглашения, 3» as it moves; at 360 px it scrolls
 * sideways inside its own focusable region instead of squeezing the numbers.
 */
export function FigureTable<Row>({
  id,
  title,
  columns,
  rows,
  rowKey,
  csv,
  csvLabel,
  note,
}: {
  id: string;
  title: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  csv: CsvSource;
  csvLabel: string;
  note?: ReactNode;
}): JSX.Element {
  return (
    <section className="figure outcome-table" aria-labelledby={id}>
      <div className="figure__header">
        <h3 className="figure__title" id={id}>
          {title}
        </h3>
        <CsvDownloadButton source={csv} label={csvLabel} />
      </div>
      {rows.length === 0 ? (
        <p className="muted figure__empty">За этот период откликов нет.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
        <div className="outcome-table__scroll" tabIndex={0}>
          <table className="outcome-table__table" aria-labelledby={id}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) =>
                    column.heading ? (
                      <th key={column.key} scope="row">
                        {column.value(row)}
                      </th>
                    ) : (
                      <td key={column.key}>{column.value(row)}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {note ? <p className="muted figure__note">{note}</p> : null}
    </section>
  );
}
