import type {
  ApplicationFiguresQuery,
  FacultyFigures,
  FigureTable,
} from '../../../shared/contract/application-figures.contract';
import { moscowDate } from '../../../shared/moscow-time';
import { EXPORT_MAX_ROWS, type ExportTable } from '../board/export-list';
import type { DomainDeps } from '../deps';
import { courseFigures, facultyFigures, vacancyFigures } from './outcome-figures';

/** What became of the applications: the columns every table shares (docs/decisions/021). */
const OUTCOME_HEADER = [
  'Приглашения',
  'Собеседования назначены',
  'Собеседования прошли',
  'Предложения',
  'Предложения приняты',
  'Предложения отклонены',
  'Приняты на работу',
];
const outcomeCells = (row: Omit<FacultyFigures, 'faculty' | 'applications'>) => [
  row.invited,
  row.interviews,
  row.interviewsHeld,
  row.offers,
  row.offersAccepted,
  row.offersDeclined,
  row.hired,
];

/**
 * One table of the outcome figures as CSV (GET /api/application/figures/<table>.csv), written by
 * http/csv.ts like every board export: Russian headers, «;», quoted cells, a BOM. The vacancy
 * table is complete here, not cut to the screen's FIGURES_VACANCIES_MAX.
 */
export async function figureTableCsv(
  deps: DomainDeps,
  table: FigureTable,
  query: ApplicationFiguresQuery,
): Promise<ExportTable> {
  switch (table) {
    case 'vacancies': {
      const rows = await vacancyFigures(deps.db, query, deps.now(), EXPORT_MAX_ROWS);
      return {
        header: [
          'ID вакансии',
          'Вакансия',
          'ID компании',
          'Компания',
          'Всего откликов',
          'Ждут ответа',
          ...OUTCOME_HEADER,
          'Отказы',
          'Отозваны студентом',
        ],
        rows: rows.map((row) => [
          row.vacancyId,
          row.title,
          row.companyId,
          row.companyName,
          row.total,
          row.open,
          ...outcomeCells(row),
          row.rejected,
          row.withdrawn,
        ]),
      };
    }
    case 'faculties': {
      const rows = await facultyFigures(deps.db, query, deps.now());
      return {
        header: ['Факультет', 'Отклики', ...OUTCOME_HEADER],
        rows: rows.map((row) => [row.faculty ?? 'Не указан', row.applications, ...outcomeCells(row)]),
      };
    }
    case 'courses': {
      const rows = await courseFigures(deps.db, query, deps.now());
      return {
        header: ['Курс', 'Отклики', ...OUTCOME_HEADER],
        rows: rows.map((row) => [
          row.course === null ? 'Не указан' : row.course,
          row.applications,
          ...outcomeCells(row),
        ]),
      };
    }
  }
}

/**
 * «applications-vacancies-2026-11-01_2026-11-30.csv»: the table and the period it covers
 * (`from_`/`_to` when one end is open); without a period, the day it was made, as exports do.
 */
export function figureFileName(table: FigureTable, query: ApplicationFiguresQuery, now: Date): string {
  const period = query.from || query.to ? `${query.from ?? ''}_${query.to ?? ''}` : moscowDate(now);
  return `applications-${table}-${period}.csv`;
}
