/** The outcome figures' call (admins; the server checks): GET /api/application/figures. */
import type { ApplicationFigures, FigureTable } from '../../../shared/contract/application-figures.contract';
import {
  applicationFigureLink,
  applicationFigures,
  applicationFigureTable,
} from '../../../shared/contract/endpoints/board.endpoints';
import type { HttpClient, HttpResult } from '../../lib/http';
import type { CsvSource } from '../../ui/csv-download-button';
import type { Period } from '../../ui/period-fields';

const periodParams = (period: Period): Record<string, string> => ({
  ...(period.from ? { from: period.from } : {}),
  ...(period.to ? { to: period.to } : {}),
});

export function fetchApplicationFigures(
  http: HttpClient,
  period: Period,
): Promise<HttpResult<ApplicationFigures>> {
  return http.api(applicationFigures, { query: periodParams(period) });
}

/** One table's CSV for the period: directly on the website, at a signed address in Telegram. */
export function figureCsvSource(table: FigureTable, period: Period): CsvSource {
  return {
    file: (http) =>
      http.download(applicationFigureTable, {
        params: { file: `${table}.csv` },
        query: periodParams(period),
      }),
    link: (http) => http.api(applicationFigureLink, { body: { table, ...periodParams(period) } }),
    fallbackName: `applications-${table}.csv`,
  };
}
