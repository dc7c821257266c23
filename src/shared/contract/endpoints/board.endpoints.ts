import * as v from 'valibot';
import {
  ApplicationFiguresQuerySchema,
  ApplicationFiguresSchema,
  FIGURE_TABLES,
  FigureLinkRequestSchema,
} from '../application-figures.contract';
import { BoardSummarySchema, EXPORT_LISTS } from '../board-summary.contract';
import { endpoint } from '../endpoint';
import { ExportLinkRequestSchema, ExportLinkSchema } from '../export-link.contract';

/** `students.csv`: one of the names, with the extension the download keeps. */
const csvFileOf = <const T extends readonly string[]>(names: T) =>
  v.object({ file: v.picklist(names.map((name) => `${name}.csv`)) });

const CSV_TEXT = v.string();

export const boardSummary = endpoint({
  method: 'GET',
  path: '/board/summary/',
  summary: 'Сводка доски карьерного центра',
  access: ['admin'],
  response: BoardSummarySchema,
});

export const boardExport = endpoint({
  method: 'GET',
  path: '/board/export/:file',
  summary: 'CSV одного списка доски (студенты, компании, вакансии, обратная связь)',
  access: ['admin'],
  params: csvFileOf(EXPORT_LISTS),
  answer: 'file',
  response: CSV_TEXT,
});

export const boardExportLink = endpoint({
  method: 'POST',
  path: '/board/export/link/',
  summary: 'Короткоживущий подписанный адрес CSV для скачивания в Telegram',
  access: ['admin'],
  body: ExportLinkRequestSchema,
  response: ExportLinkSchema,
});

export const applicationFigures = endpoint({
  method: 'GET',
  path: '/application/figures',
  summary: 'Отклики и результаты за период',
  access: ['admin'],
  query: ApplicationFiguresQuerySchema,
  response: ApplicationFiguresSchema,
});

export const applicationFigureTable = endpoint({
  method: 'GET',
  path: '/application/figures/:file',
  summary: 'CSV одной таблицы откликов и результатов за период',
  access: ['admin'],
  params: csvFileOf(FIGURE_TABLES),
  query: ApplicationFiguresQuerySchema,
  answer: 'file',
  response: CSV_TEXT,
});

export const applicationFigureLink = endpoint({
  method: 'POST',
  path: '/application/figures/link/',
  summary: 'Подписанный адрес CSV таблицы откликов для скачивания в Telegram',
  access: ['admin'],
  body: FigureLinkRequestSchema,
  response: ExportLinkSchema,
});
