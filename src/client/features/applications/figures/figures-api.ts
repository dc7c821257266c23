/** The outcome figures' call (admins; the server checks): GET /api/application/figures. */
import {
  type ApplicationFigures,
  ApplicationFiguresSchema,
  type FigureTable,
} from '../../../../shared/contract/application-figures';
import type { HttpClient, HttpResult } from '../../../lib/http';
import type { CsvSource } from '../../../ui/csv-download-button';

/** Moscow days `YYYY-MM-DD`, both inclusive; empty: unbounded. */
export interface FiguresPeriod {
  from: string;
  to: string;
}

const periodParams = (period: FiguresPeriod): Record<string, string> => ({
  ...(period.from ? { from: period.from } : {}),
  ...(period.to ? { to: period.to } : {}),
});

const queryOf = (period: FiguresPeriod): string => {
  const query = new URLSearchParams(periodParams(period)).toString();
  return query ? `?${query}` : '';
};

export function fetchApplicationFigures(
  http: HttpClient,
  period: FiguresPeriod,
): Promise<HttpResult<ApplicationFigures>> {
  return http.get(`application/figures${queryOf(period)}`, ApplicationFiguresSchema);
}

/** One table's CSV for the period: directly on the website, at a signed address in Telegram. */
export function figureCsvSource(table: FigureTable, period: FiguresPeriod): CsvSource {
  return {
    path: `application/figures/${table}.csv${queryOf(period)}`,
    link: { path: 'application/figures/link/', body: { table, ...periodParams(period) } },
    fallbackName: `applications-${table}.csv`,
  };
}
