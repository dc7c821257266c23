import { csvDateTime } from '../../shared/moscow-time';
import type { CsvCell } from '../domain/board/export-list';

/**
 * CSV for spreadsheets (RFC 4180 quoting), safe against formula injection (OWASP "CSV
 * Injection"): a cell that begins with = + - @ or a tab/carriage return would be run as a formula
 * by Excel, LibreOffice and Google Sheets, so it gets a leading apostrophe. Every cell is quoted.
 * The separator is «;» and the file starts with a UTF-8 BOM: that is what Excel with Russian
 * regional settings, the career centre's tool, opens as columns with Cyrillic intact.
 */
const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '""';
  const text = value instanceof Date ? csvDateTime(value) : String(value);
  // Numbers are data, never formulas (a negative salary would otherwise gain an apostrophe).
  const safe = typeof value !== 'number' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
