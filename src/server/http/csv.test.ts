import { describe, expect, it } from 'vitest';
import { csvDateTime, moscowDate } from '../../shared/moscow-time';
import { csvCell, toCsv } from './csv';

/** A minimal RFC 4180 reader with «;», to read back what we wrote. */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('CSV export cells', () => {
  it('neutralises every formula opener', () => {
    for (const attack of ['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      const cell = parse(toCsv(['a'], [[attack]]))[1]?.[0];
      expect(cell?.startsWith("'"), JSON.stringify(attack)).toBe(true);
      expect(cell?.slice(1)).toBe(attack);
    }
  });

  it('round-trips quotes, separators, line breaks and Cyrillic', () => {
    const values = ['ООО «Ромашка»; отдел "Кадры"', 'две\r\nстроки', 'обычный текст', ''];
    const back = parse(toCsv(['a', 'b', 'c', 'd'], [values]));
    expect(back).toEqual([['a', 'b', 'c', 'd'], values]);
  });

  it('keeps numbers as numbers and empty values empty', () => {
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(new Date('2026-11-21T10:00:00Z'))).toBe('"21.11.2026 13:00"');
  });

  it('starts with a BOM and ends lines with CRLF', () => {
    const csv = toCsv(['a'], [['b']]);
    expect(csv.startsWith('\uFEFF"a"\r\n')).toBe(true);
    expect(csv.endsWith('"b"\r\n')).toBe(true);
  });

  it('writes moments as Moscow time a spreadsheet reads as a date, never as UTC ISO', () => {
    expect(csvCell(new Date('2026-11-23T11:05:00Z'))).toBe('"23.11.2026 14:05"');
    // Across midnight and a year: Moscow is three hours ahead all year round.
    expect(csvDateTime(new Date('2026-12-31T22:30:59Z'))).toBe('01.01.2027 01:30');
    expect(csvDateTime(new Date('2026-07-01T00:00:00Z'))).toBe('01.07.2026 03:00');
    expect(moscowDate(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });
});
